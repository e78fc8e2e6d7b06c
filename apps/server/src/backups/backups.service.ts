import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  createPostgresPool,
  openDatabase,
  queryRows,
  wrapPostgres,
  type Database,
} from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createDiskImageStore, type ImageStore } from '../images/image-store.ts';
import {
  BackupRefusal,
  createArchiveWriter,
  extractVerified,
  type ArchiveWriter,
} from './backup-archive.ts';
import {
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  isNewerThanThisCode,
  readShopFacts,
  type BackupManifest,
  type ManifestEntry,
  type ShopFacts,
} from './backup-manifest.ts';
import { openControlSocket, serverAnswers } from './backup-control.ts';
import type { BackupProgress } from './backup-progress.ts';
import {
  recordBackupFinish,
  recordBackupStart,
  type BackupTrigger,
} from './backup-runs.service.ts';

const run = promisify(execFile);

type OnProgress = (step: BackupProgress) => void;

const PGLITE_ENTRY = 'database/pglite-datadir.tar';
const POSTGRES_ENTRY = 'database/postgres.dump';
const SECRET_ENTRY = 'jwt-secret';

/** One backup at a time per process: the scheduler and the control socket may ask together. */
let previousBackup: Promise<unknown> = Promise.resolve();

/**
 * Writes a backup of the database, the images and the generated secret while the shop keeps
 * serving, and records the run in backup_runs.
 */
export function makeBackup(options: {
  database: Database;
  dataDir: string;
  backupDir: string;
  trigger: BackupTrigger;
  onProgress?: OnProgress;
  /** Where the pictures are: DATA_DIR/media unless the shop keeps them in a bucket. */
  images?: ImageStore | undefined;
}): Promise<{ file: string; sizeBytes: number }> {
  const next = previousBackup.catch(() => {}).then(() => recordedBackup(options));
  previousBackup = next;
  return next;
}

async function recordedBackup(options: Parameters<typeof makeBackup>[0]) {
  const { db } = options.database;
  // A database from before migration 0012 has no backup_runs yet; backing it up before an
  // upgrade must still work.
  const runId = await recordBackupStart(db, options.trigger).catch(() => undefined);
  try {
    const result = await writeBackup(options, runId ?? null);
    if (runId) {
      const fileName = path.basename(result.file);
      await recordBackupFinish(db, runId, { ok: true, fileName, sizeBytes: result.sizeBytes });
    }
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (runId) await recordBackupFinish(db, runId, { ok: false, error: message }).catch(() => {});
    throw error;
  }
}

/**
 * The running shop's control socket (embedded database only): PGlite lets one process open the
 * data directory, so `npm run backup` asks the server to make the backup.
 */
export function listenForBackupRequests(options: {
  database: Database;
  dataDir: string;
  backupDir: string;
  images: ImageStore;
}): Promise<{ close(): Promise<void> }> {
  return openControlSocket({
    dataDir: options.dataDir,
    makeBackup: (onProgress) => makeBackup({ ...options, trigger: 'MANUAL', onProgress }),
  });
}

/** shop-backup-YYYYMMDD-HHMMSS.tar.gz in UTC, so names sort by time whatever the server's zone. */
function backupFileName(at: Date, attempt: number): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  const suffix = attempt > 1 ? `-${attempt}` : '';
  return `shop-backup-${stamp.slice(0, 8)}-${stamp.slice(8)}${suffix}.tar.gz`;
}

async function writeBackup(
  options: Parameters<typeof makeBackup>[0],
  runId: string | null,
): Promise<{ file: string; sizeBytes: number }> {
  const { database, dataDir, backupDir } = options;
  const progress = options.onProgress ?? (() => {});
  await mkdir(backupDir, { recursive: true });
  const createdAt = new Date();
  const temp = path.join(backupDir, `.shop-backup-${process.pid}-${Date.now()}.partial`);
  const writer = createArchiveWriter(temp);
  try {
    progress({ label: 'Database', done: 0, total: 1 });
    const { entry, facts } = await addDatabase(writer, database, backupDir);
    progress({ label: 'Database', done: 1, total: 1 });
    const images = options.images ?? diskImagesOf(dataDir);
    const entries = [entry, ...(await addDataFiles(writer, { dataDir, images }, progress))];
    const manifest: BackupManifest = {
      format: 'little-sprouts-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      runId,
      database: { kind: database.kind, migrations: facts.migrations },
      counts: facts.counts,
      entries,
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await writer.finish();
    const file = await renameToFreeName(temp, backupDir, createdAt);
    return { file, sizeBytes: (await stat(file)).size };
  } catch (error) {
    await writer.abort();
    await rm(temp, { force: true });
    throw error;
  }
}

/** The finished file appears under its real name only when whole; never over an older backup. */
async function renameToFreeName(temp: string, backupDir: string, at: Date): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const file = path.join(backupDir, backupFileName(at, attempt));
    if (!existsSync(file)) {
      await rename(temp, file);
      return file;
    }
  }
}

async function addDatabase(
  writer: ArchiveWriter,
  database: Database,
  workDir: string,
): Promise<{ entry: ManifestEntry; facts: ShopFacts }> {
  if (database.pglite) {
    const client = database.pglite;
    // dumpDataDir alone only holds the query lock and could copy the files in the middle of
    // another open transaction. Inside a transaction of our own (it writes nothing) no other can
    // be open, and CHECKPOINT first puts every committed change into the files that are copied.
    const { dump, facts } = await client.transaction(async (tx) => {
      await tx.query('CHECKPOINT');
      const facts = await readShopFacts(async (text) => (await tx.query(text)).rows as never);
      return { dump: await client.dumpDataDir('none'), facts };
    });
    const entry = await writer.addBuffer(PGLITE_ENTRY, Buffer.from(await dump.arrayBuffer()));
    return { entry, facts };
  }
  const pool = database.pool;
  if (!pool) throw new Error('a PostgreSQL database without its pool');
  const dumpFile = path.join(workDir, `.postgres-${process.pid}-${Date.now()}.dump.partial`);
  try {
    await pgTool('pg_dump', postgresUrl(pool), ['--format=custom', `--file=${dumpFile}`]);
    const facts = await readShopFacts(async (text) => (await pool.query(text)).rows);
    return { entry: await writer.addFile(POSTGRES_ENTRY, dumpFile), facts };
  } finally {
    await rm(dumpFile, { force: true });
  }
}

const postgresUrl = (pool: NonNullable<Database['pool']>) => {
  const url = pool.options.connectionString;
  if (!url) throw new Error('the PostgreSQL pool has no connection string');
  return url;
};

/**
 * Runs pg_dump or pg_restore on a database, saying how to install them when they are not there.
 * The password travels in PGPASSWORD, not in the arguments, where `ps` would show it.
 */
async function pgTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await run(tool, [...args, `--dbname=${url.href}`], { maxBuffer: 16 * 1024 * 1024, env });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupRefusal(
        `${tool} is not installed. Install the PostgreSQL client tools of your server's major version, e.g. \`apt install postgresql-client\` (or postgresql-client-16 for PostgreSQL 16).`,
      );
    }
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`, {
      cause: error,
    });
  }
}

const diskImagesOf = (dataDir: string) => createDiskImageStore(path.join(dataDir, 'media'));

/**
 * Every image (from DATA_DIR/media or the bucket, as media/<key> either way, so a backup restores
 * into either) and the generated secret, when there is one.
 */
async function addDataFiles(
  writer: ArchiveWriter,
  { dataDir, images }: { dataDir: string; images: ImageStore },
  progress: OnProgress,
): Promise<ManifestEntry[]> {
  const keys: string[] = [];
  for await (const key of images.keys()) keys.push(key);
  keys.sort();
  const entries: ManifestEntry[] = [];
  progress({ label: 'Images', done: 0, total: keys.length });
  for (const [index, key] of keys.entries()) {
    // An image deleted since it was listed is simply not in the backup.
    const data = await images.get(key);
    if (data) entries.push(await writer.addBuffer(`media/${key}`, data));
    progress({ label: 'Images', done: index + 1, total: keys.length });
  }
  const secret = await readFile(path.join(dataDir, SECRET_ENTRY)).catch(() => undefined);
  if (secret) entries.push(await writer.addBuffer(SECRET_ENTRY, secret));
  return entries;
}

/** Files under `dir`, as POSIX paths relative to it; none when it does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

export type RestoreReport = {
  manifest: BackupManifest;
  /** The backup of what --force replaced, when there was something. */
  replacedBackup?: string;
  counts: ShopFacts['counts'];
};

/**
 * Restores a backup into an empty DATA_DIR (embedded database) or an empty PostgreSQL database,
 * then migrates it to this code's schema. With `force` a non-empty target is first backed up,
 * then replaced.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  databaseUrl: string | undefined;
  backupDir: string;
  force: boolean;
  onProgress?: OnProgress;
  /** The S3_* bucket, when the shop keeps its pictures there instead of DATA_DIR/media. */
  imageBucket?: ImageStore | undefined;
}): Promise<RestoreReport> {
  const { dataDir, databaseUrl } = options;
  const progress = options.onProgress ?? (() => {});
  if (!databaseUrl && (await serverAnswers(dataDir))) {
    throw new BackupRefusal(
      `The shop is running on ${dataDir}. Stop the shop first, then restore.`,
    );
  }
  const staging = await mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    progress({ label: 'Checking', done: 0, total: 1 });
    const { manifest, fileOf } = await extractVerified(options.file, staging);
    progress({ label: 'Checking', done: 1, total: 1 });
    refuseUnrestorable(manifest, databaseUrl);
    const replacedBackup = await clearTarget(options);
    progress({ label: 'Database', done: 0, total: 1 });
    const database = databaseUrl
      ? await restorePostgres(databaseUrl, fileOf(POSTGRES_ENTRY))
      : await restorePglite(dataDir, fileOf(PGLITE_ENTRY));
    try {
      await runMigrations(database);
      if (manifest.runId) {
        const fileName = path.basename(options.file);
        const sizeBytes = (await stat(options.file)).size;
        await recordBackupFinish(database.db, manifest.runId, { ok: true, fileName, sizeBytes });
      }
      const facts = await readShopFacts((text) => queryRows(database.db, sql.raw(text)));
      progress({ label: 'Database', done: 1, total: 1 });
      const images = options.imageBucket ?? diskImagesOf(dataDir);
      await restoreDataFiles(manifest, fileOf, { dataDir, images }, progress);
      return { manifest, replacedBackup, counts: facts.counts };
    } finally {
      await database.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function refuseUnrestorable(manifest: BackupManifest, databaseUrl: string | undefined): void {
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusal(
      'This backup was made by a newer version of the shop: update the code first.',
    );
  }
  if (isNewerThanThisCode(manifest.database.migrations)) {
    const { count, latestTag } = manifest.database.migrations;
    throw new BackupRefusal(
      `This backup's database schema (${count} migrations, latest ${latestTag ?? 'unknown'}) is newer than this code's: update the code first.`,
    );
  }
  const wanted = databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== wanted) {
    throw new BackupRefusal(
      manifest.database.kind === 'pglite'
        ? 'This is a backup of the embedded database (PGlite): restore it with DATABASE_URL unset.'
        : 'This is a backup of a PostgreSQL database: restore it with DATABASE_URL set.',
    );
  }
}

/** What is in the target now; empty means nothing to lose. */
async function targetContents(
  dataDir: string,
  databaseUrl: string | undefined,
  imageBucket: ImageStore | undefined,
): Promise<string[]> {
  const contents: string[] = [];
  if (databaseUrl) {
    const pool = createPostgresPool(databaseUrl);
    try {
      const { rows } = await pool.query<{ count: number }>(
        `select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
      );
      if ((rows[0]?.count ?? 0) > 0) contents.push('database tables');
    } finally {
      await pool.end();
    }
  } else if ((await listFiles(path.join(dataDir, 'db'))).length > 0) {
    contents.push(`a database in ${path.join(dataDir, 'db')}`);
  }
  if (imageBucket) {
    // The bucket keeps its pictures (a forced restore backs them up first): the restored ones
    // are added beside them, under names that never repeat.
    for await (const key of imageBucket.keys()) {
      contents.push(`pictures in the image bucket, such as ${key}`);
      break;
    }
  } else if ((await listFiles(path.join(dataDir, 'media'))).length > 0) {
    contents.push(`images in ${path.join(dataDir, 'media')}`);
  }
  return contents;
}

/** Refuses a target with contents, unless forced: then backs it up and empties it. */
async function clearTarget(
  options: Parameters<typeof restoreBackup>[0],
): Promise<string | undefined> {
  const { dataDir, databaseUrl } = options;
  const contents = await targetContents(dataDir, databaseUrl, options.imageBucket);
  let replacedBackup: string | undefined;
  if (contents.length > 0) {
    if (!options.force) {
      throw new BackupRefusal(
        `The target is not empty (${contents.join(', ')}). Restore refuses to overwrite it; add --force to replace it (a backup of it is made first).`,
      );
    }
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      await runMigrations(database);
      const made = await makeBackup({
        database,
        dataDir,
        backupDir: options.backupDir,
        trigger: 'MANUAL',
        onProgress: options.onProgress,
        images: options.imageBucket,
      });
      replacedBackup = made.file;
    } finally {
      await database.close();
    }
  }
  if (databaseUrl) {
    await emptyPostgres(databaseUrl);
  } else {
    await rm(path.join(dataDir, 'db'), { recursive: true, force: true });
  }
  await rm(path.join(dataDir, 'media'), { recursive: true, force: true });
  await rm(path.join(dataDir, SECRET_ENTRY), { force: true });
  return replacedBackup;
}

async function emptyPostgres(databaseUrl: string): Promise<void> {
  const pool = createPostgresPool(databaseUrl);
  try {
    await pool.query(
      'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
    );
  } finally {
    await pool.end();
  }
}

/** Through openDatabase, so the restore holds DATA_DIR's lock: no server can start on it meanwhile. */
async function restorePglite(dataDir: string, dumpFile: string): Promise<Database> {
  return openDatabase({
    databaseUrl: undefined,
    dataDir,
    loadDataDir: new Blob([await readFile(dumpFile)]),
  });
}

async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<Database> {
  // The dump's own ownership and grants belong to the old server's roles.
  await pgTool('pg_restore', databaseUrl, ['--no-owner', '--no-acl', '--exit-on-error', dumpFile]);
  return wrapPostgres(createPostgresPool(databaseUrl));
}

async function restoreDataFiles(
  manifest: BackupManifest,
  fileOf: (name: string) => string,
  { dataDir, images }: { dataDir: string; images: ImageStore },
  progress: OnProgress,
): Promise<void> {
  const pictures = manifest.entries.filter((entry) => entry.name.startsWith('media/'));
  progress({ label: 'Images', done: 0, total: pictures.length });
  for (const [index, entry] of pictures.entries()) {
    await images.put(entry.name.slice('media/'.length), await readFile(fileOf(entry.name)));
    progress({ label: 'Images', done: index + 1, total: pictures.length });
  }
  if (manifest.entries.some((entry) => entry.name === SECRET_ENTRY)) {
    await writeFile(path.join(dataDir, SECRET_ENTRY), await readFile(fileOf(SECRET_ENTRY)), {
      mode: 0o600,
    });
  }
}
