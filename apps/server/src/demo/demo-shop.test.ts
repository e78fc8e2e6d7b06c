import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { loadDemoShop } from '../bootstrap.ts';
import { createDiskImageStore } from '../images/image-store.ts';
import { useTestApp } from '../test/test-app.ts';
import { seedDemoShop } from './demo-shop.service.ts';

const images = createDiskImageStore(mkdtempSync(path.join(os.tmpdir(), 'shop-media-')));
const log = pino({ level: 'silent' });

const t = await useTestApp({ images });
const demo = await loadDemoShop();

describe('seedDemoShop', () => {
  it('fills an empty shop with every demo product and its pictures, company and legal pages', async () => {
    expect(await seedDemoShop({ db: t.database.db, images, log, demo })).toBe(true);

    const tree = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().data;
    expect(tree.map((c: { name: string }) => c.name)).toEqual(demo.categories.map((c) => c.name));
    // Each with its Hindi name for the Hindi pages.
    expect(tree.map((c: { nameHi: string | null }) => c.nameHi)).toEqual(
      demo.categories.map((c) => c.nameHi),
    );
    expect(tree.every((c: { nameHi: string | null }) => c.nameHi)).toBe(true);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/products?limit=10' })).json();
    expect(listed.pagination.totalItems).toBe(demo.products.length);
    for (const expected of demo.products) {
      const product = (
        await t.app.inject({ method: 'GET', url: `/api/products/slug/${expected.slug}` })
      ).json().data as Product;
      expect(product.name).toBe(expected.name);
      expect(product.variants).toHaveLength(expected.variants.length);
      expect(product.images).toHaveLength(expected.imageCount);
      expect(product.hsnCode).toBe(expected.hsnCode);
      expect(product.gstRatePercent).toBe(expected.gstRatePercent);
      for (const image of product.images) {
        const thumb = await t.app.inject({ method: 'GET', url: image.thumbUrl });
        expect(thumb.statusCode, image.thumbUrl).toBe(200);
        expect(thumb.headers['content-type']).toBe('image/webp');
      }
    }

    const second = demo.products[1]!;
    const search = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/search?q=${encodeURIComponent(second.name)}`,
      })
    ).json();
    expect(search.products[0].slug).toBe(second.slug);

    const company = (await t.app.inject({ method: 'GET', url: '/api/company-details' })).json()
      .details;
    expect(company.name).toBe('Little Sprouts');
    expect(company.grievanceOfficer).toEqual({
      name: 'Kavya Menon',
      email: 'grievance@littlesprouts.in',
      phone: '9845067890',
    });
    expect(company).toMatchObject({ gstin: '29AABCL1234M1ZF', stateCode: '29' });
    // The two legal pages and the starter pages, stored as written (the sanitizer keeps them).
    const slugs = demo.legalPages.map((page) => page.slug).sort();
    expect(slugs).toEqual([
      'contact',
      'privacy-policy',
      'returns-policy',
      'shipping-policy',
      'terms-conditions',
    ]);
    for (const expected of demo.legalPages) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/legal-pages/slug/${expected.slug}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.content).toBe(expected.content);
    }
  });

  it('leaves a shop that already has products alone', async () => {
    expect(await seedDemoShop({ db: t.database.db, images, log, demo })).toBe(false);
  });
});
