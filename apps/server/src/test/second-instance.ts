import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { wrapPostgres, type Database } from '../db/client.ts';
import { TEST_JWT_SECRET } from './test-app.ts';

/**
 * A second server on the same database: on PostgreSQL its own pool of connections (as another
 * instance would have), on PGlite the one embedded database. The caller closes it.
 */
export async function secondInstance(database: Database) {
  const shared: Database =
    database.kind === 'postgres'
      ? wrapPostgres(
          new pg.Pool({ connectionString: database.pool!.options.connectionString, max: 10 }),
        )
      : { ...database, close: async () => {} };
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-second-')),
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
    }),
    database: shared,
    logger: false,
  });
  await app.ready();
  return app;
}
