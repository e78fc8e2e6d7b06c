import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
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

/**
 * Extracts a backup into `stagingDir` and checks it whole before anything is restored: it is a
 * gzipped tar that reads to its end, has a manifest, and every entry has the manifest's size and
 * sha256, with nothing missing and nothing extra.
 */
export async function extractVerified(
  file: string,
  stagingDir: string,
): Promise<{ manifest: BackupManifest; fileOf: (name: string) => string }> {
  const found = new Map<string, ManifestEntry>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // Awaited below; when a bad entry ends the loop early its rejection is the loop's own error.
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== 'file' || !isSafeEntryName(name)) {
        throw new BackupRefusal(`${file} is not a backup: unexpected entry ${name}`);
      }
      if (name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const target = path.join(stagingDir, name);
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        entry,
        async function* (chunks: AsyncIterable<unknown>) {
          for await (const chunk of chunks as AsyncIterable<Buffer>) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(target, { mode: 0o600 }),
      );
      found.set(name, { name, sizeBytes: size, sha256: hash.digest('hex') });
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupRefusal) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefusal(`${file} is truncated or is not a backup (${reason})`);
  }
  const manifest = manifestText === undefined ? undefined : parseManifest(manifestText);
  if (!manifest) throw new BackupRefusal(`${file} is not a backup: it has no valid manifest.json`);
  verifyEntries(file, manifest, found);
  return { manifest, fileOf: (name) => path.join(stagingDir, name) };
}

function verifyEntries(
  file: string,
  manifest: BackupManifest,
  found: Map<string, ManifestEntry>,
): void {
  for (const expected of manifest.entries) {
    const actual = found.get(expected.name);
    if (!actual) throw new BackupRefusal(`${file} is incomplete: ${expected.name} is missing`);
    if (actual.sizeBytes !== expected.sizeBytes || actual.sha256 !== expected.sha256) {
      throw new BackupRefusal(
        `${file} is damaged: the checksum of ${expected.name} does not match its manifest`,
      );
    }
  }
  const listed = new Set(manifest.entries.map((entry) => entry.name));
  const extra = [...found.keys()].find((name) => !listed.has(name));
  if (extra) throw new BackupRefusal(`${file} is damaged: ${extra} is not in its manifest`);
}
