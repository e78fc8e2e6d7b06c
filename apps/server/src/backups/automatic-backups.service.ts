import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { pruneBackups } from './backup-retention.ts';
import { nextBackupAt } from './backup-schedule.ts';
import type { BackupScheduleView } from './backup-status.service.ts';

type BackupSettings = Pick<Config, 'backupAt' | 'backupDir' | 'backupKeep'>;

type AutomaticBackups = {
  /** Stops scheduling and waits for a backup under way to finish. */
  stop(): Promise<void>;
  nextBackupAt(): Date | null;
};

/**
 * Whether this server backs up on its own, and when next. Only the embedded database: a
 * PostgreSQL server is backed up by its host (or `npm run backup`), which this process cannot
 * see, and BACKUP_AT=off turns it off.
 */
export function backupSchedule(
  config: Pick<Config, 'backupAt'>,
  databaseKind: Database['kind'],
  now: Date,
): BackupScheduleView {
  if (databaseKind === 'postgres')
    return { database: 'postgres', automatic: false, nextBackupAt: null };
  if (!config.backupAt) return { database: 'embedded', automatic: false, nextBackupAt: null };
  return {
    database: 'embedded',
    automatic: true,
    nextBackupAt: nextBackupAt(config.backupAt, now),
  };
}

/**
 * The daily backup at BACKUP_AT (India time), then the pruning down to BACKUP_KEEP files. A run
 * is scheduled only once the previous one ended, so two never overlap; a failure is logged (the
 * engine records it in backup_runs for the dashboard) and never escapes. The timer is unref'd, so
 * it never keeps the process alive; null when there is nothing to schedule.
 */
export function startAutomaticBackups(options: {
  config: BackupSettings;
  database: Pick<Database, 'kind'>;
  runBackup: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): AutomaticBackups | null {
  const { config, database, runBackup, log } = options;
  const at = config.backupAt;
  if (database.kind === 'postgres' || !at) return null;

  let next = nextBackupAt(at, new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const arm = () => {
    if (stopped) return;
    // A run that outlasted the next time skips it rather than starting again at once.
    if (next.getTime() <= Date.now()) next = nextBackupAt(at, new Date());
    timer = setTimeout(fire, next.getTime() - Date.now());
    timer.unref();
  };

  const fire = () => {
    // From the due time at the latest: a timer that fires a moment early must not repeat the day.
    next = nextBackupAt(at, new Date(Math.max(Date.now(), next.getTime())));
    running = backUpAndPrune(config, runBackup, log).finally(() => {
      running = undefined;
      arm();
    });
  };

  arm();
  log.info({ nextBackupAt: next.toISOString() }, 'automatic backups scheduled');
  return {
    nextBackupAt: () => (stopped ? null : next),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

async function backUpAndPrune(
  config: BackupSettings,
  runBackup: () => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<void> {
  try {
    const backup = await runBackup();
    log.info({ backup }, 'automatic backup made');
  } catch (error) {
    // Older backups stay: they may be the only good ones.
    log.error({ err: error }, 'automatic backup failed');
    return;
  }
  try {
    const deleted = await pruneBackups(config.backupDir, config.backupKeep);
    if (deleted.length > 0) log.info({ deleted }, 'old backups deleted');
  } catch (error) {
    log.error({ err: error }, 'old backups could not be deleted');
  }
}
