import { describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@shop/contracts/catalog';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from './catalog-fixtures.ts';

const made: Record<string, Product> = {};

const t = await useTestApp();
const admin = await signInAdmin(t);
const fashion = await createCategoryVia(t, admin, { name: 'Baby Fashion' });
const rompers = await createCategoryVia(t, admin, { name: 'Rompers', parentId: fashion.id });
const kids = await createCategoryVia(t, admin, { name: 'Kids Collection' });
const footwear = await createCategoryVia(t, admin, { name: 'Footwear', parentId: kids.id });
const drafts = [
  {
    name: 'Dino Romper',
    categoryId: rompers.id,
    variants: [variant('0-3M', 450, 3), variant('3-6M', 480, 0)],
  },
  {
    name: 'Star Frock',
    categoryId: fashion.id,
    variants: [variant('2-3Y', 899, 0), variant('3-4Y', 999, 0)],
  },
  {
    name: 'Canvas Shoes',
    categoryId: footwear.id,
    variants: [variant('6', 1299, 2), variant('7', 1349, 1)],
  },
  {
    name: 'Cloud Romper',
    categoryId: rompers.id,
    variants: [variant('0-3M', 650, 1, { color: 'Sky Blue' })],
  },
  { name: 'Leather Sandals', categoryId: footwear.id, variants: [variant('7', 299, 5)] },
];
for (const draft of drafts) made[draft.name] = await createProductVia(t, admin, draft);

async function list(query: string): Promise<ProductListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (r: { data: Product[] }) => r.data.map((p) => p.name);

describe('GET /products', () => {
  it('pages with the contract pagination, newest first by default', async () => {
    const first = await list('page=1&limit=2');
    expect(first.pagination).toEqual({ totalItems: 5, totalPages: 3, currentPage: 1, limit: 2 });
    expect(names(first)).toEqual(['Leather Sandals', 'Cloud Romper']);
    const last = await list('page=3&limit=2');
    expect(names(last)).toEqual(['Dino Romper']);
    const beyond = await list('page=9&limit=2');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(5);
  });

  it('sorts the whole catalogue by each product lowest price', async () => {
    expect(names(await list('sort=priceLowHigh&limit=50'))).toEqual([
      'Leather Sandals',
      'Dino Romper',
      'Cloud Romper',
      'Star Frock',
      'Canvas Shoes',
    ]);
    expect(names(await list('sort=priceHighLow&limit=2'))).toEqual(['Canvas Shoes', 'Star Frock']);
    expect(names(await list('sort=newest&limit=1'))).toEqual(['Leather Sandals']);
  });

  it('filters by category with descendants, several categories at once', async () => {
    expect(names(await list(`categoryId=${fashion.id}&sort=priceLowHigh`))).toEqual([
      'Dino Romper',
      'Cloud Romper',
      'Star Frock',
    ]);
    expect(
      names(await list(`categoryId=${rompers.id}&categoryId=${footwear.id}&sort=priceLowHigh`)),
    ).toEqual(['Leather Sandals', 'Dino Romper', 'Cloud Romper', 'Canvas Shoes']);
  });

  it('filters by availability, price range on any variant, and sizes', async () => {
    expect(names(await list('inStock=false'))).toEqual(['Star Frock']);
    expect((await list('inStock=true')).pagination.totalItems).toBe(4);
    expect(names(await list('minPrice=470&maxPrice=700&sort=priceLowHigh'))).toEqual([
      'Dino Romper',
      'Cloud Romper',
    ]);
    expect(names(await list('size=7&sort=priceLowHigh'))).toEqual([
      'Leather Sandals',
      'Canvas Shoes',
    ]);
    expect(names(await list('size=0-3M&size=2-3Y&sort=priceLowHigh'))).toEqual([
      'Dino Romper',
      'Cloud Romper',
      'Star Frock',
    ]);
  });

  it('returns facets over the filtered set', async () => {
    const all = await list('limit=1');
    expect(all.facets.availability).toEqual({ inStock: 4, outOfStock: 1 });
    expect(all.facets.price).toEqual({ min: 299, max: 1349 });
    const countOf = (id: string) => all.facets.categories.find((c) => c.id === id)?.count;
    expect(countOf(fashion.id)).toBe(3);
    expect(countOf(rompers.id)).toBe(2);
    expect(countOf(footwear.id)).toBe(2);
    const sizes = Object.fromEntries(all.facets.sizes.map((s) => [s.size, s.count]));
    // Counts in-stock variants: 3-6M and the frock's sizes are sold out.
    expect(sizes).toEqual({ '0-3M': 2, '6': 1, '7': 2 });

    const filtered = await list(`categoryId=${footwear.id}`);
    expect(filtered.facets.availability).toEqual({ inStock: 2, outOfStock: 0 });
    expect(filtered.facets.price).toEqual({ min: 299, max: 1349 });
  });

  it('derives every facet from the matching products and all their variants', async () => {
    // A size filter matches the product; its facets still cover all of its variants.
    const dino = await list('size=3-6M');
    expect(names(dino)).toEqual(['Dino Romper']);
    expect(dino.facets.price).toEqual({ min: 450, max: 480 });
    expect(dino.facets.sizes).toEqual([{ size: '0-3M', count: 1 }]);
    expect(dino.facets.availability).toEqual({ inStock: 1, outOfStock: 0 });
    // The product's category and its ancestor, nothing else.
    expect(dino.facets.categories).toHaveLength(2);
    expect(dino.facets.categories).toEqual(
      expect.arrayContaining([
        { id: fashion.id, count: 1 },
        { id: rompers.id, count: 1 },
      ]),
    );

    // Sold-out variants count for the price range but not for the sizes.
    const soldOut = await list('inStock=false');
    expect(soldOut.facets.price).toEqual({ min: 899, max: 999 });
    expect(soldOut.facets.sizes).toEqual([]);
    expect(soldOut.facets.availability).toEqual({ inStock: 0, outOfStock: 1 });
  });

  it("counts each filter's choices with every other filter but its own", async () => {
    // Footwear has no 0-3M: nothing matches both, yet each filter still offers its choices.
    const shoes = await list(`categoryId=${footwear.id}&size=0-3M`);
    expect(shoes.data).toEqual([]);
    expect(shoes.facets.sizes).toEqual([]);
    // The sizes of footwear (in-stock variants), the size filter left out.
    expect(shoes.filterFacets.sizes).toEqual([
      { size: '6', count: 1 },
      { size: '7', count: 2 },
    ]);
    // The categories of the 0-3M products, the category filter left out.
    expect(shoes.filterFacets.categories).toEqual(
      expect.arrayContaining([
        { id: fashion.id, count: 2 },
        { id: rompers.id, count: 2 },
      ]),
    );
    expect(shoes.filterFacets.categories).toHaveLength(2);
    // Facets of filters not in use are the facets of every filter.
    expect(shoes.filterFacets.availability).toEqual(shoes.facets.availability);
    expect(shoes.filterFacets.price).toEqual(shoes.facets.price);

    const soldOutMidPrice = await list('inStock=false&minPrice=400&maxPrice=700');
    expect(soldOutMidPrice.data).toEqual([]);
    // Dino and Cloud Romper have a variant at ₹400-700, both in stock.
    expect(soldOutMidPrice.filterFacets.availability).toEqual({ inStock: 2, outOfStock: 0 });
    // The price range of the sold-out products (the Star Frock), the price filter left out.
    expect(soldOutMidPrice.filterFacets.price).toEqual({ min: 899, max: 999 });
    expect(soldOutMidPrice.filterFacets.sizes).toEqual([]);
  });

  it('gives the same facets to the filter panel when no filter is in use', async () => {
    const all = await list('limit=1');
    expect(all.filterFacets).toEqual(all.facets);
    expect(all.filterFacets.sizes).not.toEqual([]);
  });

  it('documents both kinds of facets in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const description: string = res.json().paths['/api/products'].get.description;
    expect(description).toContain('`facets` are counted over the products that match every filter');
    expect(description).toContain('`filterFacets`');
  });

  it('returns empty facets when nothing matches', async () => {
    const none = await list('minPrice=5000&limit=20');
    expect(none.data).toEqual([]);
    expect(none.pagination).toEqual({ totalItems: 0, totalPages: 0, currentPage: 1, limit: 20 });
    expect(none.facets).toEqual({
      categories: [],
      sizes: [],
      availability: { inStock: 0, outOfStock: 0 },
      price: { min: 0, max: 0 },
    });
  });

  it('refuses bad query values with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'page=0',
      'sort=cheapest',
      'inStock=maybe',
      'categoryId=nope',
      'minPrice=-1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('keeps each product whole: category, images and all variants', async () => {
    const [dino] = (await list(`categoryId=${rompers.id}&sort=priceLowHigh&limit=1`)).data;
    expect(dino).toEqual(made['Dino Romper']);
  });
});

describe('GET /products/category/{category}', () => {
  it('takes an id or a slug and includes descendants', async () => {
    const bySlug = await t.app.inject({
      method: 'GET',
      url: '/api/products/category/baby-fashion?limit=20',
    });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().pagination.totalItems).toBe(3);
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/products/category/${footwear.id}`,
    });
    expect(
      byId
        .json()
        .data.map((p: Product) => p.name)
        .sort(),
    ).toEqual(['Canvas Shoes', 'Leather Sandals']);
    expect(byId.json().pagination.limit).toBe(20);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products/category/no-such' })).statusCode,
    ).toBe(404);
  });
});
