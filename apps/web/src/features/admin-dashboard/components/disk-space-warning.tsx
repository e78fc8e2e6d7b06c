import type { DiskSpace } from '@shop/contracts/dashboard';
import { HardDrive } from 'lucide-react';
import clsx from 'clsx';

/** Gigabytes past one, else megabytes: "1.4 GB", "52 MB" (decimal, as disks are sold). */
function diskSize(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.floor(bytes / 1e6)} MB`;
}

/**
 * The disk that holds the shop's data, when it needs the owner: getting full (time to make room)
 * or full (the shop has stopped saving until there is room, then goes on by itself). Nothing
 * while there is room.
 */
export function DiskSpaceWarning({ disk }: { disk: DiskSpace | null | undefined }) {
  if (!disk || disk.state === 'ok') return null;
  const full = disk.state === 'full';
  const left = `${diskSize(disk.freeBytes)} free of ${diskSize(disk.totalBytes)}`;
  return (
    <section
      role="alert"
      aria-labelledby="disk-space-heading"
      className={clsx(
        'flex items-start gap-3 rounded-2xl p-4 sm:p-5',
        full ? 'bg-danger-50 text-danger-600' : 'bg-amber-100 text-amber-900',
      )}
    >
      <HardDrive aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id="disk-space-heading" className="font-semibold">
          {full
            ? `The server's disk is full: ${left}`
            : `The server's disk is getting full: ${left}`}
        </h2>
        <p className="text-sm">
          {full
            ? 'The shop has stopped taking orders and saving photos and backups. Delete old backups or make room on the disk: the shop goes on by itself once there is room.'
            : 'When it is full, the shop stops taking orders and saving photos and backups. Delete old backups or make room on the disk soon.'}
        </p>
      </div>
    </section>
  );
}
