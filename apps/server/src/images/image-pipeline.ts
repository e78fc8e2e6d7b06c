import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../http/app-error.ts';
import type { ImageStore } from './image-store.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
// 40 megapixels covers any real photo; a tiny file claiming more is a decompression bomb.
const MAX_PIXELS = 40_000_000;

export const IMAGE_SIZES = {
  full: { width: 1200, height: 1500 },
  thumb: { width: 400, height: 500 },
} as const;

export type StoredImage = { fullKey: string; thumbKey: string; width: number; height: number };

/**
 * Checks an upload from its bytes (not its name or declared type), then stores a full-size and a
 * thumbnail WebP. Both are re-encoded, so nothing of the original file (scripts, metadata,
 * polyglot tails) survives.
 */
export async function storeImage(
  store: ImageStore,
  folder: 'products' | 'company',
  data: Buffer,
): Promise<StoredImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      413,
      'That image has too many pixels; please upload one of at most 40 megapixels.',
    );
  }
  try {
    return await writeImageSizes(
      store,
      folder,
      sharp(data, { limitInputPixels: MAX_PIXELS, animated: false }).rotate(),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
}

/**
 * Stores an image the server drew itself (the demo shop's SVG art): no upload checks, same
 * sizes and format as uploads.
 */
export async function storeDrawnImage(
  store: ImageStore,
  folder: 'products' | 'company',
  svg: string,
): Promise<StoredImage> {
  // Rasterizing the SVG is the slow part: do it once, then size the pixels twice.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return writeImageSizes(store, folder, sharp(data, { raw: info }), 2);
}

async function writeImageSizes(
  store: ImageStore,
  folder: 'products' | 'company',
  input: Sharp,
  effort = 4,
): Promise<StoredImage> {
  const base = `${folder}/${randomUUID()}`;
  const full = await input
    .clone()
    .resize({ ...IMAGE_SIZES.full, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort })
    .toBuffer({ resolveWithObject: true });
  const thumb = await input
    .clone()
    .resize({ ...IMAGE_SIZES.thumb, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78, effort })
    .toBuffer();
  const image = {
    fullKey: `${base}-full.webp`,
    thumbKey: `${base}-thumb.webp`,
    width: full.info.width,
    height: full.info.height,
  };
  await store.put(image.fullKey, full.data);
  await store.put(image.thumbKey, thumb);
  return image;
}

function unsupported(): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    415,
    'Images must be JPEG, PNG, GIF or WebP files.',
  );
}

export async function deleteStoredImage(
  store: ImageStore,
  image: { fullKey: string; thumbKey: string },
): Promise<void> {
  await Promise.all([store.delete(image.fullKey), store.delete(image.thumbKey)]);
}
