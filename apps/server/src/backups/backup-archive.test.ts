import { createHash } from 'node:crypto';
import {
  createWriteStream,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { extractVerified } from './backup-archive.ts';
import type { BackupManifest, ManifestEntry } from './backup-manifest.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-archive-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let files = 0;
const nextFile = () => path.join(scratch, `archive-${++files}.tar.gz`);
const freshStaging = () => mkdtempSync(path.join(scratch, 'staging-'));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const entryOf = (name: string, data: Buffer): ManifestEntry => ({
  name,
  sizeBytes: data.length,
  sha256: sha256(data),
});

function manifestOf(entries: ManifestEntry[]): Buffer {
  const manifest: BackupManifest = {
    format: 'little-sprouts-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    runId: null,
    database: { kind: 'pglite', migrations: { count: 0, latestTag: null, latestAt: null } },
    counts: { products: 0, orders: 0, customers: 0 },
    entries,
  };
  return Buffer.from(JSON.stringify(manifest));
}

/** Bytes written under `dir`, in all. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/** A gzipped tar of these entries, in this order. */
async function archiveOf(entries: { name: string; data: Buffer }[]): Promise<string> {
  const file = nextFile();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const { name, data } of entries) {
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name }, data, (error) => (error ? reject(error) : resolve())),
    );
  }
  pack.finalize();
  await written;
  return file;
}

const picture = Buffer.from('RIFF-a-small-picture');
const secret = Buffer.from('a-generated-secret-of-enough-length-0123456789');

describe('reading a backup archive', () => {
  it('extracts a whole, honest archive', async () => {
    const file = await archiveOf([
      { name: 'media/a.webp', data: picture },
      { name: 'jwt-secret', data: secret },
      {
        name: 'manifest.json',
        data: manifestOf([entryOf('media/a.webp', picture), entryOf('jwt-secret', secret)]),
      },
    ]);
    const staging = freshStaging();
    const { manifest, fileOf } = await extractVerified(file, staging);
    expect(manifest.entries.map((entry) => entry.name)).toEqual(['media/a.webp', 'jwt-secret']);
    expect(statSync(fileOf('media/a.webp')).size).toBe(picture.length);
  });

  it('refuses a decompression bomb before writing any of it', async () => {
    // 64 MB of zeros (64 KB gzipped) where the manifest promises a 20-byte picture.
    const bomb = Buffer.alloc(64 * 1024 * 1024);
    const file = await archiveOf([
      { name: 'media/a.webp', data: bomb },
      { name: 'manifest.json', data: manifestOf([entryOf('media/a.webp', picture)]) },
    ]);
    expect(statSync(file).size).toBeLessThan(200 * 1024);
    const staging = freshStaging();
    await expect(extractVerified(file, staging)).rejects.toThrow(
      `media/a.webp holds ${bomb.length} bytes where its manifest says ${picture.length}`,
    );
    expect(bytesUnder(staging)).toBe(0);
  });

  it('refuses an archive larger in all than the room it may take', async () => {
    const big = Buffer.alloc(4096, 1);
    const file = await archiveOf([
      { name: 'media/a.webp', data: big },
      { name: 'media/b.webp', data: big },
      {
        name: 'manifest.json',
        data: manifestOf([entryOf('media/a.webp', big), entryOf('media/b.webp', big)]),
      },
    ]);
    const staging = freshStaging();
    await expect(extractVerified(file, staging, { maxTotalBytes: 6000 })).rejects.toThrow(
      /would take more than the 6000 bytes/,
    );
    expect(bytesUnder(staging)).toBe(0);
  });

  it('refuses a truncated entry, writing nothing', async () => {
    // A tar whose second entry stops halfway through its data; the gzip around it is whole.
    const pack = tar.pack();
    pack.entry({ name: 'media/a.webp' }, picture);
    pack.entry({ name: 'media/b.webp' }, Buffer.alloc(2048, 7));
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of pack) chunks.push(chunk as Buffer);
    const file = nextFile();
    writeFileSync(file, gzipSync(Buffer.concat(chunks).subarray(0, 3 * 512 + 1000)));
    const staging = freshStaging();
    await expect(extractVerified(file, staging)).rejects.toThrow(/is truncated/);
    expect(bytesUnder(staging)).toBe(0);
  });

  it('refuses an entry listed twice', async () => {
    const file = await archiveOf([
      { name: 'media/a.webp', data: picture },
      { name: 'media/a.webp', data: picture },
      { name: 'manifest.json', data: manifestOf([entryOf('media/a.webp', picture)]) },
    ]);
    const staging = freshStaging();
    await expect(extractVerified(file, staging)).rejects.toThrow(/media\/a.webp twice/);
    expect(bytesUnder(staging)).toBe(0);
  });
});
