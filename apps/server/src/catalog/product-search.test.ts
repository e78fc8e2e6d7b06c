import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, productForm, variant } from './catalog-fixtures.ts';

// One-word searches are answered from the search postings (search-documents.ts); these check
// that their matches, order, counts and pages are the ones the ranking promises, and that the
// postings follow every change to a product.
// Oldest first, as created: which have the word in the name, which only in the description.
const created: { product: Product; inName: boolean }[] = [];

const t = await useTestApp();
const admin = await signInAdmin(t);
const toys = await createCategoryVia(t, admin, { name: 'Soft Toys' });
for (let i = 0; i < 13; i++) {
  const inName = i % 3 !== 1;
  const product = await createProductVia(t, admin, {
    name: inName ? `Bunny Plush ${i}` : `Plush Friend ${i}`,
    categoryId: toys.id,
    description: inName ? 'A soft friend for naps.' : 'Long ears like a bunny, soft for naps.',
    variants: [variant('Free Size', 399 + i, 4)],
  });
  created.push({ product, inName });
}
await createProductVia(t, admin, {
  name: 'Bunting Garland',
  categoryId: toys.id,
  description: 'Cotton flags for the nursery wall.',
  variants: [variant('Free Size', 299, 4)],
});

async function searchPage(q: string, page: number, limit: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/search?q=${encodeURIComponent(q)}&page=${page}&limit=${limit}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { products: Product[]; pagination: { totalItems: number } };
  return { names: body.products.map((p) => p.name), total: body.pagination.totalItems };
}

async function allPages(q: string, limit: number) {
  const names: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; page <= 5; page++) {
    const result = await searchPage(q, page, limit);
    names.push(...result.names);
    totals.add(result.total);
  }
  return { names, totals: [...totals] };
}

const expectedOrder = () => [
  ...created
    .filter((c) => c.inName)
    .map((c) => c.product.name)
    .reverse(),
  ...created
    .filter((c) => !c.inName)
    .map((c) => c.product.name)
    .reverse(),
];

describe('one-word search', () => {
  it('pages through name matches, newest first, then description matches, with one count', async () => {
    const { names, totals } = await allPages('bunny', 4);
    expect(names).toEqual(expectedOrder());
    expect(totals).toEqual([13]);
  });

  it('gives a corrected word the same matches and order', async () => {
    const { names, totals } = await allPages('bunnny', 4);
    expect(names).toEqual(expectedOrder());
    expect(totals).toEqual([13]);
  });

  it('matches a word being typed as the prefix of every word it may become', async () => {
    const { names, total } = await searchPage('bun', 1, 20);
    expect(total).toBe(14);
    expect(names).toContain('Bunting Garland');
  });

  it('follows a renamed product into the name matches, and forgets a deleted one', async () => {
    const plain = created.find((c) => !c.inName)!;
    const form = await productForm(
      {
        name: 'Bunny Blanket Buddy',
        categoryId: plain.product.category.id,
        description: 'Soft for naps.',
        variants: [{ ...variant('Free Size', 450, 4), id: plain.product.variants[0]!.id }],
      },
      { id: plain.product.id, deletedImageIds: '[]' },
    );
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const afterRename = await searchPage('bunny', 1, 20);
    const nameMatches = created.filter((c) => c.inName).length + 1;
    expect(afterRename.names.indexOf('Bunny Blanket Buddy')).toBeLessThan(nameMatches);
    expect(afterRename.names).not.toContain(plain.product.name);

    const gone = created.find((c) => c.inName)!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${gone.product.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const afterDelete = await searchPage('bunny', 1, 20);
    expect(afterDelete.names).not.toContain(gone.product.name);
    expect(afterDelete.total).toBe(12);
  });
});
