import os from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  FULL_BELOW_BYTES,
  LOW_BELOW_BYTES,
  humanSize,
  measureDiskSpace,
  outOfSpace,
  stateOf,
  watchDiskSpace,
} from './disk-space.ts';

describe('disk space', () => {
  it('counts the disk full below 64 MiB and low below 1 GiB', () => {
    expect(stateOf(0)).toBe('full');
    expect(stateOf(FULL_BELOW_BYTES - 1)).toBe('full');
    expect(stateOf(FULL_BELOW_BYTES)).toBe('low');
    expect(stateOf(LOW_BELOW_BYTES - 1)).toBe('low');
    expect(stateOf(LOW_BELOW_BYTES)).toBe('ok');
  });

  it('measures a real folder, and answers null for one that is not there', () => {
    const space = measureDiskSpace(os.tmpdir());
    expect(space!.totalBytes).toBeGreaterThan(0);
    expect(space!.freeBytes).toBeLessThanOrEqual(space!.totalBytes);
    expect(space!.state).toBe(stateOf(space!.freeBytes));
    expect(measureDiskSpace('/no/such/folder/anywhere')).toBeNull();
  });

  it('reads the disk at most once a second', () => {
    let now = 1_000_000;
    const watch = watchDiskSpace(os.tmpdir(), () => now);
    const first = watch.read();
    now += 999;
    expect(watch.read()).toBe(first);
    now += 1;
    expect(watch.read()).not.toBe(first);
  });

  it("knows a full disk by the file system's and PostgreSQL's codes, however deep", () => {
    expect(outOfSpace(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe(true);
    expect(outOfSpace(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    const panic = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42"'), {
      code: '53100',
      severity: 'PANIC',
    });
    expect(outOfSpace(new Error('Failed query', { cause: panic }))).toBe(true);
    expect(outOfSpace(new Error('outer', { cause: new Error('inner', { cause: panic }) }))).toBe(
      true,
    );
    expect(outOfSpace(Object.assign(new Error('gone'), { code: 'ECONNRESET' }))).toBe(false);
    expect(outOfSpace(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(outOfSpace('ENOSPC')).toBe(false);
  });

  it('tells sizes as people read them', () => {
    expect(humanSize(812)).toBe('812 B');
    expect(humanSize(4.2 * 1024 * 1024)).toBe('4.2 MB');
    expect(humanSize(64 * 1024 * 1024)).toBe('64.0 MB');
  });
});
