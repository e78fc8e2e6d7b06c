import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgliteExtensions, queryRows, type Db } from './client.ts';
import { runMigrations } from './migrate.ts';
import { newClusterFile } from './new-cluster.ts';

const committedMigrations = () =>
  readMigrationFiles({
    migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  });

const appliedMigrationHashes = async (db: Db) =>
  (
    await queryRows<{ hash: string }>(
      db,
      sql`select hash from drizzle.__drizzle_migrations order by created_at`,
    )
  ).map((row) => row.hash);

const systemIdentifier = async (db: Db) =>
  (
    await queryRows<{ id: string }>(
      db,
      sql`select system_identifier::text as id from pg_control_system()`,
    )
  )[0]!.id;

describe('a new embedded database', () => {
  it('starts with the committed migrations the copy was made with, unchanged, and then the newer ones', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-new-cluster-'));
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    const committed = committedMigrations().map((migration) => migration.hash);
    const inTheCopy = await appliedMigrationHashes(database.db);
    expect(inTheCopy.length, 'the copy is migrated').toBeGreaterThan(0);
    expect(inTheCopy, 'the copy holds migrations as committed').toEqual(
      committed.slice(0, inTheCopy.length),
    );
    await runMigrations(database);
    expect(await appliedMigrationHashes(database.db)).toEqual(committed);
    await database.close();
  });

  it('has an empty cluster made in advance for the installed PGlite', () => {
    expect(existsSync(newClusterFile), 'run `npm run db:new-cluster -w apps/server`').toBe(true);
  });

  it('starts as a copy of that cluster, not from initdb', async () => {
    const template = await PGlite.create({
      extensions: pgliteExtensions,
      loadDataDir: new Blob([readFileSync(newClusterFile)]),
    });
    const [{ id: expected }] = (
      await template.query<{ id: string }>(
        'select system_identifier::text as id from pg_control_system()',
      )
    ).rows as [{ id: string }];
    await template.close();

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-new-cluster-'));
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await systemIdentifier(database.db)).toBe(expected);
    await database.close();
    // Opened again, it is the same database, not a new copy.
    const reopened = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await systemIdentifier(reopened.db)).toBe(expected);
    await reopened.close();
  });
});
