import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3ImageStore } from '../images/s3-image-store.ts';
import { startLocalS3 } from '../test/s3-server.ts';
import { migratedPgliteIn } from '../test/test-database.ts';
import { entryNamesOf } from './backups-fixtures.ts';
import { makeBackup, restoreBackup } from './backups.service.ts';

// A shop whose pictures are in a bucket (S3_*): its backups must still hold them.
const s3 = await startLocalS3();
afterAll(() => s3.destroy());
const bucket = createS3ImageStore(s3.settings, pino({ level: 'silent' }));
afterAll(() => bucket.close());
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-bucket-backups-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const freshDir = () => mkdtempSync(path.join(scratch, 'data-'));
const backupDir = path.join(scratch, 'backups');

const PICTURE = 'products/bucket1-full.webp';

// Two backups and a restore of a migrated database in one test (the forced restore backs up first):
// about 15 s here on a quiet machine, stretched past the default 30 s when other suites load it.
describe('backups of a shop that keeps its pictures in a bucket', { timeout: 90_000 }, () => {
  it('take the pictures from the bucket and restore them into it', async () => {
    await bucket.put(PICTURE, Buffer.from('RIFF-bucket-picture'));
    const source = freshDir();
    const database = await migratedPgliteIn(source);
    let file: string;
    try {
      ({ file } = await makeBackup({
        database,
        dataDir: source,
        backupDir,
        trigger: 'MANUAL',
        images: bucket,
      }));
    } finally {
      await database.close();
    }
    expect(await entryNamesOf(file)).toContain(`media/${PICTURE}`);

    // The bucket lost the picture (deleted by mistake); the restore brings it back there.
    await bucket.delete(PICTURE);
    const target = freshDir();
    const report = await restoreBackup({
      file,
      dataDir: target,
      databaseUrl: undefined,
      backupDir,
      force: false,
      imageBucket: bucket,
    });
    expect(report.manifest.entries.map((entry) => entry.name)).toContain(`media/${PICTURE}`);
    expect(await bucket.get(PICTURE)).toEqual(Buffer.from('RIFF-bucket-picture'));
  });

  it('refuse a bucket with pictures in it unless forced, and then back them up first', async () => {
    await bucket.put('products/already-there-full.webp', Buffer.from('RIFF-already'));
    const source = freshDir();
    const database = await migratedPgliteIn(source);
    const { file } = await makeBackup({
      database,
      dataDir: source,
      backupDir,
      trigger: 'MANUAL',
      images: bucket,
    }).finally(() => database.close());
    const restore = (force: boolean) =>
      restoreBackup({
        file,
        dataDir: freshDir(),
        databaseUrl: undefined,
        backupDir,
        force,
        imageBucket: bucket,
      });

    await expect(restore(false)).rejects.toThrow(
      /not empty \(pictures in the image bucket, such as products\/[a-z0-9-]+\.webp\).*--force/,
    );
    const forced = await restore(true);
    expect(forced.replacedBackup).toBeDefined();
    expect(await entryNamesOf(forced.replacedBackup!)).toContain(
      'media/products/already-there-full.webp',
    );
    expect(await bucket.get('products/already-there-full.webp')).toEqual(
      Buffer.from('RIFF-already'),
    );
  });
});
