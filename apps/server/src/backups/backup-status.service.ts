import { and, desc, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { BackupStatus } from '@shop/contracts/backups';
import type { Db } from '../db/client.ts';
import { backupRuns } from '../db/schema.ts';

/**
 * A run still unfinished after this long died with its process (a crash, a restart, the power):
 * even a large shop's backup takes minutes, so it counts as failed.
 */
const INTERRUPTED_AFTER_MS = 60 * 60_000;
export const INTERRUPTED_MESSAGE = 'The backup was interrupted';

export type BackupScheduleView = {
  database: 'embedded' | 'postgres';
  automatic: boolean;
  nextBackupAt: Date | null;
};

/**
 * What the dashboard says about backups: the newest successful run, and the newest failed one
 * when it started after that success (an older failure has been made good since). A run that is
 * still going is neither.
 */
export async function backupStatus(
  db: Db,
  schedule: BackupScheduleView,
  now: Date = new Date(),
): Promise<BackupStatus> {
  const [success] = await db
    .select({
      startedAt: backupRuns.startedAt,
      finishedAt: backupRuns.finishedAt,
      fileName: backupRuns.fileName,
    })
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.finishedAt), isNull(backupRuns.error)))
    .orderBy(desc(backupRuns.finishedAt), desc(backupRuns.startedAt))
    .limit(1);

  const failed = or(
    isNotNull(backupRuns.error),
    and(
      isNull(backupRuns.finishedAt),
      lt(backupRuns.startedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS)),
    ),
  ) as SQL;
  const [failure] = await db
    .select({
      startedAt: backupRuns.startedAt,
      finishedAt: backupRuns.finishedAt,
      error: backupRuns.error,
    })
    .from(backupRuns)
    .where(success ? and(failed, gt(backupRuns.startedAt, success.startedAt)) : failed)
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);

  return {
    lastBackupAt: success?.finishedAt?.toISOString() ?? null,
    lastBackupFile: success?.fileName ?? null,
    lastFailure: failure
      ? {
          at: (failure.finishedAt ?? failure.startedAt).toISOString(),
          message: failure.error ?? INTERRUPTED_MESSAGE,
        }
      : null,
    database: schedule.database,
    automatic: schedule.automatic,
    nextBackupAt: schedule.nextBackupAt?.toISOString() ?? null,
  };
}
