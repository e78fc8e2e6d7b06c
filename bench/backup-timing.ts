// How long `npm run backup` and `npm run restore` take on a big shop: 10,000 products (with their
// pictures), 10,000 customers and 10,000 orders of two lines each, on the embedded database, and
// on PostgreSQL when BENCH_DATABASE_ADMIN_URL (or 127.0.0.1:5432) answers.
//   npm run backup-timing -w bench [-- <products> <orders>]
// Prints the figures; the commands are run as a shop owner would, in processes of their own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { addCustomersAndOrders, generateCatalogueInto } from './bench-database.ts';

const PRODUCTS = Number(process.argv[2] ?? 10_000);
const ORDERS = Number(process.argv[3] ?? 10_000);
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const commandFile = (name: string) =>
  path.join(repoRoot, 'apps/server/src/backups', `${name}-command.ts`);

function run(label: string, file: string, args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [file, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`${label} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return seconds;
}

function backupAndRestore(shape: string, source: NodeJS.ProcessEnv, target: NodeJS.ProcessEnv) {
  const backupDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-timing-files-'));
  const backupSeconds = run('backup', commandFile('backup'), [], {
    ...source,
    BACKUP_DIR: backupDir,
  });
  const [file] = spawnSync('ls', [backupDir], { encoding: 'utf8' }).stdout.trim().split('\n');
  const archive = path.join(backupDir, file!);
  const sizeMb = statSync(archive).size / 1024 / 1024;
  const restoreSeconds = run('restore', commandFile('restore'), [archive], target);
  console.log(
    `${shape}: backup ${backupSeconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s, file ${sizeMb.toFixed(1)} MB`,
  );
  rmSync(backupDir, { recursive: true, force: true });
}

async function embedded(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-timing-'));
  const restoredDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-timing-restored-'));
  try {
    generateCatalogueInto('', dataDir, PRODUCTS);
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await runMigrations(database);
    await addCustomersAndOrders(database, ORDERS);
    await database.close();
    backupAndRestore(
      `PGlite, ${PRODUCTS} products, ${ORDERS} orders`,
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      { DATA_DIR: restoredDir, DATABASE_URL: '' },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restoredDir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log('PostgreSQL does not answer: PGlite figures only');
    return;
  }
  const names = [`shop_backup_timing_${process.pid}`, `shop_backup_timing_restored_${process.pid}`];
  const urls = names.map((name) =>
    Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
  );
  const dataDirs = names.map((name) => mkdtempSync(path.join(os.tmpdir(), `${name}-`)));
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    generateCatalogueInto(urls[0]!, dataDirs[0]!, PRODUCTS);
    const database = await openDatabase({ databaseUrl: urls[0], dataDir: dataDirs[0]! });
    await runMigrations(database);
    await addCustomersAndOrders(database, ORDERS);
    await database.close();
    backupAndRestore(
      `PostgreSQL, ${PRODUCTS} products, ${ORDERS} orders`,
      { DATA_DIR: dataDirs[0], DATABASE_URL: urls[0] },
      { DATA_DIR: dataDirs[1], DATABASE_URL: urls[1] },
    );
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await embedded();
await postgres();
