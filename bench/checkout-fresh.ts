// Runs checkout-contention.ts on databases of its own, so the benchmark catalogue is never
// written to: a new PostgreSQL database (dropped afterwards) and a new PGlite folder, each
// migrated and given the one category the contention run files its product under.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { categories } from '../apps/server/src/db/schema.ts';

const adminUrl =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const contention = fileURLToPath(new URL('./checkout-contention.ts', import.meta.url));

async function prepare(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
  });
  await runMigrations(database);
  await database.db.insert(categories).values({ name: 'Kurtas', slug: 'kurtas', description: '' });
  await database.close();
}

async function run(env: Record<string, string | undefined>): Promise<void> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, [contention], { env: childEnv, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`checkout contention exited with ${code}`);
}

const name = `shop_bench_checkout_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-checkout-'));
try {
  await prepare({ databaseUrl, dataDir });
  await run({ DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir });
  await prepare({ dataDir });
  await run({ DATABASE_URL: undefined, BENCH_DATA_DIR: dataDir });
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
