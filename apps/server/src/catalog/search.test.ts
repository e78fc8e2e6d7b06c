import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from './catalog-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const rompers = await createCategoryVia(t, admin, { name: 'Rompers' });
const footwear = await createCategoryVia(t, admin, { name: 'Footwear' });
const blankets = await createCategoryVia(t, admin, { name: 'Blankets' });
await createProductVia(t, admin, {
  name: 'Organic Cotton Romper',
  categoryId: rompers.id,
  description: 'Breathable everyday wear for newborns.',
  variants: [variant('0-3M', 499, 3, { color: 'Mint' })],
});
await createProductVia(t, admin, {
  name: 'Elephant Print Sleepsuit',
  categoryId: rompers.id,
  description: 'Cosy cotton for nap time.',
  variants: [variant('3-6M', 599, 3, { color: 'Mustard' })],
});
await createProductVia(t, admin, {
  name: 'First Walker Shoes',
  categoryId: footwear.id,
  description: 'Soft soles for tiny feet.',
  variants: [variant('5', 999, 3, { color: 'Navy' })],
});
await createProductVia(t, admin, {
  name: 'Muslin Swaddle Blanket',
  categoryId: blankets.id,
  description: 'Light and airy muslin.',
  variants: [variant('Free Size', 799, 3, { color: 'Blush Pink' })],
});

async function search(q: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/search?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products.map((p: Product) => p.name);
}

describe('search', () => {
  it('finds by name, description, category, colour and size', async () => {
    expect(await search('romper')).toContain('Organic Cotton Romper');
    expect(await search('newborns')).toEqual(['Organic Cotton Romper']);
    expect(await search('footwear')).toEqual(['First Walker Shoes']);
    expect(await search('mustard')).toEqual(['Elephant Print Sleepsuit']);
    expect(await search('3-6M')).toContain('Elephant Print Sleepsuit');
  });

  it('ranks a name match above a description match', async () => {
    const results = await search('cotton');
    expect(results.slice(0, 2)).toEqual(['Organic Cotton Romper', 'Elephant Print Sleepsuit']);
  });

  it('tolerates a letter wrong, missing, extra or swapped, and any word order', async () => {
    expect(await search('elephamt')).toEqual(['Elephant Print Sleepsuit']);
    expect(await search('elepant')).toEqual(['Elephant Print Sleepsuit']);
    expect(await search('muslinn')).toEqual(['Muslin Swaddle Blanket']);
    expect(await search('swadlde')).toEqual(['Muslin Swaddle Blanket']);
    expect(await search('blanket muslin')).toEqual(['Muslin Swaddle Blanket']);
    expect(await search('shoes walker')).toEqual(['First Walker Shoes']);
  });

  it('matches a word being typed as a prefix', async () => {
    expect(await search('sleeps')).toEqual(['Elephant Print Sleepsuit']);
  });

  it('lists the catalogue for an empty query, and nothing for nonsense', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/search?q=' });
    expect(res.json().pagination).toMatchObject({ totalItems: 4, currentPage: 1, limit: 20 });
    expect(await search('zzzqqxx')).toEqual([]);
    expect(await search('!!! ???')).toHaveLength(4);
  });

  it('shows products with some of the words when none has them all', async () => {
    expect((await search('muslin walker')).sort()).toEqual([
      'First Walker Shoes',
      'Muslin Swaddle Blanket',
    ]);
  });

  it('pages through the ranked matches and counts them on every page', async () => {
    const pageOf = async (page: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products/search?q=cotton&page=${page}&limit=1`,
        })
      ).json();
    const [first, second, beyond] = await Promise.all([pageOf(1), pageOf(2), pageOf(3)]);
    expect(first.products.map((p: Product) => p.name)).toEqual(['Organic Cotton Romper']);
    expect(second.products.map((p: Product) => p.name)).toEqual(['Elephant Print Sleepsuit']);
    expect(beyond.products).toEqual([]);
    for (const body of [first, second, beyond]) {
      expect(body.pagination).toMatchObject({ totalItems: 2, totalPages: 2, limit: 1 });
    }
  });

  it('follows renames of the category', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().data;
    const footwear = categories.find((c: { name: string }) => c.name === 'Footwear');
    await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${footwear.id}`,
      headers: bearer(admin),
      payload: { name: 'Baby Booties' },
    });
    expect(await search('booties')).toEqual(['First Walker Shoes']);
  });
});
