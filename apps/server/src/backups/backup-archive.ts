import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  MANIFEST_ENTRY,
  parseManifest,
  type BackupManifest,
  type ManifestEntry,
} from './backup-manifest.ts';

/** A restore or backup that must not go on; its message is meant for the person at the terminal. */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

export type ArchiveWriter = {
  /** Adds an entry from memory and answers its manifest line. */
  addBuffer(name: string, data: Buffer): Promise<ManifestEntry>;
  /** Adds an entry streamed from a file on disk, hashed on the way. */
  addFile(name: string, file: string): Promise<ManifestEntry>;
  finish(): Promise<void>;
  abort(): Promise<void>;
};

/** A gzipped tar written as entries are added; the manifest goes last, when every hash is known. */
export function createArchiveWriter(file: string): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip({ level: 6 }),
    createWriteStream(file, { mode: 0o600 }),
  );
  // Seen by finish() or abort(); without this an early failure would be an unhandled rejection.
  written.catch(() => {});
  const header = (name: string, size: number) => ({ name, size, mode: 0o600, mtime: new Date() });

  return {
    addBuffer: (name, data) =>
      new Promise((resolve, reject) => {
        pack.entry(header(name, data.length), data, (error) => {
          if (error) reject(error);
          else resolve({ name, sizeBytes: data.length, sha256: sha256(data) });
        });
      }),
    addFile: async (name, file) => {
      const { size } = await stat(file);
      const hash = createHash('sha256');
      const entry = pack.entry(header(name, size));
      await pipeline(
        createReadStream(file),
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        entry,
      );
      return { name, sizeBytes: size, sha256: hash.digest('hex') };
    },
    finish: async () => {
      pack.finalize();
      await written;
    },
    abort: async () => {
      pack.destroy();
      await written.catch(() => {});
    },
  };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** An entry name that stays inside the folder it is extracted into. */
function isSafeEntryName(name: string): boolean {
  const normal = path.posix.normalize(name);
  return normal === name && !path.posix.isAbsolute(name) && !normal.startsWith('..');
}

/** A manifest lists every entry in a few hundred bytes; 10,000 pictures take about 2 MB. */
const MANIFEST_MAX_BYTES = 32 * 1024 * 1024;

/** What the disk holding `dir` has free for this user. */
export async function freeBytesIn(dir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dir);
  return bavail * bsize;
}

/** Why a file cannot be read as a tar in a gzip, in the person's words. */
function unreadable(file: string, error: unknown): BackupRefusal {
  if (error instanceof BackupRefusal) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new BackupRefusal(`${file} is truncated or is not a backup (${reason})`);
}

/**
 * Each entry of the archive in turn, with the checks that need no manifest: a regular file, a
 * name that stays inside the folder, no name twice, and all of them together within
 * `maxTotalBytes` (by the sizes their tar headers declare, before any of their bytes is read).
 */
async function* checkedEntries(file: string, maxTotalBytes: number) {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // Awaited below; when a bad entry ends the loop early its rejection is the loop's own error.
  reading.catch(() => {});
  const seen = new Set<string>();
  let total = 0;
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (type !== 'file' || !isSafeEntryName(name)) {
        throw new BackupRefusal(`${file} is not a backup: unexpected entry ${name}`);
      }
      if (seen.has(name)) throw new BackupRefusal(`${file} is damaged: it holds ${name} twice`);
      seen.add(name);
      total += size;
      if (total > maxTotalBytes) {
        throw new BackupRefusal(
          `${file} would take more than the ${maxTotalBytes} bytes free for the restore (at ${name})`,
        );
      }
      yield entry;
      // Whatever the caller left unread is skipped (still decompressed, never written).
      entry.resume();
    }
    await reading;
  } catch (error) {
    throw unreadable(file, error);
  } finally {
    extract.destroy();
  }
}

/**
 * The first pass: reads the archive through to its manifest (written last, once every hash is
 * known) without keeping anything else, and checks that its entries are exactly the manifest's,
 * each with the size the manifest gives. Nothing is written, so a decompression bomb costs the
 * time to read it, never the disk.
 */
async function readManifest(file: string, maxTotalBytes: number): Promise<BackupManifest> {
  const sizes = new Map<string, number>();
  let manifestText: string | undefined;
  for await (const entry of checkedEntries(file, maxTotalBytes)) {
    const { name, size = 0 } = entry.header;
    if (name !== MANIFEST_ENTRY) {
      sizes.set(name, size);
      continue;
    }
    if (size > MANIFEST_MAX_BYTES) {
      throw new BackupRefusal(`${file} is not a backup: its manifest.json is ${size} bytes`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    manifestText = Buffer.concat(chunks).toString('utf8');
  }
  const manifest = manifestText === undefined ? undefined : parseManifest(manifestText);
  if (!manifest) throw new BackupRefusal(`${file} is not a backup: it has no valid manifest.json`);
  for (const expected of manifest.entries) {
    const size = sizes.get(expected.name);
    if (size === undefined) {
      throw new BackupRefusal(`${file} is incomplete: ${expected.name} is missing`);
    }
    if (size !== expected.sizeBytes) {
      throw new BackupRefusal(
        `${file} is damaged: ${expected.name} holds ${size} bytes where its manifest says ${expected.sizeBytes}`,
      );
    }
  }
  const listed = new Set(manifest.entries.map((entry) => entry.name));
  const extra = [...sizes.keys()].find((name) => !listed.has(name));
  if (extra) throw new BackupRefusal(`${file} is damaged: ${extra} is not in its manifest`);
  return manifest;
}

/**
 * Extracts a backup into `stagingDir` and checks it whole before anything is restored. A first
 * pass finds the manifest and compares every entry's declared size with it; the second writes
 * each entry, stopping at the first byte past its size or a checksum that does not match. All the
 * entries together may take at most `maxTotalBytes` (by default what `stagingDir`'s disk has
 * free), so no archive can fill the disk.
 */
export async function extractVerified(
  file: string,
  stagingDir: string,
  options: { maxTotalBytes?: number } = {},
): Promise<{ manifest: BackupManifest; fileOf: (name: string) => string }> {
  const maxTotalBytes = options.maxTotalBytes ?? (await freeBytesIn(stagingDir));
  const manifest = await readManifest(file, maxTotalBytes);
  const expected = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  for await (const entry of checkedEntries(file, maxTotalBytes)) {
    const listed = expected.get(entry.header.name);
    // The manifest itself, read in the first pass; an entry the manifest lacks or sized
    // otherwise has changed since the first pass.
    if (entry.header.name === MANIFEST_ENTRY) continue;
    if (!listed || entry.header.size !== listed.sizeBytes) {
      throw new BackupRefusal(`${file} changed while it was being restored`);
    }
    await writeChecked(file, entry, listed, path.join(stagingDir, listed.name));
  }
  return { manifest, fileOf: (name) => path.join(stagingDir, name) };
}

/** Writes one entry, refusing as soon as it runs past its size, and checks its sha256. */
async function writeChecked(
  file: string,
  entry: AsyncIterable<unknown>,
  listed: ManifestEntry,
  target: string,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    entry,
    async function* (chunks: AsyncIterable<unknown>) {
      for await (const chunk of chunks as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > listed.sizeBytes) {
          throw new BackupRefusal(
            `${file} is damaged: ${listed.name} is larger than its manifest says`,
          );
        }
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(target, { mode: 0o600 }),
  );
  if (size !== listed.sizeBytes || hash.digest('hex') !== listed.sha256) {
    throw new BackupRefusal(
      `${file} is damaged: the checksum of ${listed.name} does not match its manifest`,
    );
  }
}
