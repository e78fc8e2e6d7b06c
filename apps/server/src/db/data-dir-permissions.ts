import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What this process creates is its user's alone: files 0600, folders 0700 (umask 077). DATA_DIR holds the
 * database files, customers' mail, the signing secret and backups; any other local account
 * could read them, or rewrite the database's own files.
 */
const PRIVATE_UMASK = 0o077;

export type Tightened = { changed: number; refused: string[] };

/**
 * Makes `dataDir` and what it holds private: the group and other bits of every folder and file
 * (0755 becomes 0700, 0644 and 0666 become 0600), the owner's left as they are. Symbolic links
 * are neither followed nor changed (a link could point anywhere), nor are sockets. A file of
 * another user's (chmod refuses) is named, not fatal. Synchronous, one lstat per entry and a
 * chmod only where needed: `npm run data-dir-permissions -w bench` times it.
 */
export function tightenFolder(dataDir: string): Tightened {
  const result: Tightened = { changed: 0, refused: [] };
  if (!existsSync(dataDir)) return result;
  const inside = readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of [dataDir, ...inside]) {
    try {
      const mode = lstatSync(file).mode & 0o777;
      if ((mode & 0o077) === 0) continue;
      chmodSync(file, mode & 0o700);
      result.changed += 1;
    } catch (error) {
      // Gone since it was listed is fine; anything else is reported.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') result.refused.push(file);
    }
  }
  return result;
}

/**
 * At the start of the server and of the backup and restore commands: everything this process
 * creates from now on is private (umask 077), and what DATA_DIR already holds is made so.
 */
export function keepDataDirPrivate(dataDir: string): Tightened {
  process.umask(PRIVATE_UMASK);
  return tightenFolder(dataDir);
}
