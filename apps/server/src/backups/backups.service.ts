import { execFile } from 'node:child_process';
import { createReadStream, existsSync, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import {
  createPostgresPool,
  openDatabase,
  openPgliteFolder,
  queryRows,
  wrapPostgres,
  type Database,
} from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { runMigrations } from '../db/migrate.ts';
import { passwordApart } from '../db/postgres-hosts.ts';
import { createDiskImageStore, type ImageStore } from '../images/image-store.ts';
import {
  BackupRefusal,
  createArchiveWriter,
  extractVerified,
  freeBytesIn,
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
import {
  finishInterruptedRestores,
  RESTORE_WORK_PREFIX,
  swapIn,
} from './interrupted-restore.service.ts';
import type { BackupProgress } from './backup-progress.ts';
import { newestBackupSize } from './backup-retention.ts';
import type { DiskState } from '@shop/contracts/dashboard';
import { humanSize, measureDiskSpace } from '../disk/disk-space.ts';
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
  const noRoom = await lackOfRoomForBackup(options.backupDir);
  if (noRoom) {
    // Said in backup_runs for the dashboard, unless the disk is full: then the embedded database
    // has no room to write that row either, and the dashboard's disk warning says why.
    if (noRoom.state !== 'full') {
      const runId = await recordBackupStart(db, options.trigger).catch(() => undefined);
      if (runId)
        await recordBackupFinish(db, runId, { ok: false, error: noRoom.message }).catch(() => {});
    }
    throw new Error(noRoom.message);
  }
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
 * A backup about as big as the last one must fit: one that fills the disk halfway through is
 * thrown away, and meanwhile the shop could save nothing else. Answers why not, or undefined.
 */
async function lackOfRoomForBackup(
  backupDir: string,
): Promise<{ message: string; state: DiskState } | undefined> {
  const lastSize = await newestBackupSize(backupDir);
  const space = lastSize === undefined ? null : measureDiskSpace(backupDir);
  if (lastSize === undefined || !space || space.freeBytes >= lastSize) return undefined;
  return {
    state: space.state,
    message: `Not enough free space for a backup: ${humanSize(space.freeBytes)} free where the last backup took ${humanSize(lastSize)}. Delete old backups or make room on the disk, then try again.`,
  };
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
  tool: 'pg_dump' | 'psql',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const { url, password } = passwordApart(databaseUrl);
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await run(tool, [...args, `--dbname=${url}`], { maxBuffer: 16 * 1024 * 1024, env });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw pgToolMissing(tool);
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`, {
      cause: error,
    });
  }
}

const pgToolMissing = (tool: string) =>
  new BackupRefusal(
    `${tool} is not installed. Install the PostgreSQL client tools of your server's major version, e.g. \`apt install postgresql-client\` (or postgresql-client-16 for PostgreSQL 16).`,
  );

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

type RestoreOptions = {
  file: string;
  dataDir: string;
  databaseUrl: string | undefined;
  backupDir: string;
  force: boolean;
  onProgress?: OnProgress;
  /** The S3_* bucket, when the shop keeps its pictures there instead of DATA_DIR/media. */
  imageBucket?: ImageStore | undefined;
};

/**
 * Restores a backup into an empty DATA_DIR (embedded database) or an empty PostgreSQL database,
 * then migrates it to this code's schema. With `force` a non-empty target is replaced, after a
 * backup of it. The whole archive is checked, and the new database and pictures are made whole,
 * in a work folder inside DATA_DIR before the old ones are touched; then they swap places.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { dataDir, databaseUrl } = options;
  if (!databaseUrl && (await serverAnswers(dataDir))) {
    throw new BackupRefusal(
      `The shop is running on ${dataDir}. Stop the shop first, then restore.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  // No server may start on the embedded database while it is being replaced.
  const lock = databaseUrl ? undefined : lockDataDir(dataDir);
  let work: string | undefined;
  try {
    // An earlier restore killed halfway is finished first: this one starts from whole data.
    if (lock) await finishInterruptedRestores(dataDir);
    // On the same disk as what it replaces, so the new data moves in by renaming.
    work = await mkdtemp(path.join(dataDir, RESTORE_WORK_PREFIX));
    return await restoreThrough(work, options);
  } finally {
    if (work) await rm(work, { recursive: true, force: true });
    lock?.release();
  }
}

async function restoreThrough(work: string, options: RestoreOptions): Promise<RestoreReport> {
  const { file, dataDir, databaseUrl, imageBucket } = options;
  const progress = options.onProgress ?? (() => {});
  progress({ label: 'Checking', done: 0, total: 1 });
  const archiveDir = path.join(work, 'archive');
  await mkdir(archiveDir);
  // The entries are written twice: extracted here, then as the new database and pictures.
  const maxTotalBytes = Math.floor((await freeBytesIn(work)) / 2);
  const { manifest, fileOf } = await extractVerified(file, archiveDir, { maxTotalBytes });
  refuseUnrestorable(manifest, databaseUrl);
  const contents = await targetContents(dataDir, databaseUrl, imageBucket);
  if (contents.length > 0 && !options.force) {
    throw new BackupRefusal(
      `The target is not empty (${contents.join(', ')}). Restore refuses to overwrite it; add --force to replace it (a backup of it is made first).`,
    );
  }
  progress({ label: 'Checking', done: 1, total: 1 });

  const fresh = path.join(work, 'new');
  progress({ label: 'Database', done: 0, total: 1 });
  let counts: ShopFacts['counts'] | undefined;
  let postgresScript: string | undefined;
  if (databaseUrl) {
    postgresScript = await restoreScript(fileOf(POSTGRES_ENTRY), path.join(work, 'restore.sql'));
  } else {
    const database = await loadPgliteCopy(path.join(fresh, 'db'), fileOf(PGLITE_ENTRY));
    counts = await finishRestoredDatabase(database, manifest, file);
  }
  const images = imageBucket ?? diskImagesOf(fresh);
  await restoreDataFiles(manifest, fileOf, { dir: fresh, images }, progress);

  const replacedBackup = contents.length > 0 ? await backUpTarget(options) : undefined;
  try {
    if (databaseUrl && postgresScript) {
      await replacePostgres(databaseUrl, postgresScript);
      counts = await finishRestoredDatabase(
        wrapPostgres(createPostgresPool(databaseUrl)),
        manifest,
        file,
      );
    }
    // A bucket keeps its pictures: the restored ones were added beside them.
    const replaced = [databaseUrl ? [] : ['db'], imageBucket ? [] : ['media'], [SECRET_ENTRY]];
    await swapIn(dataDir, fresh, path.join(work, 'old'), replaced.flat());
  } catch (error) {
    if (!replacedBackup) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefusal(`${reason}. What was there before is kept in ${replacedBackup}`, {
      cause: error,
    });
  }
  progress({ label: 'Database', done: 1, total: 1 });
  return { manifest, replacedBackup, counts: counts ?? { products: 0, orders: 0, customers: 0 } };
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

/** A backup of the target a forced restore is about to replace (the DATA_DIR lock is held). */
async function backUpTarget(options: RestoreOptions): Promise<string> {
  const { dataDir, databaseUrl } = options;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, dataDir })
    : await openPgliteFolder(path.join(dataDir, 'db'));
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
    return made.file;
  } finally {
    await database.close();
  }
}

/**
 * The embedded database in `dir`, loaded from PGlite's copy of its data directory: first checked
 * to be one (a tar holding PG_VERSION), since PGlite reads anything else as a gzip and fails
 * outside any promise. The copy is read from disk as PGlite takes it, not held twice in memory.
 */
async function loadPgliteCopy(dir: string, dumpFile: string): Promise<Database> {
  const notACopy = (reason: string) =>
    new BackupRefusal(`${PGLITE_ENTRY} is not a copy of an embedded database (${reason})`);
  let hasVersion = false;
  const extract = tar.extract();
  const reading = pipeline(createReadStream(dumpFile), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      if (entry.header.name.replace(/^\/+/, '') === 'PG_VERSION') hasVersion = true;
      entry.resume();
    }
    await reading;
  } catch (error) {
    throw notACopy(error instanceof Error ? error.message : String(error));
  }
  if (!hasVersion) throw notACopy('it has no PG_VERSION');
  try {
    return await openPgliteFolder(dir, await openAsBlob(dumpFile));
  } catch (error) {
    throw notACopy(error instanceof Error ? error.message : String(error));
  }
}

/** Migrates a restored database, closes the backup's own run, counts what it holds, closes it. */
async function finishRestoredDatabase(
  database: Database,
  manifest: BackupManifest,
  file: string,
): Promise<ShopFacts['counts']> {
  try {
    await runMigrations(database);
    if (manifest.runId) {
      const fileName = path.basename(file);
      const sizeBytes = (await stat(file)).size;
      await recordBackupFinish(database.db, manifest.runId, { ok: true, fileName, sizeBytes });
    }
    const facts = await readShopFacts((text) => queryRows(database.db, sql.raw(text)));
    return facts.counts;
  } finally {
    await database.close();
  }
}

/**
 * The dump as the SQL script that recreates it: pg_restore reading it whole is the check that it
 * is a dump, made before the target is touched.
 */
async function restoreScript(dumpFile: string, scriptFile: string): Promise<string> {
  try {
    // The dump's own ownership and grants belong to the old server's roles.
    await run('pg_restore', ['--no-owner', '--no-acl', `--file=${scriptFile}`, dumpFile], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw pgToolMissing('pg_restore');
    throw new BackupRefusal(
      `${POSTGRES_ENTRY} is not a PostgreSQL dump (${failure.stderr?.trim() || failure.message})`,
    );
  }
  return scriptFile;
}

/**
 * Empties the database and runs the script in one transaction (psql --single-transaction): the
 * old data goes only if the whole restore commits.
 */
async function replacePostgres(databaseUrl: string, scriptFile: string): Promise<void> {
  await pgTool('psql', databaseUrl, [
    '--single-transaction',
    '--set=ON_ERROR_STOP=1',
    '--quiet',
    '--command=drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
    `--file=${scriptFile}`,
  ]);
}

async function restoreDataFiles(
  manifest: BackupManifest,
  fileOf: (name: string) => string,
  { dir, images }: { dir: string; images: ImageStore },
  progress: OnProgress,
): Promise<void> {
  const pictures = manifest.entries.filter((entry) => entry.name.startsWith('media/'));
  progress({ label: 'Images', done: 0, total: pictures.length });
  for (const [index, entry] of pictures.entries()) {
    await images.put(entry.name.slice('media/'.length), await readFile(fileOf(entry.name)));
    progress({ label: 'Images', done: index + 1, total: pictures.length });
  }
  if (manifest.entries.some((entry) => entry.name === SECRET_ENTRY)) {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, SECRET_ENTRY), await readFile(fileOf(SECRET_ENTRY)), {
      mode: 0o600,
    });
  }
}
