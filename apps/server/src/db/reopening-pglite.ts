import type { PGlite } from '@electric-sql/pglite';
import { measureDiskSpace } from '../disk/disk-space.ts';

/**
 * Room the embedded database needs to start again: it replays its write-ahead log and may make a
 * new 16 MiB segment at once.
 */
const ROOM_TO_REOPEN_BYTES = 32 * 1024 * 1024;

/** The answer to every query while the database is being reopened: the shop answers 503. */
export class EmbeddedDatabaseReopening extends Error {
  // PostgreSQL's cannot_connect_now ("the database system is starting up"): db/errors.ts
  // counts it as unavailable, so the request is answered 503 and may be retried.
  readonly code = '57P03';
  constructor(cause: unknown) {
    super('The embedded database stopped after a write failed and is being reopened.', { cause });
    this.name = 'EmbeddedDatabaseReopening';
  }
}

/** PostgreSQL gave up on the whole instance (PANIC): every later query fails the same way. */
function instanceLost(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { severity?: unknown }).severity === 'PANIC'
  );
}

function roomToReopen(dir: string): boolean {
  return (measureDiskSpace(dir)?.freeBytes ?? 0) >= ROOM_TO_REOPEN_BYTES;
}

type Log = (message: string, error?: unknown) => void;

/** What the app may ask of the embedded database's life: health reads it, the logger hears it. */
export type EmbeddedLife = {
  /** 'reopening' from a PANIC until a new instance is open. */
  state(): 'open' | 'reopening';
  /** Where the stop and the reopening are told (the app's logger, once there is one). */
  tellTo(log: Log): void;
};

export type ReopeningPglite = EmbeddedLife & {
  /** Stands for the open instance, whichever it is: drizzle and the backups hold this one. */
  client: PGlite;
  close(): Promise<void>;
};

/**
 * PGlite runs PostgreSQL inside this process. When it cannot write its log (the disk filled up)
 * PostgreSQL PANICs, and a PANIC leaves the instance dead: every later query fails with it. A
 * PostgreSQL server would restart itself and replay its log; here the dead instance is closed
 * and the folder opened again (its log replayed: every commit that was answered is there) once
 * the disk has room, without restarting the shop. Meanwhile queries fail at once with
 * EmbeddedDatabaseReopening.
 */
export function reopeningPglite(
  first: PGlite,
  options: { dir: string; open: () => Promise<PGlite>; retryMs?: number },
): ReopeningPglite {
  let current = first;
  let lost: unknown;
  let reopening: Promise<void> | undefined;
  let closed = false;
  const retryMs = options.retryMs ?? 2_000;
  let log: Log = () => {};

  async function reopen(): Promise<void> {
    try {
      await current.close();
    } catch {
      // A dead instance may fail to close; its files are left as a crash leaves them.
    }
    while (!closed) {
      if (roomToReopen(options.dir)) {
        try {
          current = await options.open();
          log('the embedded database is open again');
          lost = undefined;
          return;
        } catch (error) {
          log('the embedded database could not be reopened yet', error);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }

  function noteLoss(error: unknown): void {
    if (lost !== undefined || closed) return;
    lost = error;
    log('the embedded database stopped (PANIC); it reopens once the disk has room', error);
    reopening = reopen().finally(() => {
      reopening = undefined;
    });
  }

  /** Runs `call` on the open instance, noting a PANIC that ends it. */
  async function onOpen<T>(call: (client: PGlite) => Promise<T>): Promise<T> {
    if (lost !== undefined) throw new EmbeddedDatabaseReopening(lost);
    const client = current;
    try {
      return await call(client);
    } catch (error) {
      if (instanceLost(error) && client === current) noteLoss(error);
      throw error;
    }
  }

  const forwarded = new Set<PropertyKey>(['query', 'exec', 'transaction', 'dumpDataDir']);
  const client = new Proxy({} as PGlite, {
    get(_target, property) {
      if (forwarded.has(property)) {
        return (...args: unknown[]) =>
          onOpen((open) =>
            (open[property as 'query'] as (...a: unknown[]) => Promise<unknown>).apply(open, args),
          );
      }
      const value = (current as unknown as Record<PropertyKey, unknown>)[property];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });

  return {
    client,
    state: () => (lost === undefined ? 'open' : 'reopening'),
    tellTo: (to) => {
      log = to;
    },
    close: async () => {
      closed = true;
      await reopening;
      // An instance lost and not replaced was closed by reopen().
      if (lost === undefined) await current.close();
    },
  };
}
