import { backupWarning, type BackupStatus, type BackupWarning } from '@shop/contracts/backups';
import { CircleAlert, DatabaseBackup } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndianDateTime } from '../../../lib/format-date.ts';
import { useBackUpNow } from '../api/dashboard.ts';

function warningText(warning: BackupWarning): string {
  switch (warning.kind) {
    case 'failed':
      return `The last backup failed: ${warning.message}`;
    case 'stale':
      return `The last backup is ${warning.days} days old`;
    case 'none-yet':
      return 'No backup has been made yet';
  }
}

/** Megabytes with one decimal, as a backup's size reads at a glance. */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * When the shop's data was last backed up and when it will be next, in India's time like the
 * backup setting itself, with a warning when the last attempt failed or the backup is old, and a
 * button to back up now. Without automatic backups it names the way that fits the shop's
 * database.
 */
export function BackupsCard({ backup }: { backup: BackupStatus | undefined }) {
  const warning = backup ? backupWarning(backup, new Date()) : null;
  const backUp = useBackUpNow();
  const backUpNow = () =>
    backUp.mutate(undefined, {
      onSuccess: ({ file, sizeBytes }) =>
        toast.success(`Backup made: ${file} (${megabytes(sizeBytes)})`, {
          duration: adminToastDuration,
        }),
      onError: (error) =>
        toast.error(errorMessage(error, 'The backup could not be made.'), {
          duration: adminToastDuration,
        }),
    });
  return (
    <section
      aria-labelledby="backups-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      <h2 id="backups-heading" className="flex items-center gap-3 text-xl font-semibold">
        <span className="grid size-9 place-items-center rounded-xl bg-sky-100 text-sky-700">
          <DatabaseBackup aria-hidden="true" className="size-5" />
        </span>
        Backups
      </h2>
      {!backup ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-64" />
          <Skeleton className="h-5 w-72" />
        </div>
      ) : (
        <>
          {warning && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-2.5 text-sm font-semibold text-danger-600"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {warningText(warning)}
            </p>
          )}
          <ul className="flex flex-col gap-1 text-ink-700">
            <li>
              Last backup:{' '}
              <span className="font-semibold text-ink-900">
                {backup.lastBackupAt ? formatIndianDateTime(backup.lastBackupAt) : 'none yet'}
              </span>
            </li>
            <li>
              {backup.automatic && backup.nextBackupAt ? (
                <>
                  Next automatic backup:{' '}
                  <span className="font-semibold text-ink-900">
                    {formatIndianDateTime(backup.nextBackupAt)}
                  </span>
                </>
              ) : backup.database === 'postgres' ? (
                <>
                  Back up with <code>npm run backup</code> or your database host&apos;s backups.
                </>
              ) : (
                <>
                  Automatic backups are off (BACKUP_AT=off): run <code>npm run backup</code>.
                </>
              )}
            </li>
          </ul>
          <Button
            variant={warning ? 'primary' : 'outline'}
            size="sm"
            className="self-start"
            busy={backUp.isPending}
            busyLabel="Backing up…"
            onClick={backUpNow}
          >
            <DatabaseBackup aria-hidden="true" className="size-4" />
            Back up now
          </Button>
        </>
      )}
    </section>
  );
}
