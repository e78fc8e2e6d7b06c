import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { count } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { startLocalS3 } from '../test/s3-server.ts';
import { bearer, makeImage, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, productForm, variant } from '../catalog/catalog-fixtures.ts';
import { storeImage } from './image-pipeline.ts';
import { IMAGE_CACHE_CONTROL, type ImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

const s3 = await startLocalS3();
afterAll(() => s3.destroy());

const warnings: unknown[][] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
const store = createS3ImageStore(s3.settings, log);
afterAll(() => store.close());

const webp = (text: string) => Buffer.from(`RIFF${text}`);

async function bucketKeys(of: ImageStore = store): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of of.keys()) keys.push(key);
  return keys.sort();
}

/** Runs `check` while the bucket is down, and brings it back even when the check fails. */
async function whileBucketDown(check: () => Promise<void>): Promise<void> {
  await s3.stop();
  try {
    await check();
  } finally {
    await s3.start();
  }
}

beforeEach(() => {
  warnings.length = 0;
});

describe('the S3 image store', () => {
  it('keeps an image with its type and year-long cache header, for the bucket to serve itself', async () => {
    await store.put('products/kept-full.webp', webp('kept'));

    expect(await store.get('products/kept-full.webp')).toEqual(webp('kept'));
    const direct = await fetch(`${s3.bucketUrl}/products/kept-full.webp`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(await bucketKeys()).toContain('products/kept-full.webp');
  });

  it('lets another instance read what one instance stored', async () => {
    const otherInstance = createS3ImageStore(s3.settings, log);
    await store.put('products/shared-thumb.webp', webp('shared'));
    expect(await otherInstance.get('products/shared-thumb.webp')).toEqual(webp('shared'));
    otherInstance.close();
  });

  it('answers nothing for a key it does not have, and deletes it without complaint', async () => {
    expect(await store.get('products/never-stored-full.webp')).toBeUndefined();
    await store.delete('products/never-stored-full.webp');
    expect(warnings).toEqual([]);
  });

  it('deletes an image', async () => {
    await store.put('products/gone-full.webp', webp('gone'));
    await store.delete('products/gone-full.webp');
    expect(await store.get('products/gone-full.webp')).toBeUndefined();
  });

  it('refuses a key the server would never make', async () => {
    await expect(store.put('../etc/passwd', webp('x'))).rejects.toThrow(/unsafe image key/);
    await expect(store.get('products/A.webp')).rejects.toThrow(/unsafe image key/);
  });

  it('says the bucket is fine, or what is wrong with it', async () => {
    expect(await store.problem()).toBeUndefined();
    const missing = createS3ImageStore({ ...s3.settings, bucket: 'no-such-bucket' }, log);
    expect(await missing.problem()).toBe('the bucket no-such-bucket does not exist');
    missing.close();
  });

  it('when the bucket is down: a clear 503 for put and get, a logged warning for delete', async () => {
    await store.put('products/before-outage-full.webp', webp('before'));
    await whileBucketDown(async () => {
      const put = await store.put('products/during-outage-full.webp', webp('x')).catch((e) => e);
      expect(put).toBeInstanceOf(AppError);
      expect(put).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message:
          'The photo store is not answering, so nothing was saved. Please try again in a minute.',
      });
      await expect(store.get('products/before-outage-full.webp')).rejects.toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
      await store.delete('products/before-outage-full.webp');
      expect(warnings).toHaveLength(1);
      expect(await store.problem()).toMatch(/does not answer/);
    });
    expect(await bucketKeys()).not.toContain('products/during-outage-full.webp');
    // The delete that failed left the object: it costs space, never a broken picture.
    expect(await store.get('products/before-outage-full.webp')).toEqual(webp('before'));
  });

  it('stores both sizes of an upload or neither', async () => {
    const before = await bucketKeys();
    let puts = 0;
    // The thumbnail's put fails after the full size went in (the bucket went down in between).
    const failingSecondPut: ImageStore = {
      ...store,
      put: async (key, data) => {
        puts += 1;
        if (puts === 2) throw new AppError('SERVICE_UNAVAILABLE', 503, 'down');
        await store.put(key, data);
      },
    };
    await expect(storeImage(failingSecondPut, 'products', await makeImage())).rejects.toMatchObject(
      { statusCode: 503 },
    );
    expect(puts).toBe(2);
    expect(await bucketKeys()).toEqual(before);
  });
});

// The shop itself, its settings naming the bucket: uploads and /media/ go through it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-s3-data-'));
const t = await useTestApp(
  {},
  {
    DATA_DIR: dataDir,
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  },
);
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Bucket Rompers' });
const postProduct = async (name: string) => {
  const form = await productForm({
    name,
    categoryId: category.id,
    variants: [variant('0-3M', 499)],
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
};
const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;

describe('the shop with its images in a bucket (S3_* settings)', () => {
  it('keeps uploads in the bucket, not on this machine, and serves them under /media/', async () => {
    const res = await postProduct('Bucket Romper');
    expect(res.statusCode).toBe(201);
    const product = (res.json() as { data: Product }).data;
    const keys = product.images.flatMap((image) => [image.url, image.thumbUrl]);
    expect(keys).toHaveLength(4);
    for (const url of keys)
      expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+-(full|thumb)\.webp$/);

    expect(await bucketKeys()).toEqual(expect.arrayContaining(keys.map((url) => url.slice(7))));
    expect(existsSync(path.join(dataDir, 'media'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: product.images[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers 404 with the error body for a picture the bucket does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/products/missing-full.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such image.', code: 'NOT_FOUND' });
  });

  it('when the bucket is down: 503 on upload with nothing written, 503 for a picture', async () => {
    const existing = (await postProduct('Outage Romper')).json() as { data: Product };
    const keysBefore = await bucketKeys();
    const productsBefore = await productCount();

    await whileBucketDown(async () => {
      const res = await postProduct('Lost Romper');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message:
          'The photo store is not answering, so nothing was saved. Please try again in a minute.',
        code: 'SERVICE_UNAVAILABLE',
      });
      const picture = await t.app.inject({ method: 'GET', url: existing.data.images[0]!.url });
      expect(picture.statusCode).toBe(503);
      expect(picture.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    });

    expect(await productCount()).toBe(productsBefore);
    expect(await bucketKeys()).toEqual(keysBefore);
    expect((await postProduct('Lost Romper')).statusCode).toBe(201);
  });

  it('deletes the pictures of a deleted product from the bucket', async () => {
    const product = ((await postProduct('Short-lived Romper')).json() as { data: Product }).data;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const left = await bucketKeys();
    for (const image of product.images) {
      expect(left).not.toContain(image.url.slice(7));
      expect(left).not.toContain(image.thumbUrl.slice(7));
    }
  });
});
