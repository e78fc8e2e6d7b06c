import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../test/s3-server.ts';
import { copyImages } from './copy-to-bucket.ts';
import { createDiskImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

const s3 = await startLocalS3();
afterAll(() => s3.destroy());
const bucket = createS3ImageStore(s3.settings, pino({ level: 'silent' }));
afterAll(() => bucket.close());

const picture = (name: string) => Buffer.from(`RIFF-${name}-WEBP`);

async function keysOf(store: { keys(): AsyncIterable<string> }): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
}

/**
 * The command in a process of its own. Not spawnSync: the bucket (s3rver) runs in this process
 * and must go on answering while the command runs.
 */
function runCommand(
  env: Record<string, string | undefined>,
): Promise<{ status: number; stdout: string; stderr: string }> {
  const command = fileURLToPath(new URL('./copy-to-bucket-command.ts', import.meta.url));
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [command],
      { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 30_000 },
      (_error, stdout, stderr) => resolve({ status: child.exitCode ?? -1, stdout, stderr }),
    );
  });
}

describe('copying the pictures on disk into the bucket', () => {
  it('copies what the bucket lacks, byte for byte, and nothing twice', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-copy-'));
    const disk = createDiskImageStore(path.join(dataDir, 'media'));
    await disk.put('products/a1-full.webp', picture('a1-full'));
    await disk.put('products/a1-thumb.webp', picture('a1-thumb'));
    await disk.put('company/logo1-full.webp', picture('logo'));
    await bucket.put('products/a1-full.webp', picture('a1-full'));

    const progress: number[] = [];
    const first = await copyImages(disk, bucket, (done) => progress.push(done));
    expect(first).toEqual({ copied: 2, alreadyThere: 1, failed: [] });
    expect(progress).toEqual([1, 2]);
    for (const key of await keysOf(disk)) {
      expect(await bucket.get(key)).toEqual(await disk.get(key));
    }

    expect(await copyImages(disk, bucket)).toEqual({ copied: 0, alreadyThere: 3, failed: [] });
  });

  it('runs as `npm run images:to-bucket` with the S3_* settings', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-copy-'));
    const disk = createDiskImageStore(path.join(dataDir, 'media'));
    await disk.put('products/cmd1-full.webp', picture('cmd1-full'));
    await disk.put('products/cmd1-thumb.webp', picture('cmd1-thumb'));
    const run = () =>
      runCommand({
        DATA_DIR: dataDir,
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.settings.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });

    const result = await run();
    expect(result.stderr).toContain(`into the bucket ${s3.settings.bucket}`);
    expect(result.stdout).toMatch(
      /^Copied 2 pictures; \d+ were in the bucket already; 0 failed\.$/m,
    );
    expect(result.status).toBe(0);
    expect(await bucket.get('products/cmd1-thumb.webp')).toEqual(picture('cmd1-thumb'));

    await s3.stop();
    try {
      const down = await run();
      expect(down.status).toBe(1);
      expect(down.stderr).toMatch(
        /Cannot copy the pictures: the bucket shop-media-test does not answer/,
      );
    } finally {
      await s3.start();
    }
  });

  it('refuses to run without a bucket to copy into', async () => {
    const result = await runCommand({});
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Set S3_BUCKET');
  });
});
