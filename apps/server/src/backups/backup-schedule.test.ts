import { describe, expect, it } from 'vitest';
import { nextBackupAt } from './backup-schedule.ts';

const at330 = { hour: 3, minute: 30 };

describe('nextBackupAt', () => {
  it('is later the same India day when that time is still ahead', () => {
    // 01:00 in India on 24 Nov is 19:30 UTC on 23 Nov.
    expect(nextBackupAt(at330, new Date('2026-11-23T19:30:00Z')).toISOString()).toBe(
      '2026-11-23T22:00:00.000Z',
    );
  });

  it('is the next India day once that time has passed', () => {
    // 10:00 in India on 24 Nov.
    expect(nextBackupAt(at330, new Date('2026-11-24T04:30:00Z')).toISOString()).toBe(
      '2026-11-24T22:00:00.000Z',
    );
  });

  it('is a day later when now is exactly the time, so a run is not repeated', () => {
    expect(nextBackupAt(at330, new Date('2026-11-23T22:00:00Z')).toISOString()).toBe(
      '2026-11-24T22:00:00.000Z',
    );
  });

  it('uses the India date, not the UTC date, around UTC midnight', () => {
    // 23:50 UTC on 30 Nov is 05:20 on 1 Dec in India; 23:45 India time is still ahead that day.
    expect(
      nextBackupAt({ hour: 23, minute: 45 }, new Date('2026-11-30T23:50:00Z')).toISOString(),
    ).toBe('2026-12-01T18:15:00.000Z');
  });

  it('crosses the end of a month and of a year', () => {
    // 04:00 in India on 31 Dec: the next 03:30 is on 1 Jan.
    expect(nextBackupAt(at330, new Date('2026-12-30T22:30:00Z')).toISOString()).toBe(
      '2026-12-31T22:00:00.000Z',
    );
  });

  it('handles midnight in India', () => {
    expect(
      nextBackupAt({ hour: 0, minute: 0 }, new Date('2026-11-24T12:00:00Z')).toISOString(),
    ).toBe('2026-11-24T18:30:00.000Z');
  });
});
