import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * A new embedded database starts from a copy of a cluster made in advance (committed, gzipped,
 * about 4.6 MB) instead of running initdb, which is most of the CPU a first start spends on the
 * database (about 4.3 of 5 core-seconds; loading the copy takes about 0.9). The copy is migrated
 * too: the committed migrations cost a first start another 4 core-seconds (most of it PostgreSQL
 * warming up on the first tables), so only those added since the copy was made run at start.
 * The copy belongs to one PGlite release: for another (an upgrade not yet followed by
 * `npm run db:new-cluster -w apps/server`), the database is made the slow way, and the test
 * beside this file fails until the copy is made again; it fails too if a migration the copy
 * holds was changed since.
 */

/** From its package.json, found where Node looks for the package (which exports no manifest). */
function installedPgliteVersion(): string {
  const folders = createRequire(import.meta.url).resolve.paths('@electric-sql/pglite') ?? [];
  const manifest = folders
    .map((folder) => path.join(folder, '@electric-sql/pglite/package.json'))
    .find((file) => existsSync(file));
  if (!manifest) throw new Error('@electric-sql/pglite is not installed');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export const newClusterFile = fileURLToPath(
  new URL(`./new-cluster/pglite-${installedPgliteVersion()}.tar.gz`, import.meta.url),
);

/** The empty cluster for the installed PGlite, or undefined when none was made for it. */
export async function newClusterCopy(): Promise<Blob | undefined> {
  if (!existsSync(newClusterFile)) return undefined;
  return new Blob([await readFile(newClusterFile)]);
}
