import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A finished backup. Its name carries the time it was made, so names sort oldest first; files
 * still being written (a temporary suffix or prefix) and anything else in the folder never match.
 */
const BACKUP_FILE = /^shop-backup-.+\.tar\.gz$/;

/** The finished backups in the folder, oldest first; none when the folder is not there yet. */
async function backupsIn(backupDir: string): Promise<string[]> {
  const names = await readdir(backupDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => BACKUP_FILE.test(name)).sort();
}

/** The size of the newest finished backup, or undefined when there is none. */
export async function newestBackupSize(backupDir: string): Promise<number | undefined> {
  const newest = (await backupsIn(backupDir)).at(-1);
  return newest === undefined ? undefined : (await stat(path.join(backupDir, newest))).size;
}

/** Deletes the oldest backups beyond the newest `keep`; answers the names it deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const backups = await backupsIn(backupDir);
  const oldest = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of oldest) await rm(path.join(backupDir, name), { force: true });
  return oldest;
}
