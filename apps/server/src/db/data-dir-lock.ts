import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the embedded database's folder. */
export class DataDirLockedError extends Error {}

export type DataDirLock = { release(): void };

// Lock files this process holds, so a second open in the same process is refused too, while a
// file naming this pid that nobody here holds is a leftover of an earlier life (a container
// restarted with the same pid).
const heldHere = new Set<string>();

/**
 * Takes DATA_DIR/db.lock for this process: PGlite is one process's database, and two servers on
 * one folder would corrupt it. A lock left by a process that no longer runs (kill -9, a crash) is
 * taken over at once, so a restart never waits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(path.resolve(dataDir), 'db.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return { release: () => release(file) };
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const holder = readHolder(file);
    if (holder === undefined) {
      // Gone meanwhile, or just created and not written yet: look again shortly.
      pause(20);
      continue;
    }
    if (isAlive(holder, file)) {
      throw new DataDirLockedError(
        `Another process (pid ${holder}) is using the embedded database in DATA_DIR ${path.dirname(file)}; stop it first (if no such process runs, delete ${file})`,
      );
    }
    // Stale: remove it only if it still names the dead holder, then try again to create it.
    if (readHolder(file) === holder) unlinkQuietly(file);
  }
  throw new DataDirLockedError(
    `Could not take the lock ${file} (empty, or other processes keep taking it); if no other server runs on this DATA_DIR, delete it`,
  );
}

function release(file: string): void {
  if (!heldHere.delete(file)) return;
  if (readHolder(file) === process.pid) unlinkQuietly(file);
}

/** The pid in the lock file; undefined when the file is gone or unreadable (half-written). */
function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function isAlive(pid: number, file: string): boolean {
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return !isCode(error, 'ESRCH');
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}
