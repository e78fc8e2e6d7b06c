import { describe, expect, it } from 'vitest';
import type { Category, Product } from '@shop/contracts/catalog';
import { bearer, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { customerWithCart, placeOrderAs } from '../orders/orders-fixtures.ts';
import { createCategoryVia, productForm, variant } from './catalog-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const customer = (await signUpCustomer(t.app)).token;
const category = await createCategoryVia(t, admin, { name: 'Frocks' });

/** POST /products: a new product, or an update of `id` keeping its variants. */
async function saveProduct(fields: Record<string, string>, existing?: Product) {
  const form = await productForm(
    {
      name: existing?.name ?? fields.productName ?? 'Product',
      categoryId: category.id,
      variants: existing
        ? existing.variants.map((v) => ({ ...variant(v.size, v.originalPrice, v.stock), id: v.id }))
        : [variant('2-3Y', 799, 5)],
    },
    { ...fields, ...(existing && { id: existing.id }) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { data: Product }).data;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const idsIn = (products: Product[]) => products.map((p) => p.id);

const onSale = await saveProduct({ productName: 'Sunny Zebrafluff Frock' });
const draft = await saveProduct({ productName: 'Secret Zebrafluff Frock', status: 'DRAFT' });

/** Every public answer that lists products, with the ids it lists. */
async function publicListings(): Promise<Record<string, string[]>> {
  const list = async (url: string) => {
    const body = (await get(url)).json();
    return idsIn(body.data ?? body.products);
  };
  return {
    listing: await list('/api/products?limit=100'),
    sizeFiltered: await list('/api/products?size=2-3Y&limit=100'),
    category: await list(`/api/products/category/${category.slug}?limit=100`),
    oneWordSearch: await list('/api/products/search?q=zebrafluff'),
    twoWordSearch: await list('/api/products/search?q=zebrafluff+frock'),
    prefixSearch: await list('/api/products/search?q=zebraf'),
    emptySearch: await list('/api/products/search?q=&limit=100'),
  };
}

describe('the product status', () => {
  it('is ACTIVE by default and DRAFT when the form says so', () => {
    expect(onSale.status).toBe('ACTIVE');
    expect(draft.status).toBe('DRAFT');
  });

  it('is kept by an update without the field and changed by one with it', async () => {
    const kept = await saveProduct({ description: 'Still hidden.' }, draft);
    expect(kept).toMatchObject({ status: 'DRAFT', description: 'Still hidden.' });
    const hidden = await saveProduct({ status: 'DRAFT' }, onSale);
    expect(hidden.status).toBe('DRAFT');
    expect((await saveProduct({ status: 'ACTIVE' }, onSale)).status).toBe('ACTIVE');
  });

  it('refuses an unknown status', async () => {
    const form = await productForm(
      { name: 'Odd', categoryId: category.id, variants: [variant('2-3Y', 100)] },
      { status: 'HIDDEN' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a draft in public answers', () => {
  it('is in no listing, category page or search, and not counted in facets or categories', async () => {
    for (const [answer, ids] of Object.entries(await publicListings())) {
      expect(ids, answer).toContain(onSale.id);
      expect(ids, answer).not.toContain(draft.id);
    }
    const listing = (await get(`/api/products?categoryId=${category.id}&size=2-3Y`)).json();
    expect(listing.pagination.totalItems).toBe(1);
    expect(listing.facets.categories).toContainEqual({ id: category.id, count: 1 });
    expect(listing.facets.sizes).toContainEqual({ size: '2-3Y', count: 1 });
    expect(listing.filterFacets.sizes).toContainEqual({ size: '2-3Y', count: 1 });
    const unfiltered = (await get('/api/products')).json();
    expect(unfiltered.facets.sizes).toContainEqual({ size: '2-3Y', count: 1 });
    const tree = (await get('/api/categories')).json().data as Category[];
    expect(tree.find((c) => c.id === category.id)?._count.products).toBe(1);
  });

  it('is 404 by slug and id for visitors and customers, and shown to admins', async () => {
    for (const url of [`/api/products/slug/${draft.slug}`, `/api/products/${draft.id}`]) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, customer)).statusCode, url).toBe(404);
      const asAdmin = await get(url, admin);
      expect(asAdmin.statusCode, url).toBe(200);
      expect(asAdmin.json().data).toMatchObject({ id: draft.id, status: 'DRAFT' });
      expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('never leaks through the public cache, whoever asks first', async () => {
    const adminFirst = `/api/products/slug/${draft.slug}`;
    expect((await get(adminFirst, admin)).statusCode).toBe(200);
    expect((await get(adminFirst)).statusCode).toBe(404);
    expect((await get(adminFirst, customer)).statusCode).toBe(404);

    const visitorFirst = `/api/products/${draft.id}`;
    expect((await get(visitorFirst)).statusCode).toBe(404);
    expect((await get(visitorFirst, admin)).statusCode).toBe(200);
    expect((await get(visitorFirst)).statusCode).toBe(404);
  });

  it('is not in the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/product/${onSale.slug}`);
    expect(sitemap).not.toContain(draft.slug);
  });

  it('cannot be added to a wishlist: 404, as for an unknown id', async () => {
    const { token } = await signUpCustomer(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${onSale.id}`,
      headers: bearer(token),
    });
    expect(added.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/00000000-0000-4000-8000-000000000000',
      headers: bearer(token),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${draft.id}`,
      headers: bearer(token),
    });
    // Nothing tells a draft from a product that does not exist.
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    const items = (await get('/api/wishlist', token)).json().wishlist.items;
    const listed = items.map((item: { productId: string }) => item.productId);
    expect(listed).toContain(onSale.id);
    expect(listed).not.toContain(draft.id);
  });
});

describe('buying a draft', () => {
  it('cannot add it to a cart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(customer),
      payload: { productVariantId: draft.variants[0]!.id, quantity: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This product is not available.',
    });
  });

  it('refuses an order whose cart holds a product that became a draft', async () => {
    const product = await saveProduct({ productName: 'Soon Hidden Frock' });
    const buyer = await customerWithCart(t, [{ variantId: product.variants[0]!.id, quantity: 1 }]);
    await saveProduct({ status: 'DRAFT' }, product);

    const cart = (await get('/api/cart', buyer.token)).json().items;
    expect(cart[0].product.variant.stock).toBe(0);
    const res = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This product is not available: Soon Hidden Frock. Please remove it from your cart.',
    });
    const stock = await get(`/api/products/${product.id}`, admin);
    expect(stock.json().data.variants[0].stock).toBe(5);
  });
});

describe('publishing', () => {
  it('puts a draft everywhere at once, and unpublishing takes it away', async () => {
    const product = await saveProduct({ productName: 'Dotty Zebrafluff Frock', status: 'DRAFT' });
    await publicListings(); // fills the public cache without it
    expect((await get(`/api/products/slug/${product.slug}`)).statusCode).toBe(404);

    await saveProduct({ status: 'ACTIVE' }, product);
    for (const [answer, ids] of Object.entries(await publicListings())) {
      expect(ids, answer).toContain(product.id);
    }
    expect((await get(`/api/products/slug/${product.slug}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(product.slug);

    await saveProduct({ status: 'DRAFT' }, product);
    for (const [answer, ids] of Object.entries(await publicListings())) {
      expect(ids, answer).not.toContain(product.id);
    }
    expect((await get(`/api/products/slug/${product.slug}`)).statusCode).toBe(404);
  });
});
