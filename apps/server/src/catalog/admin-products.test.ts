import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import type { Pagination } from '@shop/contracts/common';
import { bearer, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from './catalog-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const fashion = await createCategoryVia(t, admin, { name: 'Baby Fashion' });
const rompers = await createCategoryVia(t, admin, { name: 'Rompers', parentId: fashion.id });
const footwear = await createCategoryVia(t, admin, { name: 'Footwear' });

// Created in this order, so newest first is the reverse.
const dino = await createProductVia(t, admin, {
  name: 'Dino Romper',
  categoryId: rompers.id,
  variants: [variant('0-3M', 450, 3), variant('3-6M', 480, 0)],
});
await createProductVia(t, admin, {
  name: 'star Frock',
  categoryId: fashion.id,
  variants: [variant('2-3Y', 899, 0), variant('3-4Y', 999, 0)],
});
const shoes = await createProductVia(t, admin, {
  name: 'Canvas Shoes',
  categoryId: footwear.id,
  variants: [variant('6', 1299, 20), variant('7', 1349, 10)],
});
const cloud = await createProductVia(t, admin, {
  name: 'Cloud Romper',
  categoryId: rompers.id,
  variants: [variant('0-3M', 650, 6, { color: 'Sky Blue' })],
});

// Saving a status and SKUs belongs to the product form; here the rows are set directly.
const { db } = t.database;
await db.execute(sql`update products set status = 'DRAFT' where id = ${cloud.id}`);
await db.execute(
  sql`update product_variants set sku = 'LS-RMP-03' where id = ${dino.variants[0]?.id}`,
);
await db.execute(
  sql`update product_variants set sku = 'cv_sh/6' where id = ${shoes.variants[0]?.id}`,
);

async function list(query: string): Promise<{ data: Product[]; pagination: Pagination }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products?${query}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = async (query: string) => (await list(query)).data.map((p: Product) => p.name);

describe('GET /admin/products', () => {
  it('lists every product newest first, drafts included, with their status', async () => {
    const all = await list('');
    expect(all.data.map((p) => p.name)).toEqual([
      'Cloud Romper',
      'Canvas Shoes',
      'star Frock',
      'Dino Romper',
    ]);
    expect(all.data[0]?.status).toBe('DRAFT');
    expect(all.pagination).toEqual({ totalItems: 4, totalPages: 1, currentPage: 1, limit: 10 });
  });

  it('pages, and refuses a limit over 100', async () => {
    const past = await list('q=romp&page=5&limit=1');
    expect(past.data).toEqual([]);
    expect(past.pagination.totalItems).toBe(2);
    const searched = await list('q=romp&page=2&limit=1');
    expect(searched.data.map((p) => p.name)).toEqual(['Dino Romper']);
    expect(searched.pagination).toEqual({ totalItems: 2, totalPages: 2, currentPage: 2, limit: 1 });
    const second = await list('page=2&limit=3');
    expect(second.data.map((p) => p.name)).toEqual(['Dino Romper']);
    expect(second.pagination).toEqual({ totalItems: 4, totalPages: 2, currentPage: 2, limit: 3 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?limit=101',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
  });

  it('finds every word in the name, case-insensitive and in part', async () => {
    expect(await names('q=romp')).toEqual(['Cloud Romper', 'Dino Romper']);
    expect(await names('q=ROMP%20dino')).toEqual(['Dino Romper']);
    expect(await names('q=romp%20frock')).toEqual([]);
  });

  it("finds part of a variant's SKU, case-insensitive, its punctuation as typed", async () => {
    expect(await names('q=ls-rmp')).toEqual(['Dino Romper']);
    expect(await names('q=CV_SH%2F')).toEqual(['Canvas Shoes']);
    // `_` and `%` are characters to find, not patterns.
    expect(await names('q=cv_s_')).toEqual([]);
    expect(await names('q=%25')).toEqual([]);
  });

  it("finds the category's name", async () => {
    expect(await names('q=footw')).toEqual(['Canvas Shoes']);
    expect(await names('q=baby%20fash')).toEqual(['star Frock']);
  });

  it('filters by a category with its descendants', async () => {
    expect(await names(`categoryId=${fashion.id}`)).toEqual([
      'Cloud Romper',
      'star Frock',
      'Dino Romper',
    ]);
    expect(await names(`categoryId=${rompers.id}&q=cloud`)).toEqual(['Cloud Romper']);
  });

  it('filters by stock: in, low (some variant 1 to 5) and out', async () => {
    expect(await names('stock=in')).toEqual(['Cloud Romper', 'Canvas Shoes', 'Dino Romper']);
    expect(await names('stock=low')).toEqual(['Dino Romper']);
    expect(await names('stock=out')).toEqual(['star Frock']);
    expect(await names(`stock=in&categoryId=${fashion.id}`)).toEqual([
      'Cloud Romper',
      'Dino Romper',
    ]);
  });

  it('filters by status', async () => {
    expect(await names('status=DRAFT')).toEqual(['Cloud Romper']);
    expect(await names('status=ACTIVE')).toEqual(['Canvas Shoes', 'star Frock', 'Dino Romper']);
  });

  it('sorts by name (case-insensitive), price both ways and total stock', async () => {
    expect(await names('sort=name')).toEqual([
      'Canvas Shoes',
      'Cloud Romper',
      'Dino Romper',
      'star Frock',
    ]);
    expect(await names('sort=priceLowHigh')).toEqual([
      'Dino Romper',
      'Cloud Romper',
      'star Frock',
      'Canvas Shoes',
    ]);
    expect(await names('sort=priceHighLow')).toEqual([
      'Canvas Shoes',
      'star Frock',
      'Cloud Romper',
      'Dino Romper',
    ]);
    expect(await names('sort=stockLowHigh')).toEqual([
      'star Frock',
      'Dino Romper',
      'Cloud Romper',
      'Canvas Shoes',
    ]);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/products' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await signUpCustomer(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
