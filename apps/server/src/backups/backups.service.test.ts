import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { runMigrations } from '../db/migrate.ts';
import { backupRuns, users } from '../db/schema.ts';
import { openControlSocket } from './backup-control.ts';
import { knownMigrations, type BackupManifest } from './backup-manifest.ts';
import { migratedPgliteIn } from '../test/test-database.ts';
import { entriesOf } from './backups-fixtures.ts';
import { makeBackup, restoreBackup } from './backups.service.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const freshDir = () => mkdtempSync(path.join(scratch, 'data-'));
const backupDir = path.join(scratch, 'backups');

const IMAGE = 'products/abc-full.webp';
const SECRET = 'a-generated-secret-of-enough-length-0123456789';

/** A shop in DATA_DIR with one customer, one image and the generated secret. */
async function fillShop(database: Database, dataDir: string, customer: string): Promise<void> {
  await database.db
    .insert(users)
    .values({ email: `${customer}@example.com`, username: customer, passwordHash: 'x' });
  mkdirSync(path.join(dataDir, 'media', 'products'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media', IMAGE), `image of ${customer}`);
  writeFileSync(path.join(dataDir, 'jwt-secret'), SECRET);
}

async function shopBackup(customer: string): Promise<string> {
  const dataDir = freshDir();
  const database = await migratedPgliteIn(dataDir);
  try {
    await fillShop(database, dataDir, customer);
    const { file } = await makeBackup({ database, dataDir, backupDir, trigger: 'MANUAL' });
    return file;
  } finally {
    await database.close();
  }
}

const restoreInto = (dataDir: string, file: string, force = false) =>
  restoreBackup({ file, dataDir, databaseUrl: undefined, backupDir, force });

/** A copy of a backup with its entries changed, as a damaged or foreign file would be. */
async function rewritten(
  file: string,
  change: (entry: { name: string; data: Buffer }) => Buffer,
): Promise<string> {
  const pack = tar.pack();
  for (const entry of await entriesOf(file)) pack.entry({ name: entry.name }, change(entry));
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const copy = path.join(scratch, `changed-${randomUUID()}.tar.gz`);
  writeFileSync(copy, gzipSync(Buffer.concat(chunks)));
  return copy;
}

/** A copy of a backup with entries changed and a manifest that matches them (honest checksums). */
async function recrafted(
  file: string,
  change: (entry: { name: string; data: Buffer }) => Buffer,
): Promise<string> {
  const entries = (await entriesOf(file)).map((entry) => ({ ...entry, data: change(entry) }));
  const manifestEntry = entries.find((entry) => entry.name === 'manifest.json')!;
  const manifest = JSON.parse(manifestEntry.data.toString()) as BackupManifest;
  manifest.entries = entries
    .filter((entry) => entry.name !== 'manifest.json')
    .map(({ name, data }) => ({
      name,
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    }));
  return rewritten(file, ({ name }) =>
    name === 'manifest.json'
      ? Buffer.from(JSON.stringify(manifest))
      : entries.find((entry) => entry.name === name)!.data,
  );
}

/** Folders a restore worked in (beside the data it replaces) and should have removed. */
const leftovers = (dataDir: string) =>
  readdirSync(dataDir).filter((name) => name.startsWith('.restore'));

async function customersIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const rows = await database.db.select({ username: users.username }).from(users);
    return rows.map((row) => row.username);
  } finally {
    await database.close();
  }
}

const backup = await shopBackup('asha');

describe('a backup on a disk with too little room', () => {
  it('refuses to start when the free space is below the last backup’s size, and records why', async () => {
    const dataDir = freshDir();
    const tightBackupDir = mkdtempSync(path.join(scratch, 'tight-'));
    // A sparse file: a "last backup" of 4 TiB, more than this disk has free, without the bytes.
    const last = path.join(tightBackupDir, 'shop-backup-20261128-033000.tar.gz');
    writeFileSync(last, '');
    truncateSync(last, 2 ** 42);
    const database = await migratedPgliteIn(dataDir);
    try {
      const refused = makeBackup({
        database,
        dataDir,
        backupDir: tightBackupDir,
        trigger: 'SCHEDULED',
      });
      await expect(refused).rejects.toThrow(
        /^Not enough free space for a backup: [\d.]+ [KMGT]?B free where the last backup took 4\.0 TB\. Delete old backups or make room on the disk, then try again\.$/,
      );
      // Nothing was written, not even a partial file.
      expect(readdirSync(tightBackupDir)).toEqual([path.basename(last)]);
      const [run] = await database.db.select().from(backupRuns);
      expect(run?.trigger).toBe('SCHEDULED');
      expect(run?.finishedAt).not.toBeNull();
      expect(run?.error).toMatch(/^Not enough free space for a backup/);
    } finally {
      await database.close();
    }
  });
});

describe('backup and restore of the embedded database', () => {
  it('brings back the rows, the images, the secret and the migrations in a fresh DATA_DIR', async () => {
    expect(path.basename(backup)).toMatch(/^shop-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/);
    const target = freshDir();

    const report = await restoreInto(target, backup);

    expect(report.counts.customers).toBe(1);
    expect(report.manifest.database.migrations.count).toBe(knownMigrations().length);
    expect(readFileSync(path.join(target, 'media', IMAGE), 'utf8')).toBe('image of asha');
    expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe(SECRET);
    const database = await openDatabase({ databaseUrl: undefined, dataDir: target });
    try {
      const customers = await database.db.select({ username: users.username }).from(users);
      expect(customers).toEqual([{ username: 'asha' }]);
      const applied = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.count).toBe(knownMigrations().length);
      // The run that made this backup was open when the database was copied; restore closes it.
      const runs = await database.db.select().from(backupRuns);
      expect(runs).toHaveLength(1);
      expect(runs[0]?.fileName).toBe(path.basename(backup));
    } finally {
      await database.close();
    }
  });

  it('refuses a truncated file', async () => {
    const truncated = path.join(scratch, 'truncated.tar.gz');
    const whole = readFileSync(backup);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreInto(freshDir(), truncated)).rejects.toThrow(
      /truncated or is not a backup/,
    );
  });

  it('refuses a file that is not a backup', async () => {
    const notABackup = path.join(scratch, 'notes.txt');
    writeFileSync(notABackup, 'shopping list');
    await expect(restoreInto(freshDir(), notABackup)).rejects.toThrow(/not a backup/);
  });

  it('refuses an entry whose checksum does not match the manifest', async () => {
    const tampered = await rewritten(backup, ({ name, data }) =>
      // The same size, other bytes.
      name === `media/${IMAGE}` ? Buffer.from('image of ravi') : data,
    );
    const target = freshDir();
    await expect(restoreInto(target, tampered)).rejects.toThrow(
      `the checksum of media/${IMAGE} does not match`,
    );
    expect(existsSync(path.join(target, 'db'))).toBe(false);
  });

  it('refuses a backup whose schema is newer than this code', async () => {
    const future = await rewritten(backup, ({ name, data }) => {
      if (name !== 'manifest.json') return data;
      const manifest = JSON.parse(data.toString()) as BackupManifest;
      const { count, latestAt } = manifest.database.migrations;
      manifest.database.migrations = {
        count: count + 1,
        latestTag: '9999_from_the_future',
        latestAt: (latestAt ?? 0) + 1,
      };
      return Buffer.from(JSON.stringify(manifest));
    });
    await expect(restoreInto(freshDir(), future)).rejects.toThrow(/newer than this code/);
  });

  it('refuses a non-empty DATA_DIR without --force', async () => {
    const target = freshDir();
    mkdirSync(path.join(target, 'media'));
    writeFileSync(path.join(target, 'media', 'kept.webp'), 'kept');
    await expect(restoreInto(target, backup)).rejects.toThrow(/not empty.*--force/);
    expect(readFileSync(path.join(target, 'media', 'kept.webp'), 'utf8')).toBe('kept');
  });

  it('with --force first backs up what it replaces', async () => {
    const target = freshDir();
    const existing = await migratedPgliteIn(target);
    await fillShop(existing, target, 'ravi');
    await existing.close();

    const report = await restoreInto(target, backup, true);

    const replaced = await entriesOf(report.replacedBackup ?? '');
    const image = replaced.find((entry) => entry.name === `media/${IMAGE}`);
    expect(image?.data.toString()).toBe('image of ravi');
    expect(readFileSync(path.join(target, 'media', IMAGE), 'utf8')).toBe('image of asha');
  });

  it('refuses a database entry that is not a database copy, even with honest checksums, and --force then keeps what was there', async () => {
    const notATar = await recrafted(backup, ({ name, data }) =>
      name === 'database/pglite-datadir.tar' ? randomBytes(256 * 1024) : data,
    );
    const target = freshDir();
    const existing = await migratedPgliteIn(target);
    await fillShop(existing, target, 'ravi');
    await existing.close();

    await expect(restoreInto(target, notATar, true)).rejects.toThrow(
      /database\/pglite-datadir.tar is not a copy of an embedded database/,
    );

    expect(await customersIn(target)).toEqual(['ravi']);
    expect(readFileSync(path.join(target, 'media', IMAGE), 'utf8')).toBe('image of ravi');
    expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe(SECRET);
    expect(leftovers(target)).toEqual([]);
  });

  it('with --force swaps the new data in only once it is whole, and cleans up after itself', async () => {
    const target = freshDir();
    const existing = await migratedPgliteIn(target);
    await fillShop(existing, target, 'ravi');
    await existing.close();

    const report = await restoreInto(target, backup, true);

    expect(report.replacedBackup).toMatch(/shop-backup-.*\.tar\.gz$/);
    expect(await customersIn(target)).toEqual(['asha']);
    expect(leftovers(target)).toEqual([]);
  });

  it('npm run restore: restores privately, or says "Restore refused" with the reason', async () => {
    const restoreCommand = fileURLToPath(new URL('./restore-command.ts', import.meta.url));
    const runRestore = (dataDir: string, file: string) =>
      spawnSync(process.execPath, [restoreCommand, file], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: backupDir },
        encoding: 'utf8',
      });
    const target = freshDir();
    const restored = runRestore(target, backup);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backup}`);
    // umask 077: the pictures and folders it wrote are the shop user's alone, like the database.
    const openToOthers = [target, ...readdirSync(target, { recursive: true, encoding: 'utf8' })]
      .map((name) => path.resolve(target, name))
      .filter((file) => (lstatSync(file).mode & 0o077) !== 0);
    expect(openToOthers).toEqual([]);

    const notATar = await recrafted(backup, ({ name, data }) =>
      name === 'database/pglite-datadir.tar' ? randomBytes(64 * 1024) : data,
    );
    const refused = runRestore(freshDir(), notATar);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^Restore refused: database\/pglite-datadir.tar is not a copy of an embedded database/m,
    );
    expect(refused.stderr).not.toContain('TypeError');
  });

  it('refuses while a shop runs on the DATA_DIR', async () => {
    const target = freshDir();
    const control = await openControlSocket({
      dataDir: target,
      makeBackup: () => Promise.reject(new Error('not in this test')),
    });
    try {
      await expect(restoreInto(target, backup)).rejects.toThrow(/Stop the shop first/);
    } finally {
      await control.close();
    }
  });

  it('holds the DATA_DIR lock while it restores, so it refuses a folder another process has', async () => {
    const target = freshDir();
    const held = lockDataDir(target);
    try {
      await expect(restoreInto(target, backup)).rejects.toThrow(DataDirLockedError);
      expect(existsSync(path.join(target, 'db', 'PG_VERSION'))).toBe(false);
    } finally {
      held.release();
    }
    await restoreInto(target, backup);
    expect(existsSync(path.join(target, 'db.lock'))).toBe(false);
  });
});

const testDatabaseUrl = inject('testDatabaseUrl');

/** A new, empty PostgreSQL database on the test server, dropped after the file. */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `shop_backup_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  afterAll(async () => {
    const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Runs when the suite runs on PostgreSQL (TEST_DATABASE_URL), like the rest of its PostgreSQL paths.
describe.runIf(testDatabaseUrl)('backup and restore of a PostgreSQL database', () => {
  it('restores pg_dump output into an empty database, with images and secret', async () => {
    const sourceUrl = await emptyPostgresDatabase();
    const targetUrl = await emptyPostgresDatabase();
    const dataDir = freshDir();
    const source = await openDatabase({ databaseUrl: sourceUrl, dataDir });
    await runMigrations(source);
    await fillShop(source, dataDir, 'meera');
    const { file } = await makeBackup({ database: source, dataDir, backupDir, trigger: 'MANUAL' });
    await source.close();

    const target = freshDir();
    const report = await restoreBackup({
      file,
      dataDir: target,
      databaseUrl: targetUrl,
      backupDir,
      force: false,
    });

    expect(report.counts.customers).toBe(1);
    expect(readFileSync(path.join(target, 'media', IMAGE), 'utf8')).toBe('image of meera');
    await expect(
      restoreBackup({ file, dataDir: freshDir(), databaseUrl: targetUrl, backupDir, force: false }),
    ).rejects.toThrow(/not empty/);

    // A dump entry that is no dump, with honest checksums: refused, and --force keeps the data.
    const notADump = await recrafted(file, ({ name, data }) =>
      name === 'database/postgres.dump' ? randomBytes(64 * 1024) : data,
    );
    await expect(
      restoreBackup({
        file: notADump,
        dataDir: target,
        databaseUrl: targetUrl,
        backupDir,
        force: true,
      }),
    ).rejects.toThrow(/database\/postgres.dump is not a PostgreSQL dump/);
    const kept = await openDatabase({ databaseUrl: targetUrl, dataDir: target });
    try {
      const customers = await kept.db.select({ username: users.username }).from(users);
      expect(customers).toEqual([{ username: 'meera' }]);
    } finally {
      await kept.close();
    }
    expect(readFileSync(path.join(target, 'media', IMAGE), 'utf8')).toBe('image of meera');
    expect(leftovers(target)).toEqual([]);
  });
});
