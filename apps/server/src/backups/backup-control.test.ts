import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  controlSocketPath,
  openControlSocket,
  requestBackupFromServer,
  serverAnswers,
} from './backup-control.ts';
import type { BackupProgress } from './backup-progress.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-control-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const freshDir = () => mkdtempSync(path.join(scratch, 'data-'));

describe('the control socket', () => {
  it('makes the backup in the server and passes its progress to the command', async () => {
    const dataDir = freshDir();
    const control = await openControlSocket({
      dataDir,
      makeBackup: async (onProgress) => {
        onProgress({ label: 'Images', done: 1, total: 2 });
        return { file: '/backups/shop-backup-20261124-203955.tar.gz', sizeBytes: 42 };
      },
    });
    try {
      expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
      const steps: BackupProgress[] = [];
      const result = await requestBackupFromServer(dataDir, (step) => steps.push(step));
      expect(result).toEqual({
        file: '/backups/shop-backup-20261124-203955.tar.gz',
        sizeBytes: 42,
      });
      expect(steps).toEqual([{ label: 'Images', done: 1, total: 2 }]);
    } finally {
      await control.close();
    }
  });

  it("tells the command why the server's backup failed", async () => {
    const dataDir = freshDir();
    const control = await openControlSocket({
      dataDir,
      makeBackup: () => Promise.reject(new Error('disk full')),
    });
    try {
      await expect(requestBackupFromServer(dataDir, () => {})).rejects.toThrow(/disk full/);
    } finally {
      await control.close();
    }
  });

  it('answers undefined when no server listens, even on a socket file left behind', async () => {
    const dataDir = freshDir();
    expect(await requestBackupFromServer(dataDir, () => {})).toBeUndefined();
    writeFileSync(controlSocketPath(dataDir), '');
    expect(await serverAnswers(dataDir)).toBe(false);
    // A server starting over a stale file replaces it.
    const control = await openControlSocket({ dataDir, makeBackup: () => new Promise(() => {}) });
    expect(await serverAnswers(dataDir)).toBe(true);
    await control.close();
  });
});
