import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresPool, wrapPostgres } from './client.ts';

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
    void pool.end();
  });
});
