import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './errors.ts';
import { EmbeddedDatabaseReopening, reopeningPglite } from './reopening-pglite.ts';

/** PostgreSQL's answer when it could not write its log: the instance is gone after it. */
const panic = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42"'), {
  code: '53100',
  severity: 'PANIC',
});

/** An instance that has PANICked: every query fails with it, as PGlite's do. */
function lostInstance(): PGlite & { closed: boolean } {
  const instance = {
    closed: false,
    query: async () => {
      throw panic;
    },
    close: async () => {
      instance.closed = true;
    },
  };
  return instance as unknown as PGlite & { closed: boolean };
}

describe('the embedded database after a PANIC', () => {
  it('answers "reopening" at once, then carries on in a new instance of the same folder', async () => {
    const first = lostInstance();
    let opened: PGlite | undefined;
    let letOpen!: () => void;
    const mayOpen = new Promise<void>((resolve) => (letOpen = resolve));
    const life = reopeningPglite(first, {
      dir: os.tmpdir(),
      retryMs: 10,
      open: async () => {
        await mayOpen;
        opened = await PGlite.create();
        return opened;
      },
    });
    const told: string[] = [];
    life.tellTo((message) => told.push(message));

    await expect(life.client.query('insert into orders default values')).rejects.toBe(panic);
    expect(life.state()).toBe('reopening');
    const meanwhile = await life.client.query('select 1').catch((error: unknown) => error);
    expect(meanwhile).toBeInstanceOf(EmbeddedDatabaseReopening);
    // The shop answers it 503, like a database that cannot be reached right now.
    expect(databaseUnavailable(meanwhile)).toBe(true);
    expect(first.closed).toBe(true);

    letOpen();
    await expect.poll(() => life.state()).toBe('open');
    const { rows } = await life.client.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
    const inTransaction = await life.client.transaction(
      async (tx) => (await tx.query<{ two: number }>('select 2 as two')).rows[0]!.two,
    );
    expect(inTransaction).toBe(2);
    expect(told).toEqual([
      'the embedded database stopped (PANIC); it reopens once the disk has room',
      'the embedded database is open again',
    ]);
    await life.close();
    expect(opened!.closed).toBe(true);
  });

  it('keeps the instance after an ordinary error', async () => {
    const instance = await PGlite.create();
    const life = reopeningPglite(instance, {
      dir: os.tmpdir(),
      open: () => Promise.reject(new Error('must not reopen')),
    });
    await expect(life.client.query('select * from no_such_table')).rejects.toMatchObject({
      code: '42P01',
    });
    expect(life.state()).toBe('open');
    expect((await life.client.query<{ one: number }>('select 1 as one')).rows).toEqual([
      { one: 1 },
    ]);
    await life.close();
    expect(instance.closed).toBe(true);
  });

  it('stops trying when the shop closes while it waits', async () => {
    const life = reopeningPglite(lostInstance(), {
      dir: os.tmpdir(),
      retryMs: 10,
      open: () => Promise.reject(new Error('no room yet')),
    });
    await expect(life.client.query('select 1')).rejects.toBe(panic);
    await life.close();
    expect(life.state()).toBe('reopening');
  });
});
