import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openDatabase,
  pgliteExtensions,
  wrapPglite,
  wrapPostgres,
  type Database,
} from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template by default, or a
 * new PostgreSQL database made from the template when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<Database> {
  const testDatabaseUrl = inject('testDatabaseUrl');
  if (testDatabaseUrl) {
    // Named after this run's template, so a run's clean-up never drops another run's databases.
    const template = inject('pgTemplateDatabase');
    const name = `${template}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const database = wrapPostgres(new pg.Pool({ connectionString: url.toString(), max: 10 }));
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDumpFile'));
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
  });
  return wrapPglite(client);
}

/**
 * A migrated embedded database in `dataDir`, as the shop keeps it (DATA_DIR/db), from the suite's
 * template when there is one: for backups and restores, which work on that folder.
 */
export async function migratedPgliteIn(dataDir: string): Promise<Database> {
  const template = inject('pgliteDumpFile');
  if (!template) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await runMigrations(database);
    return database;
  }
  const client = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([readFileSync(template)]),
    extensions: pgliteExtensions,
  });
  return wrapPglite(client);
}
