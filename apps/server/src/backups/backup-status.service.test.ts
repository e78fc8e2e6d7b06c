import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { backupRuns } from '../db/schema.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { backupStatus, INTERRUPTED_MESSAGE } from './backup-status.service.ts';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

const now = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const off = { database: 'embedded' as const, automatic: false, nextBackupAt: null };

type Run = { startedAt: Date; finishedAt?: Date; fileName?: string; error?: string };
async function insertRuns(runs: Run[]): Promise<void> {
  await db
    .insert(backupRuns)
    .values(runs.map((run) => ({ trigger: 'SCHEDULED' as const, ...run })));
}

beforeEach(async () => {
  await db.delete(backupRuns);
});

describe('backupStatus', () => {
  it('has no backup and no failure before the first run, and passes the schedule on', async () => {
    const next = new Date('2026-11-24T22:00:00Z');
    expect(
      await backupStatus(db, { database: 'embedded', automatic: true, nextBackupAt: next }, now),
    ).toEqual({
      lastBackupAt: null,
      lastBackupFile: null,
      lastFailure: null,
      database: 'embedded',
      automatic: true,
      nextBackupAt: '2026-11-24T22:00:00.000Z',
    });
  });

  it('reports the newest successful backup, not an older one or a newer one still running', async () => {
    await insertRuns([
      { startedAt: hoursAgo(50), finishedAt: hoursAgo(49.9), fileName: 'shop-backup-old.tar.gz' },
      { startedAt: hoursAgo(26), finishedAt: hoursAgo(25.9), fileName: 'shop-backup-new.tar.gz' },
      { startedAt: hoursAgo(0.1) },
    ]);
    expect(await backupStatus(db, off, now)).toMatchObject({
      lastBackupAt: hoursAgo(25.9).toISOString(),
      lastBackupFile: 'shop-backup-new.tar.gz',
      lastFailure: null,
    });
  });

  it('reports a failure newer than the last success, with its message', async () => {
    await insertRuns([
      { startedAt: hoursAgo(30), finishedAt: hoursAgo(29.9), fileName: 'shop-backup-a.tar.gz' },
      { startedAt: hoursAgo(6), finishedAt: hoursAgo(5.9), error: 'No space left on the disk' },
    ]);
    expect(await backupStatus(db, off, now)).toMatchObject({
      lastBackupFile: 'shop-backup-a.tar.gz',
      lastFailure: { at: hoursAgo(5.9).toISOString(), message: 'No space left on the disk' },
    });
  });

  it('forgets a failure that a later success made good', async () => {
    await insertRuns([
      { startedAt: hoursAgo(30), finishedAt: hoursAgo(29.9), error: 'Disk full' },
      { startedAt: hoursAgo(6), finishedAt: hoursAgo(5.9), fileName: 'shop-backup-b.tar.gz' },
    ]);
    expect((await backupStatus(db, off, now)).lastFailure).toBeNull();
  });

  it('counts a run unfinished for over an hour as interrupted, even with no success at all', async () => {
    await insertRuns([{ startedAt: hoursAgo(3) }, { startedAt: hoursAgo(0.5) }]);
    expect(await backupStatus(db, off, now)).toMatchObject({
      lastBackupAt: null,
      lastFailure: { at: hoursAgo(3).toISOString(), message: INTERRUPTED_MESSAGE },
    });
  });
});
