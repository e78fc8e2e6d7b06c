import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupSchedule, startAutomaticBackups } from './automatic-backups.service.ts';

const HOUR = 3600_000;
// 03:29 on 25 Nov in India; the backups are at 03:30.
const justBefore = new Date('2026-11-24T21:59:00Z');
const due = new Date('2026-11-24T22:00:00Z');
const dayAfter = new Date('2026-11-25T22:00:00Z');

function recordingLog() {
  return { info: vi.fn(), error: vi.fn() };
}

/** A backup that ends only when the test says so. */
function heldBackup() {
  let finish = () => {};
  const runBackup = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { runBackup, finish: () => finish() };
}

async function settings(keep = 14) {
  const backupDir = await mkdtemp(path.join(os.tmpdir(), 'shop-backups-'));
  return { backupAt: { hour: 3, minute: 30 }, backupDir, backupKeep: keep };
}

/** Automatic backups on the embedded database with the default settings, a log nobody reads. */
async function startOnPglite(runBackup: () => Promise<unknown>) {
  return startAutomaticBackups({
    config: await settings(),
    database: { kind: 'pglite' },
    runBackup,
    log: recordingLog(),
  })!;
}

beforeEach(() => {
  vi.useFakeTimers({ now: justBefore });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startAutomaticBackups', () => {
  it('does nothing on PostgreSQL or with BACKUP_AT=off', async () => {
    const runBackup = vi.fn();
    const log = recordingLog();
    const config = await settings();
    expect(startAutomaticBackups({ config, database: { kind: 'postgres' }, runBackup, log })).toBe(
      null,
    );
    expect(
      startAutomaticBackups({
        config: { ...config, backupAt: null },
        database: { kind: 'pglite' },
        runBackup,
        log,
      }),
    ).toBe(null);
  });

  it('backs up at the time, prunes down to the kept number, and schedules the next day', async () => {
    const config = await settings(2);
    let made = 0;
    const runBackup = vi.fn(async () => {
      made += 1;
      await writeFile(path.join(config.backupDir, `shop-backup-2026-11-2${made}.tar.gz`), 'x');
    });
    for (const day of [1, 2]) {
      await writeFile(path.join(config.backupDir, `shop-backup-2026-11-1${day}.tar.gz`), 'x');
    }
    const log = recordingLog();
    const backups = startAutomaticBackups({
      config,
      database: { kind: 'pglite' },
      runBackup,
      log,
    })!;
    expect(backups.nextBackupAt()).toEqual(due);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(runBackup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(runBackup).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith(
        { deleted: ['shop-backup-2026-11-11.tar.gz'] },
        'old backups deleted',
      ),
    );
    expect((await readdir(config.backupDir)).sort()).toEqual([
      'shop-backup-2026-11-12.tar.gz',
      'shop-backup-2026-11-21.tar.gz',
    ]);
    expect(backups.nextBackupAt()).toEqual(dayAfter);

    await vi.advanceTimersByTimeAsync(dayAfter.getTime() - Date.now());
    expect(runBackup).toHaveBeenCalledTimes(2);
    await backups.stop();
  });

  it('logs a failure, keeps the old backups and tries again the next day', async () => {
    const config = await settings(1);
    await writeFile(path.join(config.backupDir, 'shop-backup-2026-11-01.tar.gz'), 'x');
    await writeFile(path.join(config.backupDir, 'shop-backup-2026-11-02.tar.gz'), 'x');
    const runBackup = vi.fn(() => Promise.reject(new Error('No space left on the disk')));
    const log = recordingLog();
    const backups = startAutomaticBackups({
      config,
      database: { kind: 'pglite' },
      runBackup,
      log,
    })!;

    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.error).toHaveBeenCalledWith(
      { err: new Error('No space left on the disk') },
      'automatic backup failed',
    );
    expect(await readdir(config.backupDir)).toHaveLength(2);
    expect(backups.nextBackupAt()).toEqual(dayAfter);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(runBackup).toHaveBeenCalledTimes(2);
    await backups.stop();
  });

  it('never starts a run while the last one is still going', async () => {
    const { runBackup, finish } = heldBackup();
    const backups = await startOnPglite(runBackup);
    await vi.advanceTimersByTimeAsync(60_000 + 50 * HOUR);
    expect(runBackup).toHaveBeenCalledTimes(1);

    // It ended after the days it overlapped, so the next run is the coming 03:30, not at once.
    finish();
    await vi.waitFor(() =>
      expect(backups.nextBackupAt()).toEqual(new Date('2026-11-27T22:00:00Z')),
    );
    expect(runBackup).toHaveBeenCalledTimes(1);
    await backups.stop();
  });

  it('stops: no further runs, and stop() waits for the backup under way', async () => {
    const { runBackup, finish } = heldBackup();
    const backups = await startOnPglite(runBackup);
    await vi.advanceTimersByTimeAsync(60_000);
    let stopped = false;
    const stopping = backups.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(backups.nextBackupAt()).toBe(null);

    await vi.advanceTimersByTimeAsync(3 * 24 * HOUR);
    expect(runBackup).toHaveBeenCalledTimes(1);
  });

  it('stops before the first run without running any', async () => {
    const runBackup = vi.fn();
    const backups = await startOnPglite(runBackup);
    await backups.stop();
    await vi.advanceTimersByTimeAsync(2 * 24 * HOUR);
    expect(runBackup).not.toHaveBeenCalled();
  });
});

describe('backupSchedule', () => {
  const at = { backupAt: { hour: 3, minute: 30 } };

  it('is automatic on the embedded database, next at BACKUP_AT in India', () => {
    expect(backupSchedule(at, 'pglite', justBefore)).toEqual({
      database: 'embedded',
      automatic: true,
      nextBackupAt: due,
    });
  });

  it('is off on PostgreSQL and with BACKUP_AT=off', () => {
    const off = { automatic: false, nextBackupAt: null };
    expect(backupSchedule(at, 'postgres', justBefore)).toEqual({ database: 'postgres', ...off });
    expect(backupSchedule({ backupAt: null }, 'pglite', justBefore)).toEqual({
      database: 'embedded',
      ...off,
    });
  });
});
