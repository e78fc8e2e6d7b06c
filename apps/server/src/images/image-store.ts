import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where processed images live. Keys are made by the server (never from an upload's name).
 * Local disk now; a shared disk or an object store implements the same three calls.
 */
export type ImageStore = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.webp$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe image key: ${key}`);
}

export function createDiskImageStore(root: string): ImageStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    put: async (key, data) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    get: async (key) => {
      try {
        return await readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
    delete: async (key) => {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Public URL of a stored image; served by media.routes.ts with a long-lived cache. */
export const mediaUrl = (key: string) => `/media/${key}`;
