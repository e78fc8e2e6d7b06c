import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  pgliteExtensions,
  wrapPglite,
  wrapPostgres,
  type Database,
  type Db,
} from '../db/client.ts';

/**
 * An empty database for a test of one migration against rows written before it: PGlite, or a new
 * PostgreSQL database when the tests run on one. `migrateThrough(tag)` applies the migrations up
 * to and including `tag` (from a copy of the migrations folder whose journal lists only those),
 * `migrateToEnd()` the rest; `close()` drops everything.
 */
export async function databaseForMigrationTest(): Promise<{
  db: Db;
  migrateThrough: (tag: string) => Promise<void>;
  migrateToEnd: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const { database, migrate, drop } = await emptyDatabase(folder);

  const migrateThrough = async (lastTag: string) => {
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration ${lastTag}`);
    writeFileSync(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
    );
    await migrate();
  };
  return {
    db: database.db,
    migrateThrough,
    migrateToEnd: () => migrateThrough(journal.entries.at(-1)!.tag),
    close: async () => {
      await database.close();
      await drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function emptyDatabase(
  folder: string,
): Promise<{ database: Database; migrate: () => Promise<void>; drop: () => Promise<void> }> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
    const migrate = () =>
      migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return { database, migrate, drop: async () => {} };
  }
  const name = `shop_migration_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = wrapPostgres(new pg.Pool({ connectionString: target.toString(), max: 2 }));
  const migrate = () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { database, migrate, drop };
}
