import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constants work; they only have to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 724_311_905;
const FIRST_START_LOCK_ID = 724_311_906;

/** Runs `work` while this session holds a PostgreSQL advisory lock; other holders wait. */
async function holdingLock(
  pool: pg.Pool,
  lockId: number,
  work: (client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    // Waiting for another instance, or building an index, may outlast the pool's statement
    // timeout; this session has none.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [lockId]);
    await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
    await client.query('reset statement_timeout').catch(() => {});
    client.release();
  }
}

/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL a session advisory lock makes
 * instances that start together take turns, so each migration runs exactly once.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await holdingLock(database.pool, MIGRATION_LOCK_ID, (client) =>
    migratePg(drizzlePg({ client }), { migrationsFolder }),
  );
}

/**
 * Runs first-start work (the admin account, the demo shop) one instance at a time: instances
 * starting together on an empty database would otherwise all try to create the same rows.
 */
export async function withFirstStartLock(
  database: Database,
  work: () => Promise<void>,
): Promise<void> {
  if (!database.pool) return work();
  await holdingLock(database.pool, FIRST_START_LOCK_ID, work);
}
