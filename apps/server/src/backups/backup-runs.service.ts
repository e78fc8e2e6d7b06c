import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { backupRuns } from '../db/schema.ts';

export type BackupTrigger = 'SCHEDULED' | 'MANUAL';
export type BackupOutcome =
  { ok: true; fileName: string; sizeBytes: number } | { ok: false; error: string };

/** Notes that a backup has begun; answers the run's id for recordBackupFinish. */
export async function recordBackupStart(db: Db, trigger: BackupTrigger): Promise<string> {
  const [run] = await db.insert(backupRuns).values({ trigger }).returning({ id: backupRuns.id });
  if (!run) throw new Error('backup run was not recorded');
  return run.id;
}

/** Closes a run that is still open (a restored database holds its own backup's run, open). */
export async function recordBackupFinish(
  db: Db,
  id: string,
  outcome: BackupOutcome,
): Promise<void> {
  await db
    .update(backupRuns)
    .set({
      finishedAt: new Date(),
      ...(outcome.ok
        ? { fileName: outcome.fileName, sizeBytes: outcome.sizeBytes }
        : { error: outcome.error.slice(0, 1000) }),
    })
    .where(and(eq(backupRuns.id, id), isNull(backupRuns.finishedAt)));
}
