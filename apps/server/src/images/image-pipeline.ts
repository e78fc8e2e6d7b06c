import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PRODUCT_IMAGE_TYPES } from '@shop/contracts/catalog';
import { AppError } from '../http/app-error.ts';
import type { ImageStore } from './image-store.ts';

/** sharp's names of the formats the contracts accept: 'jpeg', 'png', ... */
const ACCEPTED_FORMATS = new Set<string>(
  PRODUCT_IMAGE_TYPES.map((type) => type.slice('image/'.length)),
);
// 40 megapixels covers any real photo; a tiny file claiming more is a decompression bomb.
const MAX_PIXELS = 40_000_000;

const IMAGE_SIZES = {
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
  if (carriesPassenger(data, metadata.format)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'That image has extra data after its end (a disguised file, or a motion photo); please save it again as a plain JPEG, PNG, GIF or WebP.',
    );
  }
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
 * Stores an image that is already in the shop's two sizes as WebP (the demo shop's committed
 * pictures): no upload checks and no re-encoding, just new names.
 */
export async function storePreparedImage(
  store: ImageStore,
  folder: 'products' | 'company',
  files: { full: Buffer; thumb: Buffer },
): Promise<StoredImage> {
  const { width = 0, height = 0, format } = await sharp(files.full).metadata();
  if (format !== 'webp') throw new Error('a prepared image must be WebP');
  const image = { ...newImageKeys(folder), width, height };
  await putBothSizes(store, image, files);
  return image;
}

/** Both sizes or neither: a thumbnail that cannot be stored takes its full size away again. */
async function putBothSizes(
  store: ImageStore,
  image: { fullKey: string; thumbKey: string },
  files: { full: Buffer; thumb: Buffer },
): Promise<void> {
  await store.put(image.fullKey, files.full);
  try {
    await store.put(image.thumbKey, files.thumb);
  } catch (error) {
    await store.delete(image.fullKey);
    throw error;
  }
}

function newImageKeys(folder: 'products' | 'company'): { fullKey: string; thumbKey: string } {
  const base = `${folder}/${randomUUID()}`;
  return { fullKey: `${base}-full.webp`, thumbKey: `${base}-thumb.webp` };
}

async function writeImageSizes(
  store: ImageStore,
  folder: 'products' | 'company',
  input: Sharp,
): Promise<StoredImage> {
  const full = await input
    .clone()
    .resize({ ...IMAGE_SIZES.full, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  const thumb = await input
    .clone()
    .resize({ ...IMAGE_SIZES.thumb, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
  const image = {
    ...newImageKeys(folder),
    width: full.info.width,
    height: full.info.height,
  };
  await putBothSizes(store, image, { full: full.data, thumb });
  return image;
}

/**
 * True when bytes other than zero padding follow the image's own end, as in a polyglot made by
 * appending HTML or script to a real picture. Re-encoding would drop them anyway; refusing says
 * so. A structure this walk cannot follow is left to the decoder.
 */
function carriesPassenger(data: Buffer, format: string): boolean {
  const end = imageEnd(data, format);
  return end !== undefined && data.subarray(end).some((byte) => byte !== 0);
}

function imageEnd(data: Buffer, format: string): number | undefined {
  try {
    if (format === 'png') return pngEnd(data);
    if (format === 'jpeg') return jpegEnd(data);
    if (format === 'gif') return gifEnd(data);
    // RIFF: the size field counts everything after the first 8 bytes (odd sizes are padded).
    if (format === 'webp') return 8 + data.readUInt32LE(4) + (data.readUInt32LE(4) % 2);
  } catch {
    // A read past the end: a truncated file, not one with a passenger.
  }
  return undefined;
}

function pngEnd(data: Buffer): number | undefined {
  for (let at = 8; at + 12 <= data.length;) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at;
  }
  return undefined;
}

function jpegEnd(data: Buffer): number | undefined {
  let at = 2;
  while (at < data.length) {
    if (data[at] !== 0xff) return undefined;
    while (data[at] === 0xff) at += 1;
    const marker = data[at++]!;
    if (marker === 0xd9) return at;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    at += data.readUInt16BE(at);
    if (marker !== 0xda) continue;
    // Entropy-coded scan data: a real marker is 0xFF followed by neither 0x00 nor a restart.
    while (at + 1 < data.length) {
      const following = data[at + 1]!;
      if (data[at] === 0xff && following !== 0 && (following < 0xd0 || following > 0xd7)) break;
      at += 1;
    }
  }
  return undefined;
}

function gifEnd(data: Buffer): number | undefined {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let at = from;
    while (at < data.length && data[at] !== 0) at += data[at]! + 1;
    return at + 1;
  };
  let at = 13 + colourTable(data[10]!);
  while (at < data.length) {
    const block = data[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = skipSubBlocks(at + 2);
    else if (block === 0x2c) at = skipSubBlocks(at + 10 + colourTable(data[at + 9]!) + 1);
    else return undefined;
  }
  return undefined;
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
