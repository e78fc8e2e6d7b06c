import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, 'db.lock');

/** A process that runs until killed, and its pid. */
function sleeper() {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

describe('lockDataDir', () => {
  it('takes DATA_DIR/db.lock with this pid, and refuses a second taker in the same process', () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while a live process holds it, naming the pid', () => {
    const holder = sleeper();
    try {
      writeFileSync(lockFile(), String(holder.pid));
      expect(() => lockDataDir(dataDir)).toThrow(
        `Another process (pid ${holder.pid}) is using the embedded database in DATA_DIR`,
      );
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.stop();
    }
  });

  it('takes over a lock whose process is gone (kill -9), without waiting', async () => {
    const child = spawn('true');
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(lockFile(), String(child.pid));
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming this pid that this process does not hold (a restarted container)', () => {
    writeFileSync(lockFile(), String(process.pid));
    lockDataDir(dataDir).release();
    expect(existsSync(lockFile())).toBe(false);
  });
});

describe('openDatabase on PGlite', () => {
  it('holds the lock while open and releases it on close', async () => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      DataDirLockedError,
    );
    await database.close();
    expect(existsSync(lockFile())).toBe(false);
    const again = await openDatabase({ databaseUrl: undefined, dataDir });
    await again.close();
  });
});
