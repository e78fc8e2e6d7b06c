import { z } from 'zod';

/** The dashboard warns when the newest good backup is older than this. */
export const BACKUP_STALE_DAYS = 2;

export const backupStatusSchema = z.object({
  /** ISO time the newest successful backup finished, null when there is none. */
  lastBackupAt: z.string().nullable(),
  /** The file of the newest successful backup, as written to BACKUP_DIR. */
  lastBackupFile: z.string().nullable(),
  /** The newest attempt, when it failed after the newest success. */
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** The embedded database is backed up by this server; PostgreSQL by its host or the command. */
  database: z.enum(['embedded', 'postgres']),
  /** Whether this server makes backups on its own (the embedded database with BACKUP_AT set). */
  automatic: z.boolean(),
  /** ISO time of the next automatic backup, null when there is none. */
  nextBackupAt: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
/** POST /admin/backups: the backup made, and the status the dashboard shows after it. */
export const backupMadeResponseSchema = z.object({
  /** The file written to BACKUP_DIR. */
  file: z.string(),
  sizeBytes: z.number().int(),
  backup: backupStatusSchema,
});
export type BackupMadeResponse = z.infer<typeof backupMadeResponseSchema>;

export type BackupWarning =
  | { kind: 'none-yet' }
  | { kind: 'stale'; days: number }
  | { kind: 'failed'; at: string; message: string };

/**
 * What the dashboard should warn about, if anything: a failed last attempt first (it is the
 * newest news), then no backup at all, then a backup older than BACKUP_STALE_DAYS.
 */
export function backupWarning(status: BackupStatus, now: Date): BackupWarning | null {
  if (status.lastFailure) {
    return { kind: 'failed', at: status.lastFailure.at, message: status.lastFailure.message };
  }
  if (!status.lastBackupAt) return { kind: 'none-yet' };
  const ageMs = now.getTime() - new Date(status.lastBackupAt).getTime();
  const days = Math.floor(ageMs / 86_400_000);
  return ageMs > BACKUP_STALE_DAYS * 86_400_000 ? { kind: 'stale', days } : null;
}
