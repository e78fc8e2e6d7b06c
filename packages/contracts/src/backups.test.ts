import assert from 'node:assert/strict';
import { it } from 'node:test';
import { backupWarning, type BackupStatus } from './backups.ts';

const now = new Date('2026-11-25T04:30:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

const fresh: BackupStatus = {
  lastBackupAt: hoursAgo(6),
  lastBackupFile: 'shop-backup-2026-11-24T22-00-00Z.tar.gz',
  lastFailure: null,
  database: 'embedded',
  automatic: true,
  nextBackupAt: '2026-11-25T22:00:00.000Z',
};

it('says nothing about a backup up to two days old', () => {
  assert.equal(backupWarning(fresh, now), null);
  assert.equal(backupWarning({ ...fresh, lastBackupAt: hoursAgo(48) }, now), null);
});

it('warns about a backup older than two days, in whole days', () => {
  assert.deepEqual(backupWarning({ ...fresh, lastBackupAt: hoursAgo(48.01) }, now), {
    kind: 'stale',
    days: 2,
  });
  assert.deepEqual(backupWarning({ ...fresh, lastBackupAt: hoursAgo(24 * 9 + 5) }, now), {
    kind: 'stale',
    days: 9,
  });
});

it('warns when there is no backup yet', () => {
  assert.deepEqual(backupWarning({ ...fresh, lastBackupAt: null, lastBackupFile: null }, now), {
    kind: 'none-yet',
  });
});

it('puts a failed last attempt first, even with no backup or an old one', () => {
  const lastFailure = { at: hoursAgo(1), message: 'No space left on the disk' };
  const failed = { kind: 'failed', at: lastFailure.at, message: 'No space left on the disk' };
  assert.deepEqual(backupWarning({ ...fresh, lastFailure }, now), failed);
  assert.deepEqual(backupWarning({ ...fresh, lastBackupAt: null, lastFailure }, now), failed);
  assert.deepEqual(
    backupWarning({ ...fresh, lastBackupAt: hoursAgo(24 * 5), lastFailure }, now),
    failed,
  );
});
