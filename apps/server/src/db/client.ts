import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { newClusterCopy } from './new-cluster.ts';
import { postgresHosts, writableHostPool } from './postgres-hosts.ts';
import { reopeningPglite, type EmbeddedLife } from './reopening-pglite.ts';
import { tightenFolder } from './data-dir-permissions.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** A database handle or an open transaction: services accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool behind a PostgreSQL database, for work that needs one session (migration lock). */
  pool?: pg.Pool;
  /** The embedded client, for work outside SQL (a backup dumps its data directory). */
  pglite?: PGlite;
  /** The embedded database's own life: reopened in place after a PANIC (a full disk). */
  embedded?: EmbeddedLife;
  /** Runs raw SQL statements (several per string), for migrations and test setup. */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
};

/** PGlite needs its extensions loaded at construction; the migrations then create them. */
export const pgliteExtensions = { pg_trgm, fuzzystrmatch };

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
  };
}

/**
 * Bounds on waiting for PostgreSQL, so a request fails with a 503 instead of hanging when the
 * database is down or unreachable: getting a connection (from the pool or a new one) and
 * running one statement.
 */
const postgresTimeouts = { connectMs: 5_000, statementMs: 30_000, idleInTransactionMs: 30_000 };

export function createPostgresPool(
  databaseUrl: string,
  timeouts: {
    connectMs: number;
    statementMs: number;
    idleInTransactionMs?: number;
  } = postgresTimeouts,
): pg.Pool {
  const config = {
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // An instance on another machine that dies or loses its network inside a transaction would
    // otherwise keep its row locks (the stock of what it was selling) until TCP gives up, hours
    // later; no transaction of the shop waits between its statements.
    idle_in_transaction_session_timeout:
      timeouts.idleInTransactionMs ?? postgresTimeouts.idleInTransactionMs,
    // Notices a peer that vanished without closing the connection (a host or network failure).
    keepAlive: true,
  };
  // A URL naming a primary and its standbys: connections go to the one that takes writes.
  const listed = postgresHosts(databaseUrl);
  return listed.hosts.length > 1
    ? writableHostPool(listed, config)
    : new pg.Pool({ ...config, connectionString: databaseUrl });
}

export function wrapPostgres(pool: pg.Pool): Database {
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Neither may a dropped connection that is checked out between two queries (inside a
  // transaction, or holding the migration lock): pg emits 'error' on the client, which has no
  // other listener then. The query in progress fails on its own and release() discards the client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    pool,
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded database in `dir`, without DATA_DIR's lock: for a caller that holds it already (a
 * restore builds the new database beside the old one, then swaps them).
 */
export async function openPgliteFolder(dir: string, loadDataDir?: Blob): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  // A new database starts from the empty cluster made in advance (new-cluster.ts).
  const load = loadDataDir ?? (readdirSync(dir).length === 0 ? await newClusterCopy() : undefined);
  const first = await PGlite.create(dir, {
    extensions: pgliteExtensions,
    ...(load && { loadDataDir: load }),
  });
  // PGlite writes a new (or loaded) data directory's files with chmod 0666 whatever the umask;
  // the files it makes later follow the umask.
  tightenFolder(dir);
  const life = reopeningPglite(first, {
    dir,
    open: () => PGlite.create(dir, { extensions: pgliteExtensions }),
  });
  return { ...wrapPglite(life.client), embedded: life, close: life.close };
}

export async function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  hooks: {
    /** Embedded only: runs while this process holds DATA_DIR's lock, before the database opens. */
    beforeOpen?: (dataDir: string) => Promise<void>;
  } = {},
): Promise<Database> {
  if (options.databaseUrl) {
    return wrapPostgres(createPostgresPool(options.databaseUrl));
  }
  // A first start names a DATA_DIR that does not exist yet; the lock file goes in it.
  mkdirSync(options.dataDir, { recursive: true });
  // One process per folder: a second PGlite on the same files would corrupt them.
  const lock = lockDataDir(options.dataDir);
  try {
    await hooks.beforeOpen?.(options.dataDir);
    const database = await openPgliteFolder(path.join(options.dataDir, 'db'));
    return { ...database, close: () => database.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Rows of a raw SQL query; both drivers answer with { rows }. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
