import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createPostgresPool, openDatabase, queryRows, wrapPostgres } from './client.ts';

describe('openDatabase, embedded', () => {
  it('makes a DATA_DIR that does not exist yet (a first start), its lock and its database', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'shop-new-data-'));
    const dataDir = path.join(parent, 'not', 'there', 'yet');
    try {
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
      const [row] = await queryRows<{ answer: number }>(database.db, sql`select 42 as answer`);
      expect(row?.answer).toBe(42);
      await database.close();
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('wrapPostgres', () => {
  it('keeps a connection that drops while checked out from crashing the process', async () => {
    const pool = createPostgresPool('postgres://postgres@127.0.0.1:1/none');
    const database = wrapPostgres(pool);
    // What pg does when the server goes away between two queries of a transaction: the client
    // emits 'error', and an EventEmitter without an 'error' listener throws it.
    const client = new EventEmitter() as unknown as pg.PoolClient;
    pool.emit('connect', client);
    expect(() =>
      client.emit('error', new Error('Connection terminated unexpectedly')),
    ).not.toThrow();
    expect(() => pool.emit('error', new Error('idle client gone'), client)).not.toThrow();
    await database.close();
  });

  it('bounds waiting for a connection and for a statement', () => {
    const pool = createPostgresPool('postgres://postgres@127.0.0.1:1/none');
    expect(pool.options.connectionTimeoutMillis).toBe(5_000);
    expect((pool.options as pg.PoolConfig).statement_timeout).toBe(30_000);
    expect((pool.options as pg.PoolConfig).idle_in_transaction_session_timeout).toBe(30_000);
    void pool.end();
  });
});

const testDatabaseUrl = inject('testDatabaseUrl');

describe.runIf(testDatabaseUrl)('a transaction left waiting on PostgreSQL', () => {
  it('is ended by the server, so its row locks do not outlive a vanished instance', async () => {
    const timeouts = { connectMs: 5_000, statementMs: 30_000, idleInTransactionMs: 300 };
    const stuck = createPostgresPool(testDatabaseUrl!, timeouts);
    const other = createPostgresPool(testDatabaseUrl!, timeouts);
    stuck.on('error', () => {});
    const table = `idle_lock_${process.pid}`;
    await other.query(`create table ${table} (id int primary key, stock int)`);
    try {
      await other.query(`insert into ${table} values (1, 5)`);
      const holder = await stuck.connect();
      holder.on('error', () => {});
      await holder.query('begin');
      await holder.query(`update ${table} set stock = 4 where id = 1`);
      // The instance holding the lock goes quiet, as if its machine had vanished mid-order.
      const started = Date.now();
      await other.query(`update ${table} set stock = 3 where id = 1`);
      expect(Date.now() - started).toBeLessThan(5_000);
      const { rows } = await other.query<{ stock: number }>(`select stock from ${table}`);
      expect(rows).toEqual([{ stock: 3 }]);
      await expect(holder.query('commit')).rejects.toThrow();
      holder.release(true);
    } finally {
      await other.query(`drop table ${table}`);
      await Promise.all([stuck.end(), other.end()]);
    }
  });
});
