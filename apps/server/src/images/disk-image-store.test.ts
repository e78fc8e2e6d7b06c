import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { createDiskImageStore } from './image-store.ts';

describe('pictures in a folder on a full disk', () => {
  // /dev/full answers every write with ENOSPC, as a full disk does.
  it.runIf(existsSync('/dev/full'))(
    'answers the shop’s "cannot save" 503 and keeps no half-written file',
    async () => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'shop-media-'));
      mkdirSync(path.join(root, 'products'));
      const file = path.join(root, 'products', 'romper-1.webp');
      symlinkSync('/dev/full', file);
      const store = createDiskImageStore(root);

      const failure = await store.put('products/romper-1.webp', Buffer.alloc(64 * 1024, 7)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message:
          'The shop cannot save right now. Please try again in a few minutes; nothing was changed.',
      });
      expect(existsSync(file)).toBe(false);
      expect(await store.get('products/romper-1.webp')).toBeUndefined();
    },
  );
});
