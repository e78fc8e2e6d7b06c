import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A finished backup. Its name carries the time it was made, so names sort oldest first; files
 * still being written (a temporary suffix or prefix) and anything else in the folder never match.
 */
const BACKUP_FILE = /^shop-backup-.+\.tar\.gz$/;

/** Deletes the oldest backups beyond the newest `keep`; answers the names it deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(backupDir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const oldest = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of oldest) await rm(path.join(backupDir, name), { force: true });
  return oldest;
}
