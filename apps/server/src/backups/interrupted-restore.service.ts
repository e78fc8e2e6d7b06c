import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The work folders a restore makes inside DATA_DIR (on the same disk, to move by renaming). */
export const RESTORE_WORK_PREFIX = '.restore-';

/**
 * Moves each of `names` from `fresh` into `dataDir`, and what `dataDir` had under those names
 * into `old` (deleted with the work folder). A failed move puts the old ones back. `old` is made
 * first: from then on the new data is whole and the swap can be finished (see below).
 */
export async function swapIn(dataDir: string, fresh: string, old: string, names: string[]) {
  await mkdir(old, { recursive: true });
  const movedOut: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const name of names) {
      if (!existsSync(path.join(dataDir, name))) continue;
      await rename(path.join(dataDir, name), path.join(old, name));
      movedOut.push(name);
    }
    for (const name of names) {
      if (!existsSync(path.join(fresh, name))) continue;
      await rename(path.join(fresh, name), path.join(dataDir, name));
      movedIn.push(name);
    }
  } catch (error) {
    for (const name of movedIn)
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of movedOut) await rename(path.join(old, name), path.join(dataDir, name));
    throw error;
  }
}

/**
 * A restore killed while it swapped the new database, pictures and secret into DATA_DIR leaves
 * DATA_DIR half old and half new, the rest in its work folder; a start would then find no
 * database and make a new, empty shop while the owner's data sat in `.restore-*`. The new data
 * was whole before the swap began (the work folder's `old` exists only from then on), so the
 * swap is finished, as the owner asked. A restore killed before its swap left DATA_DIR as it was:
 * its work folder is only removed. Run while holding DATA_DIR's lock. Answers what it did, for
 * the log.
 */
export async function finishInterruptedRestores(dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  const done: string[] = [];
  for (const entry of await readdir(dataDir)) {
    if (!entry.startsWith(RESTORE_WORK_PREFIX)) continue;
    const work = path.join(dataDir, entry);
    const fresh = path.join(work, 'new');
    const old = path.join(work, 'old');
    if (existsSync(old) && existsSync(fresh)) {
      const left = await readdir(fresh);
      await swapIn(dataDir, fresh, old, left);
      done.push(
        `finished the interrupted restore in ${entry} (moved in: ${left.join(', ') || 'nothing left'})`,
      );
    } else {
      done.push(`removed ${entry}, left by a restore stopped before it changed anything`);
    }
    await rm(work, { recursive: true, force: true });
  }
  return done;
}
