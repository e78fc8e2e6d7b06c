import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diskFull, outOfSpace } from '../disk/disk-space.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Where processed images live: a folder on this machine, or an S3-compatible bucket that every
 * instance shares (s3-image-store.ts). Keys are made by the server (never from an upload's name).
 */
export type ImageStore = {
  /** Throws imageStoreUnavailable() when the store cannot take it: nothing is kept then. */
  put(key: string, data: Buffer): Promise<void>;
  /** undefined for a key the store does not have; throws imageStoreUnavailable() when down. */
  get(key: string): Promise<Buffer | undefined>;
  /**
   * Never throws: it follows a change that has already committed, which a failure must not undo.
   * An object left behind costs only space (the bucket store logs it; a file that cannot be
   * removed from a folder the shop owns is left as it is).
   */
  delete(key: string): Promise<void>;
  /** Every key in the store (a backup, a copy into a bucket). */
  keys(): AsyncIterable<string>;
};

/** Every image is named once and never changes, so browsers and CDNs may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.webp$/;

export const isImageKey = (key: string) => SAFE_KEY.test(key);

export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`unsafe image key: ${key}`);
}

export const imageStoreUnavailable = (message: string, cause: unknown): AppError => {
  const error = new AppError('SERVICE_UNAVAILABLE', 503, message);
  error.cause = cause;
  return error;
};

export const UPLOAD_UNAVAILABLE_MESSAGE =
  'The photo store is not answering, so nothing was saved. Please try again in a minute.';

export function createDiskImageStore(root: string): ImageStore {
  const fileOf = (key: string) => {
    assertImageKey(key);
    return path.join(root, key);
  };
  return {
    put: async (key, data) => {
      const file = fileOf(key);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, data);
      } catch (error) {
        await rm(file, { force: true }).catch(() => {});
        throw outOfSpace(error)
          ? diskFull(error)
          : imageStoreUnavailable(UPLOAD_UNAVAILABLE_MESSAGE, error);
      }
    },
    get: async (key) => {
      try {
        return await readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
    delete: async (key) => {
      await rm(fileOf(key), { force: true }).catch(() => {});
    },
    keys: async function* () {
      const found = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of found) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name));
        const posixKey = key.split(path.sep).join('/');
        if (isImageKey(posixKey)) yield posixKey;
      }
    },
  };
}

/**
 * The shop's own address of a stored image. Order lines keep this form, so their pictures follow
 * a later change of MEDIA_BASE_URL (publicMediaUrl), and the shop serves it in every set-up.
 */
export const mediaPath = (key: string) => `/media/${key}`;

// Set once at start (linkMediaTo) and read by every view that shows an image. A setting for the
// whole process, like the address of the shop, rather than an argument every view passes down.
let mediaBase = '/media';

/** From MEDIA_BASE_URL: images are linked straight to a CDN or the bucket instead of /media/. */
export function linkMediaTo(baseUrl: string | undefined): void {
  mediaBase = baseUrl ?? '/media';
}

/** Where pages and the API link a stored image. */
export const mediaUrl = (key: string) => `${mediaBase}/${key}`;

/** A kept /media/ path (an order line's picture) as pages and the API link it now. */
export function publicMediaUrl(kept: string): string {
  const prefix = mediaPath('');
  return kept.startsWith(prefix) ? mediaUrl(kept.slice(prefix.length)) : kept;
}
