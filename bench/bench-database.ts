// The database a benchmark runs against: DATABASE_URL (PostgreSQL) or the embedded PGlite in
// BENCH_DATA_DIR (default ./data-bench), migrated like the server does at start.
import path from 'node:path';
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
