import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** A database handle or an open transaction: services accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool behind a PostgreSQL database, for work that needs one session (migration lock). */
  pool?: pg.Pool;
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
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
  };
}

export function wrapPostgres(pool: pg.Pool): Database {
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
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

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    return wrapPostgres(new pg.Pool({ connectionString: options.databaseUrl, max: 10 }));
  }
  const dir = path.join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return wrapPglite(client);
}

/** Rows of a raw SQL query; both drivers answer with { rows }. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
