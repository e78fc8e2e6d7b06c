// The database a benchmark runs against: DATABASE_URL (PostgreSQL) or the embedded PGlite in
// BENCH_DATA_DIR (default ./data-bench), migrated like the server does at start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';

export const benchDataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data-bench');

export async function openBenchDatabase(): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: benchDataDir,
  });
  await runMigrations(database);
  return database;
}

export const databaseLabel = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/**
 * Fills the database at `databaseUrl` with `products` generated products (generate-catalogue.ts,
 * in a process of its own), images under `dataDir`. Throws with the generator's output if it fails.
 */
export function generateCatalogueInto(databaseUrl: string, dataDir: string, products: number) {
  const generated = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('./generate-catalogue.ts', import.meta.url)), String(products)],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (generated.status !== 0 || !/Generated/.test(generated.stdout)) {
    throw new Error(`generate-catalogue failed:\n${generated.stdout}\n${generated.stderr}`);
  }
}
