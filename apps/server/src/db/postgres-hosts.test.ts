import { describe, expect, inject, it } from 'vitest';
import { databaseUnavailable } from './errors.ts';
import { createPostgresPool } from './client.ts';
import { deadPort } from '../test/dead-port.ts';
import { passwordApart, postgresHosts, ReadOnlyHostError } from './postgres-hosts.ts';

describe('postgresHosts', () => {
  it('reads one host, or several with their ports, and writes a URL for each', () => {
    const one = postgresHosts('postgres://shop:secret@db.example:6543/shop?sslmode=require');
    expect(one.hosts).toEqual([{ host: 'db.example', port: 6543 }]);

    const two = postgresHosts(
      'postgresql://shop:s%40cret@db1,db2:5433/shop?target_session_attrs=read-write&sslmode=require',
    );
    expect(two.hosts).toEqual([
      { host: 'db1', port: 5432 },
      { host: 'db2', port: 5433 },
    ]);
    // node-postgres does not know target_session_attrs: left out, the other options kept.
    expect(two.urlFor(two.hosts[1]!)).toBe(
      'postgresql://shop:s%40cret@db2:5433/shop?sslmode=require',
    );
    expect(
      postgresHosts('postgres://a,b/shop?target_session_attrs=read-write').urlFor(two.hosts[0]!),
    ).toBe('postgres://db1:5432/shop');
  });

  it('reads IPv6 addresses in brackets', () => {
    const { hosts, urlFor } = postgresHosts('postgres://u@[::1]:5432,[fd00::2]/shop');
    expect(hosts).toEqual([
      { host: '::1', port: 5432 },
      { host: 'fd00::2', port: 5432 },
    ]);
    expect(urlFor(hosts[1]!)).toBe('postgres://u@[fd00::2]:5432/shop');
  });
});

describe('passwordApart', () => {
  it('takes the password out of a URL of one host or several, decoded', () => {
    expect(passwordApart('postgres://shop:p%3Ass@db1:5432,db2:5432/shop?x=1')).toEqual({
      url: 'postgres://shop@db1:5432,db2:5432/shop?x=1',
      password: 'p:ss',
    });
    expect(passwordApart('postgres://shop@db/shop')).toEqual({
      url: 'postgres://shop@db/shop',
      password: '',
    });
  });
});

const testDatabaseUrl = inject('testDatabaseUrl');

describe.runIf(testDatabaseUrl)('a URL naming several PostgreSQL servers', () => {
  const timeouts = { connectMs: 2000, statementMs: 5000 };
  // The suite's PostgreSQL server (read when a test runs: without one, the tests are left out).
  const real = () => new URL(testDatabaseUrl);

  it('connects to the server that answers, at once, when the first listed is gone', async () => {
    const url = `postgres://${real().username}@127.0.0.1:${await deadPort()},${real().host}${real().pathname}?target_session_attrs=read-write`;
    const pool = createPostgresPool(url, timeouts);
    try {
      const { rows } = await pool.query<{ answer: number }>('select 41 + 1 as answer');
      expect(rows[0]!.answer).toBe(42);
      // Later connections go straight to it.
      const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      for (const client of clients) client.release();
      expect(pool.totalCount).toBe(3);
    } finally {
      await pool.end();
    }
  });

  it('does not settle for a server that accepts only reads (a standby)', async () => {
    // The session of the real server made read-only, as a standby's are.
    const readOnly = encodeURIComponent('-c default_transaction_read_only=on');
    const url = `postgres://${real().username}@127.0.0.1:${await deadPort()},${real().host}${real().pathname}?options=${readOnly}`;
    const pool = createPostgresPool(url, timeouts);
    try {
      const failure = await pool.query('select 1').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ReadOnlyHostError);
      expect(databaseUnavailable(failure)).toBe(true);
      expect(pool.totalCount).toBe(0);
    } finally {
      await pool.end();
    }
  });

  it('answers a clean "unavailable" when none of the servers answers', async () => {
    const url = `postgres://${real().username}@127.0.0.1:${await deadPort()},127.0.0.1:${await deadPort()}/shop`;
    const pool = createPostgresPool(url, timeouts);
    try {
      const failure = await pool.query('select 1').catch((error: unknown) => error);
      expect(databaseUnavailable(failure)).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
