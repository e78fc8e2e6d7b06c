import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { webBuildDirs } from '../http/web-client.ts';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, productForm, variant } from '../catalog/catalog-fixtures.ts';

// The real web app, built by the test run's global setup when its sources changed.
const t = await useTestApp({ webDistDir: webBuildDirs.client });
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Frocks' });

async function saveProduct(fields: Record<string, string>, id?: string): Promise<Product> {
  const form = await productForm(
    { name: 'Secret Garden Frock', categoryId: category.id, variants: [variant('2-3Y', 799)] },
    { ...fields, ...(id && { id }) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  return (res.json() as { data: Product }).data;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the server-rendered page of a draft', () => {
  it('is the 404 page, for admins too (pages are rendered without a token), until published', async () => {
    const draft = await saveProduct({ status: 'DRAFT' });
    const page = await get(`/product/${draft.slug}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Product not found.');
    expect(page.body).not.toContain('Secret Garden Frock');
    const asAdmin = await get(`/product/${draft.slug}`, bearer(admin));
    expect(asAdmin.statusCode).toBe(404);

    await saveProduct({ status: 'ACTIVE' }, draft.id);
    const published = await get(`/product/${draft.slug}`);
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain('Secret Garden Frock');
  });

  it('is not shown in the home page or the shop', async () => {
    const hidden = await saveProduct({ status: 'DRAFT', productName: 'Hidden Meadow Frock' });
    for (const url of ['/home', '/shop', `/shop?categoryId=${category.id}`]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain(hidden.slug);
    }
  });
});
