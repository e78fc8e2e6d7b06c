import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { createDiskImageStore } from '../images/image-store.ts';
import { bearer, makeImage, multipart, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, variant } from '../catalog/catalog-fixtures.ts';
import { filesUnder, shopState } from './shop-state.ts';

const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));

const t = await useTestApp({ images: createDiskImageStore(mediaDir) });
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Uploads' });

type Upload = { data: Buffer; filename: string; type: string };

async function postProduct(upload: Upload) {
  const form = await multipart(
    {
      productName: 'Upload Romper',
      categoryId: category.id,
      productVariants: JSON.stringify([variant('0-3M', 400)]),
    },
    [
      { name: 'images', data: await makeImage('png') },
      { name: 'images', ...upload },
    ],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
}

async function putLogo(upload: Upload) {
  const form = await multipart({ name: 'Little Sprouts' }, [{ name: 'logo', ...upload }]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/company-details',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
}

/** A JPEG with a comment segment (0xFFFE) right after its start-of-image marker. */
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xfffe, 0);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

const html = '<html><body><script>window.__xss=1;alert(document.cookie)</script></body></html>';

async function hostileUploads(): Promise<Record<string, { upload: Upload; status: number }>> {
  const jpeg = await makeImage('jpeg');
  // 10,000 x 10,000 pixels of one colour: 1 bit per pixel on the wire, 300 MB once decoded.
  const bomb = await sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
  })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .toBuffer();
  expect(bomb.length).toBeLessThan(1024 * 1024);
  return {
    'a script renamed .jpg': {
      upload: { data: Buffer.from(html), filename: 'photo.jpg', type: 'image/jpeg' },
      status: 415,
    },
    'HTML behind JPEG magic bytes': {
      upload: {
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]),
        filename: 'photo.jpg',
        type: 'image/jpeg',
      },
      status: 415,
    },
    'an SVG with a script': {
      upload: {
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
        ),
        filename: 'logo.svg',
        type: 'image/svg+xml',
      },
      status: 415,
    },
    'an SVG named .png': {
      upload: {
        data: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>',
        ),
        filename: 'photo.png',
        type: 'image/png',
      },
      status: 415,
    },
    'a polyglot: a real JPEG with HTML and script after its end': {
      upload: {
        data: Buffer.concat([jpeg, Buffer.from(html)]),
        filename: 'photo.jpg',
        type: 'image/jpeg',
      },
      status: 415,
    },
    'a polyglot: a real PNG with JavaScript after its end': {
      upload: {
        data: Buffer.concat([await makeImage('png'), Buffer.from('\n;alert(document.domain);//')]),
        filename: 'photo.png',
        type: 'image/png',
      },
      status: 415,
    },
    'a polyglot: a real GIF with a zip archive after its end (GIFAR)': {
      upload: {
        data: Buffer.concat([
          await makeImage('gif'),
          Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000payload.class'),
        ]),
        filename: 'photo.gif',
        type: 'image/gif',
      },
      status: 415,
    },
    'a decompression bomb (tiny file, 100 megapixels)': {
      upload: { data: bomb, filename: 'bomb.png', type: 'image/png' },
      status: 413,
    },
    'a 50 MB body': {
      upload: {
        data: Buffer.concat([jpeg, Buffer.alloc(50 * 1024 * 1024, 1)]),
        filename: 'huge.jpg',
        type: 'image/jpeg',
      },
      status: 413,
    },
  };
}

describe('hostile uploads', () => {
  it('are refused with the contract status, and nothing is stored: no file, no row', async () => {
    const cases = await hostileUploads();
    for (const [name, { upload, status }] of Object.entries(cases)) {
      for (const [endpoint, send] of [
        ['product images', postProduct],
        ['company logo', putLogo],
      ] as const) {
        const before = await shopState(t.database.db);
        const files = filesUnder(mediaDir);
        const res = await send(upload);
        const label = `${name} as ${endpoint}`;
        expect(res.statusCode, label).toBe(status);
        expect(res.json().code, label).toBe(
          status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
        );
        expect(await shopState(t.database.db), label).toBe(before);
        expect(filesUnder(mediaDir), label).toEqual(files);
      }
    }
  }, 120_000);
});

describe('what is stored of an accepted upload', () => {
  it('is re-encoded WebP under a server-made name: no script, comment or original name survives', async () => {
    const sneaky = withJpegComment(await makeImage('jpeg', 120, 150), `<script>${html}</script>`);
    const res = await postProduct({
      data: sneaky,
      filename: '../../../index.html',
      type: 'text/html',
    });
    expect(res.statusCode).toBe(201);
    const product: Product = res.json().data;
    const stored = filesUnder(mediaDir);
    const urls = product.images.flatMap((image) => [image.url, image.thumbUrl]);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/products\/[0-9a-f-]{36}-(full|thumb)\.webp$/);
      expect(stored).toContain(url.slice('/media/'.length));
      const bytes = readFileSync(path.join(mediaDir, url.slice('/media/'.length)));
      expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
      expect(bytes.toString('latin1')).not.toMatch(/script|<html|index/i);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect(stored.every((file) => !file.includes('index'))).toBe(true);
  });

  it('media paths outside the server-made names are 404', async () => {
    for (const url of [
      '/media/../jwt-secret',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/products/evil.html',
      '/media/products/..%2f..%2fjwt-secret.webp',
      '/media/products/UPPER.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
