import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { products } from '../db/schema.ts';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from './catalog-fixtures.ts';

/*
 * The catalogue reads a product's rating from the columns the reviews service keeps (the count
 * and the average of its published reviews); here they are set straight in the database, before
 * the first read (so no cached answer predates them).
 */
const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Rated Bodysuits' });
const bodysuit = (name: string) =>
  createProductVia(t, admin, { name, categoryId: category.id, variants: [variant('6M', 350)] });
const unrated = await bodysuit('Plain Bodysuit');
const fair = await bodysuit('Fair Bodysuit');
const loved = await bodysuit('Loved Bodysuit');
const alsoUnrated = await bodysuit('Other Bodysuit');

async function rate(product: Product, count: number, average: number): Promise<void> {
  await t.database.db
    .update(products)
    .set({ ratingCount: count, ratingAverage: average })
    .where(eq(products.id, product.id));
}
await rate(fair, 3, 3.67);
await rate(loved, 12, 4.75);

const getJson = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe("a product's rating in the catalogue", () => {
  it('is the average to one decimal and the count, or null and 0 without published reviews', async () => {
    expect((await getJson(`/api/products/${fair.id}`)).data.rating).toEqual({
      average: 3.7,
      count: 3,
    });
    expect((await getJson(`/api/products/slug/${loved.slug}`)).data.rating).toEqual({
      average: 4.8,
      count: 12,
    });
    expect((await getJson(`/api/products/${unrated.id}`)).data.rating).toEqual({
      average: null,
      count: 0,
    });
  });

  it('sorts the shop by rating: highest average first, products without reviews last', async () => {
    const listed = await getJson(`/api/products?categoryId=${category.id}&sort=rating`);
    const names = (listed.data as Product[]).map((product) => product.name);
    expect(names.slice(0, 2)).toEqual(['Loved Bodysuit', 'Fair Bodysuit']);
    expect(names.slice(2).sort()).toEqual([alsoUnrated.name, unrated.name].sort());
    const paged = await getJson(`/api/products?categoryId=${category.id}&sort=rating&limit=1`);
    expect((paged.data as Product[]).map((product) => product.name)).toEqual(['Loved Bodysuit']);
  });
});
