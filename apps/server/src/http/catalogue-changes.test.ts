import { describe, expect, inject, it, vi } from 'vitest';
import pino from 'pino';
import { createPostgresPool } from '../db/client.ts';
import { deadPort } from '../test/dead-port.ts';
import { announceCatalogueChange, listenForCatalogueChanges } from './catalogue-changes.ts';

const testDatabaseUrl = inject('testDatabaseUrl');
const log = pino({ level: 'silent' });

describe.runIf(testDatabaseUrl)('catalogue changes between instances', () => {
  it('reach every listener, through a URL naming a lost primary and the live server', async () => {
    const real = new URL(testDatabaseUrl);
    const url = `postgres://${real.username}@127.0.0.1:${await deadPort()},${real.host}${real.pathname}`;
    const announcing = createPostgresPool(url);
    const listening = createPostgresPool(url);
    const changed = vi.fn();
    const listener = listenForCatalogueChanges(listening, changed, log);
    try {
      // Listening, on the live server: its connection's last statement was the LISTEN.
      await vi.waitFor(
        async () => {
          const { rows } = await announcing.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where query like 'listen shop_catalogue_changed%' and datname = current_database()`,
          );
          expect(rows[0]!.n).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 100 },
      );
      changed.mockClear();
      announceCatalogueChange(announcing, log);
      await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    } finally {
      await listener.stop();
      await Promise.all([announcing.end(), listening.end()]);
    }
  });
});
