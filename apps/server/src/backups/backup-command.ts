import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, loadDotEnv, type Config } from '../config.ts';
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import { keepDataDirPrivate } from '../db/data-dir-permissions.ts';
import { openImageStore } from '../images/open-image-store.ts';
import { requestBackupFromServer } from './backup-control.ts';
import { humanSize } from '../disk/disk-space.ts';
import { createProgressReporter, type BackupProgress } from './backup-progress.ts';
import { makeBackup } from './backups.service.ts';

/**
 * `npm run backup`: asks the running shop for a backup over its control socket (the embedded
 * database is held by the server), or makes it here when no server answers or on PostgreSQL.
 */
async function backup(config: Config, onProgress: (step: BackupProgress) => void) {
  if (!config.databaseUrl) {
    const fromServer = await requestBackupFromServer(config.dataDir, onProgress);
    if (fromServer) return fromServer;
    if (!existsSync(path.join(config.dataDir, 'db'))) {
      throw new Error(
        `There is no shop database in ${path.join(config.dataDir, 'db')} to back up.`,
      );
    }
  }
  const database = await openDatabase(config);
  const images = openImageStore(config, pino({ level: 'warn' }));
  try {
    return await makeBackup({
      database,
      dataDir: config.dataDir,
      backupDir: config.backupDir,
      trigger: 'MANUAL',
      onProgress,
      images,
    });
  } finally {
    images.close();
    await database.close();
  }
}

if (import.meta.main) {
  const progress = createProgressReporter();
  try {
    loadDotEnv();
    const config = loadConfig();
    keepDataDirPrivate(config.dataDir);
    const result = await backup(config, progress.update);
    progress.stop();
    console.log(`Backup written: ${result.file} (${humanSize(result.sizeBytes)})`);
  } catch (error) {
    progress.stop();
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
