import { describe, expect, it } from 'vitest';
import { databaseUnavailable, uniqueViolation } from './errors.ts';

const withCode = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it('recognises a database that is down, starting, full or cut off', () => {
    const unavailable = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('sorry, too many clients already', '53300'),
      withCode('canceling statement due to statement timeout', '57014'),
      // A write reaching a standby: the primary is lost and no standby promoted yet.
      withCode('cannot execute INSERT in a read-only transaction', '25006'),
      // The embedded database stopped: every query fails until it is reopened.
      Object.assign(withCode('XLogBeginInsert was already called', 'XX000'), {
        severity: 'PANIC',
      }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      // Drizzle wraps the driver's error in its own.
      new Error('Failed query: select 1', {
        cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      }),
    ];
    for (const error of unavailable) expect(databaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves real query faults and constraint errors alone', () => {
    const faults = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      withCode('division by zero', '22012'),
      new Error('Cannot read properties of undefined'),
      undefined,
      'text',
    ];
    for (const error of faults) expect(databaseUnavailable(error)).toBe(false);
    expect(uniqueViolation(faults[0])).toBe('');
  });
});
