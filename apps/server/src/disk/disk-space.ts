import { statfsSync } from 'node:fs';
import type { DiskSpace, DiskState } from '@shop/contracts/dashboard';
import { AppError } from '../http/app-error.ts';

const MiB = 1024 * 1024;

/**
 * Below this the disk counts as full: the shop stops taking writes while it still can. The
 * embedded database needs room for a new write-ahead log segment (16 MiB) at any commit, and a
 * database that cannot write its log stops altogether (db/reopening-pglite.ts), so the shop
 * keeps four of them spare.
 */
export const FULL_BELOW_BYTES = 64 * MiB;
/** Below this the owner is warned, while there is still time to make room. */
export const LOW_BELOW_BYTES = 1024 * MiB;

/** How long one reading stands: a write request asks, and statfs per request would be waste. */
const READING_MS = 1_000;

export type DiskSpaceWatch = {
  /** Where it is measured: DATA_DIR. */
  dir: string;
  /** The space left, at most a second old; null when the folder cannot be measured. */
  read(): DiskSpace | null;
};

export function stateOf(freeBytes: number): DiskState {
  if (freeBytes < FULL_BELOW_BYTES) return 'full';
  return freeBytes < LOW_BELOW_BYTES ? 'low' : 'ok';
}

/** Free space as an unprivileged process sees it (root's reserved blocks are not its own). */
export function measureDiskSpace(dir: string): DiskSpace | null {
  try {
    const fs = statfsSync(dir);
    const freeBytes = fs.bavail * fs.bsize;
    return { freeBytes, totalBytes: fs.blocks * fs.bsize, state: stateOf(freeBytes) };
  } catch {
    return null;
  }
}

export function watchDiskSpace(dir: string, now: () => number = Date.now): DiskSpaceWatch {
  let last: { at: number; space: DiskSpace | null } | undefined;
  return {
    dir,
    read: () => {
      if (!last || now() - last.at >= READING_MS)
        last = { at: now(), space: measureDiskSpace(dir) };
      return last.space;
    },
  };
}

export const DISK_FULL_MESSAGE =
  'The shop cannot save right now. Please try again in a few minutes; nothing was changed.';

/** The answer to a write the full disk stopped: nothing of it was kept, and it may be retried. */
export function diskFull(cause?: unknown): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', 503, DISK_FULL_MESSAGE);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * Whether a failure was the disk running out: a file write (ENOSPC, or EDQUOT for a user's
 * quota) or PostgreSQL's disk_full (53100), from the embedded database or a server's own disk.
 */
export function outOfSpace(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code } = current as { code?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Sizes as people read them: 812 B, 4.2 MB. */
export function humanSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}
