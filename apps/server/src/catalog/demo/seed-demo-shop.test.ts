import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { createDiskImageStore } from '../../images/image-store.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoCategories, demoProducts } from './demo-catalogue.ts';
import { seedDemoShop } from './seed-demo-shop.ts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let t: TestApp;
const images = createDiskImageStore(mkdtempSync(path.join(os.tmpdir(), 'shop-media-')));
// A handful of products keeps the drawing quick; the full list is checked by demo-catalogue.test.ts.
const sample = [demoProducts[0]!, demoProducts[40]!, demoProducts[80]!];

beforeAll(async () => {
  t = await createTestApp({ images });
});
afterAll(async () => {
  await t.close();
});

describe('seedDemoShop', () => {
  it('fills an empty shop with categories, products and images, company and legal pages', async () => {
    const log = pino({ level: 'silent' });
    expect(await seedDemoShop({ db: t.database.db, images, log, products: sample })).toBe(true);

    const tree = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().data;
    expect(tree.map((c: { name: string }) => c.name)).toEqual(demoCategories.map((c) => c.name));

    const listed = (await t.app.inject({ method: 'GET', url: '/api/products?limit=10' })).json();
    expect(listed.pagination.totalItems).toBe(3);
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/products/slug/${sample[0]!.slug}` })
    ).json().data as Product;
    expect(first.name).toBe(sample[0]!.name);
    expect(first.variants).toHaveLength(sample[0]!.variants.length);
    expect(first.images).toHaveLength(sample[0]!.imageCount);
    const image = await t.app.inject({ method: 'GET', url: first.images[0]!.thumbUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const search = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/search?q=${encodeURIComponent(sample[1]!.name)}`,
      })
    ).json();
    expect(search.products[0].slug).toBe(sample[1]!.slug);

    const company = (await t.app.inject({ method: 'GET', url: '/api/company-details' })).json()
      .details;
    expect(company.name).toBe('Little Sprouts');
    for (const slug of ['privacy-policy', 'terms-conditions']) {
      const page = await t.app.inject({ method: 'GET', url: `/api/legal-pages/slug/${slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.content).toContain('<h2>');
    }
  });

  it('leaves a shop that already has products alone', async () => {
    const log = pino({ level: 'silent' });
    expect(await seedDemoShop({ db: t.database.db, images, log, products: sample })).toBe(false);
  });
});
