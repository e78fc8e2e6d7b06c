import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/*
 * Several server instances may share one PostgreSQL database, each with its own response cache.
 * The instance that changes the catalogue announces it with NOTIFY; every instance LISTENs and
 * empties its cache, so none keeps serving what another one has just changed.
 */
const CHANNEL = 'shop_catalogue_changed';
const RECONNECT_MS = 1000;

export function announceCatalogueChange(pool: pg.Pool, log: FastifyBaseLogger): void {
  pool
    .query(`select pg_notify('${CHANNEL}', '')`)
    .catch((error: unknown) => log.warn({ err: error }, 'announcing a catalogue change failed'));
}

/**
 * Calls onChange for every announcement, on a connection of its own (a pooled one would hold
 * the pool open at shutdown) made as the pool makes its own: to the same server, and with a URL
 * naming a primary and its standbys, to the one that takes writes (a standby cannot LISTEN).
 * Also calls it whenever that connection is lost or made again, since announcements may have
 * been missed in between; it reconnects every second until stop().
 */
export function listenForCatalogueChanges(
  pool: pg.Pool,
  onChange: () => void,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  const { Client = pg.Client, onConnect } = pool.options;
  const newClient = () => new (Client as typeof pg.Client)(pool.options);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
  };

  async function connect() {
    const candidate = newClient();
    candidate.on('notification', onChange);
    // 'end' follows an error; the reconnect is scheduled there.
    candidate.on('error', (error) => log.warn({ err: error }, 'catalogue change listener failed'));
    candidate.on('end', () => {
      if (client === candidate) client = undefined;
      onChange();
      scheduleReconnect();
    });
    try {
      await candidate.connect();
      await onConnect?.(candidate);
      await candidate.query(`listen ${CHANNEL}`);
      if (stopped) {
        await candidate.end();
        return;
      }
      client = candidate;
      onChange();
    } catch (error) {
      log.warn({ err: error }, 'catalogue change listener could not connect');
      candidate.end().catch(() => {});
      scheduleReconnect();
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
