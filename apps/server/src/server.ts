import { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
import { finishInterruptedRestores } from './backups/interrupted-restore.service.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { keepDataDirPrivate } from './db/data-dir-permissions.ts';
import { runMigrations, withFirstStartLock } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { listenForBackupRequests, makeBackup } from './backups/backups.service.ts';
import { startAutomaticBackups } from './backups/automatic-backups.service.ts';

// EX_CONFIG from sysexits.h: the settings are wrong, so restarting will not help.
const EXIT_BAD_CONFIG = 78;

/**
 * Runs the shop: settings, database and migrations, the app, first-start work, then listening.
 * `webClientReady` is a web client build still under way (`npm start`): the database is
 * prepared meanwhile, and the app is made once the built files are there to serve.
 */
export async function startServer(options: { webClientReady?: Promise<void> } = {}): Promise<void> {
  loadDotEnv();
  // React renders the pages: its production build, unless a developer asks for the other.
  process.env.NODE_ENV ??= 'production';
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_BAD_CONFIG);
    }
    throw error;
  }

  // Before anything is written there: the database, mail and secrets are this user's alone.
  const tightened = keepDataDirPrivate(config.dataDir);
  const [database] = await Promise.all([
    openMigratedDatabase(config).catch((error: unknown) => {
      // Another server runs on this DATA_DIR: say so plainly, without a stack trace.
      if (!(error instanceof DataDirLockedError)) throw error;
      console.error(error.message);
      process.exit(1);
    }),
    options.webClientReady,
  ]);
  const app = await buildApp({ config, database });
  if (tightened.changed > 0) {
    app.log.warn(
      { dataDir: config.dataDir, changed: tightened.changed },
      'DATA_DIR was open to other local accounts: made private to this user',
    );
  }
  if (tightened.refused.length > 0) {
    app.log.warn(
      { dataDir: config.dataDir, files: tightened.refused.slice(0, 10) },
      `${tightened.refused.length} files in DATA_DIR could not be made private (another user's?)`,
    );
  }
  await withFirstStartLock(database, () =>
    bootstrap({ config, database, images: app.images, log: app.log }),
  );
  // The embedded database is this process's alone, so `npm run backup` asks here for a backup.
  const control =
    database.kind === 'pglite'
      ? await listenForBackupRequests({
          database,
          dataDir: config.dataDir,
          backupDir: config.backupDir,
          images: app.images,
        })
      : undefined;
  const automaticBackups = startAutomaticBackups({
    config,
    database,
    log: app.log,
    runBackup: () =>
      makeBackup({
        database,
        dataDir: config.dataDir,
        backupDir: config.backupDir,
        trigger: 'SCHEDULED',
        images: app.images,
      }),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, lets running requests finish, then closes the database (onClose).
    await control?.close();
    // Waits for a backup under way: close() below closes the database it reads.
    await automaticBackups?.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host, listenTextResolver: openAt });
}

async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config, {
    beforeOpen: async (dataDir) => {
      for (const done of await finishInterruptedRestores(dataDir))
        console.warn(`DATA_DIR: ${done}`);
    },
  });
  await runMigrations(database);
  return database;
}

/** The line that tells a person where the shop is, with the address they would type. */
function openAt(address: string): string {
  const typed = address.replace(/\/\/(127\.0\.0\.1|0\.0\.0\.0|\[::1?\])(?=:\d+$)/, '//localhost');
  return `Little Sprouts is open at ${typed}`;
}

if (import.meta.main) {
  startServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
