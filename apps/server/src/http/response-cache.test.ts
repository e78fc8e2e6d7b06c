import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, Product, ProductListResponse } from '@shop/contracts/catalog';
import type { Order } from '@shop/contracts/orders';
import { bearer, createTestApp, signInAdmin, type TestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart } from '../orders/orders-fixtures.ts';
import {
  clearOnDeclaredChanges,
  createResponseCache,
  requireDeclaredChanges,
  type ResponseCacheOptions,
} from './response-cache.ts';

describe('public catalogue responses on the real app', () => {
  let t: TestApp;
  let admin: string;
  let category: Category;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
    category = await createCategoryVia(t, admin, { name: 'Rompers' });
    product = await createProductVia(t, admin, {
      name: 'Dino Romper',
      categoryId: category.id,
      variants: [variant('0-3M', 450, 3)],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 304 with no body when If-None-Match names the current ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=20' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?page=1&limit=20',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/products?page=1&limit=20',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('shows an admin change on the very next read, with a new ETag', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/products/slug/${product.slug}` });
    expect(before.statusCode).toBe(200);
    const listBefore = await t.app.inject({ method: 'GET', url: '/api/products?limit=20' });
    expect((listBefore.json() as ProductListResponse).pagination.totalItems).toBe(1);

    await createProductVia(t, admin, {
      name: 'Star Frock',
      categoryId: category.id,
      variants: [variant('2-3Y', 899, 2)],
    });
    const listAfter = await t.app.inject({ method: 'GET', url: '/api/products?limit=20' });
    expect((listAfter.json() as ProductListResponse).data.map((p) => p.name)).toEqual([
      'Star Frock',
      'Dino Romper',
    ]);
    expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      headers: bearer(admin),
      payload: { name: 'Baby Rompers' },
    });
    expect(renamed.statusCode).toBe(200);
    const tree = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect((tree.json() as { data: Category[] }).data.map((c) => c.name)).toEqual(['Baby Rompers']);
  });

  it('sends brotli or gzip to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products?limit=20' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=20',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=20',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps errors out of the cache', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/slug/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.json()).toMatchObject({ message: 'Product not found.' });
  });

  describe('stock changed by an order shows at once in the cached listing and detail', () => {
    let hat: Product;
    beforeAll(async () => {
      const hats = await createCategoryVia(t, admin, { name: 'Sun Hats' });
      hat = await createProductVia(t, admin, {
        name: 'Sun Hat',
        categoryId: hats.id,
        variants: [variant('Free Size', 299, 10)],
      });
    });

    /** The hat's stock as its cached category listing and its cached detail show it. */
    async function shownStock(): Promise<{ listing: number; detail: number }> {
      const listing = await t.app.inject({
        method: 'GET',
        url: `/api/products/category/${hat.category.slug}`,
      });
      const detail = await t.app.inject({ method: 'GET', url: `/api/products/slug/${hat.slug}` });
      return {
        listing: (listing.json() as { data: Product[] }).data[0]!.variants[0]!.stock,
        detail: (detail.json() as { data: Product }).data.variants[0]!.stock,
      };
    }

    async function placedOrder(quantity: number, url = '/api/orders/place') {
      const buyer = await customerWithCart(t, [{ variantId: hat.variants[0]!.id, quantity }]);
      const placed = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(buyer.token),
        payload: { addressId: buyer.addressId, paymentMethod: 'COD' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return { buyer, order: (placed.json() as { order: Order }).order };
    }

    it('placing an order', async () => {
      const before = await shownStock();
      await placedOrder(2);
      expect(await shownStock()).toEqual({
        listing: before.listing - 2,
        detail: before.detail - 2,
      });
    });

    it('the customer cancelling it', async () => {
      const { buyer, order } = await placedOrder(3);
      const before = await shownStock();
      const cancelled = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/cancel`,
        headers: bearer(buyer.token),
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await shownStock()).toEqual({
        listing: before.listing + 3,
        detail: before.detail + 3,
      });
    });

    it('an admin setting it CANCELED', async () => {
      const { order } = await placedOrder(1);
      const before = await shownStock();
      const cancelled = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/status`,
        headers: bearer(admin),
        payload: { deliveryStatus: 'CANCELED' },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await shownStock()).toEqual({
        listing: before.listing + 1,
        detail: before.detail + 1,
      });
    });

    it('whatever spelling of the path reached the route', async () => {
      const before = await shownStock();
      // %6F is "o": the router decodes it and places the order, a path prefix would not match.
      await placedOrder(1, '/api/%6Frders/place');
      expect(await shownStock()).toEqual({
        listing: before.listing - 1,
        detail: before.detail - 1,
      });
    });
  });
});

/**
 * A one-route app whose answer is a counter the test controls, to see when it is recomputed, with
 * writes that declare what they change. `arrived(n)` resolves once n reads have reached the cache.
 */
async function counterApp(options: ResponseCacheOptions) {
  const app: FastifyInstance = Fastify();
  const cache = createResponseCache(options);
  const state = { value: 0, computed: 0, gate: Promise.resolve() };
  let reads = 0;
  let onRead = () => {};
  const arrived = (count: number) =>
    new Promise<void>((resolve) => {
      onRead = () => {
        if (reads >= count) resolve();
      };
      onRead();
    });
  app.get('/api/things', (request, reply) => {
    reads += 1;
    const sent = cache.send(request, reply, async () => {
      state.computed += 1;
      const value = state.value;
      await state.gate;
      return { value };
    });
    onRead();
    return sent;
  });
  await app.register(async (api) => {
    requireDeclaredChanges(api);
    clearOnDeclaredChanges(api, cache);
    api.post('/api/things', { config: { changes: 'catalogue' } }, async () => {
      state.value += 1;
      return { ok: true };
    });
    api.post('/api/elsewhere', { config: { changes: 'stock' } }, async () => ({ ok: true }));
    api.post('/api/refused', { config: { changes: 'catalogue' } }, async (_request, reply) =>
      reply.code(409).send({ refused: true }),
    );
    api.post('/api/other', { config: { changes: 'nothing cached' } }, async () => ({ ok: true }));
  });
  await app.ready();
  const read = async () =>
    (await app.inject({ method: 'GET', url: '/api/things' })).json() as { value: number };
  return { app, cache, state, read, arrived };
}

describe('createResponseCache', () => {
  it('computes once for concurrent requests to the same address', async () => {
    const { app, state, read, arrived } = await counterApp({});
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const reads = Promise.all([read(), read(), read()]);
    await arrived(3);
    open();
    expect(await reads).toEqual([{ value: 0 }, { value: 0 }, { value: 0 }]);
    expect(state.computed).toBe(1);
    await app.close();
  });

  it('serves a stale entry while one refresh runs, then the refreshed one', async () => {
    let clock = 0;
    const { app, state, read } = await counterApp({
      freshMs: 100,
      staleMs: 1000,
      now: () => clock,
    });
    expect(await read()).toEqual({ value: 0 });
    state.value = 7; // changed behind the app's back, as another server instance would
    clock = 150;
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    expect(await read()).toEqual({ value: 0 });
    expect(await read()).toEqual({ value: 0 }); // the refresh is still held: no second one
    open();
    await vi.waitFor(async () => expect(await read()).toEqual({ value: 7 }));
    expect(state.computed).toBe(2);
    clock = 5000; // too old to serve even while refreshing
    state.value = 8;
    expect(await read()).toEqual({ value: 8 });
    await app.close();
  });

  it('is emptied by a successful write that declares a change to what it holds, whatever its path', async () => {
    const { app, state, read } = await counterApp({ freshMs: 60_000 });
    expect(await read()).toEqual({ value: 0 });
    await app.inject({ method: 'POST', url: '/api/other' });
    state.value = 3;
    expect(await read()).toEqual({ value: 0 });
    expect((await app.inject({ method: 'POST', url: '/api/refused' })).statusCode).toBe(409);
    expect(await read()).toEqual({ value: 0 });
    await app.inject({ method: 'POST', url: '/api/things' });
    expect(await read()).toEqual({ value: 4 });
    state.value = 5;
    await app.inject({ method: 'POST', url: '/api/elsewhere' });
    expect(await read()).toEqual({ value: 5 });
    await app.close();
  });

  it('does not store what a computation read before a write finished', async () => {
    const { app, cache, state, read, arrived } = await counterApp({ freshMs: 60_000 });
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const early = read();
    await arrived(1);
    cache.clear();
    state.value = 5;
    open();
    expect(await early).toEqual({ value: 0 });
    expect(cache.size).toBe(0);
    expect(await read()).toEqual({ value: 5 });
    await app.close();
  });

  it('answers a fresh entry from onRequest, before validation and the handler', async () => {
    const app: FastifyInstance = Fastify();
    const cache = createResponseCache({ freshMs: 60_000 });
    let handled = 0;
    app.get('/n', { onRequest: cache.serveFresh }, (request, reply) => {
      handled += 1;
      return cache.send(request, reply, async () => ({ handled }));
    });
    const first = await app.inject({ method: 'GET', url: '/n' });
    const second = await app.inject({ method: 'GET', url: '/n' });
    const revalidated = await app.inject({
      method: 'GET',
      url: '/n',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.json()).toEqual({ handled: 1 });
    expect(revalidated.statusCode).toBe(304);
    expect(handled).toBe(1);
    await app.close();
  });

  it("sends a large page that stays the same in brotli's smallest form, a changed one quickly", async () => {
    let clock = 0;
    const app: FastifyInstance = Fastify();
    const cache = createResponseCache({ freshMs: 100, staleMs: 60_000, now: () => clock });
    let edition = 0;
    // A shop page's worth of cards: 185 KB of HTML, names and prices varying as real ones do.
    const words =
      'soft cotton romper muslin gauze frock kurta bib mittens swaddle rattle sandal'.split(' ');
    const page = (of = edition) => {
      let seed = 7 + of;
      const next = (below: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return Math.floor((seed / 2_147_483_648) * below);
      };
      return Array.from(
        { length: 2000 },
        (_, index) =>
          `<article><h3>${words[next(words.length)]} ${words[next(words.length)]} ${index}</h3>` +
          `<p>₹${next(5000)}.00 <s>₹${next(9000)}.00</s></p></article>`,
      ).join('\n');
    };
    app.get('/shop', (request, reply) =>
      cache.sendPage(request, reply, async () => ({ status: 200, html: page() })),
    );
    const fetchPage = async (of = edition) => {
      const answer = await app.inject({
        method: 'GET',
        url: '/shop',
        headers: { 'accept-encoding': 'br' },
      });
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page(of));
      return answer.rawPayload.length;
    };

    const quick = await fetchPage();
    clock = 9_000; // refreshed, unchanged, but not for long enough yet
    expect(await fetchPage()).toBe(quick);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await fetchPage()).toBe(quick);

    clock = 10_500; // the same page for ten seconds: worth brotli's slowest, once
    await fetchPage();
    await vi.waitFor(async () => expect(await fetchPage()).toBeLessThan(quick * 0.9));
    const smallest = await fetchPage();
    clock = 30_000; // refreshes that find the same page keep its smallest form
    await fetchPage();
    expect(await fetchPage()).toBe(smallest);

    edition = 1; // a price changed: the new page goes out at once, quickly compressed
    clock = 31_000;
    await fetchPage(0); // the old page, while the refresh runs
    await vi.waitFor(async () => expect(await fetchPage()).toBeGreaterThan(smallest));
    await app.close();
  });

  it('keeps at most maxEntries addresses', async () => {
    const app: FastifyInstance = Fastify();
    const cache = createResponseCache({ maxEntries: 2 });
    app.get('/n/:n', (request, reply) => cache.send(request, reply, async () => ({ ok: true })));
    for (const n of [1, 2, 3]) await app.inject({ method: 'GET', url: `/n/${n}` });
    expect(cache.size).toBe(2);
    await app.close();
  });
});

describe('declaring what a write changes', () => {
  const start = async (routes: (api: FastifyInstance) => void) => {
    const app = Fastify();
    await app.register(async (api) => {
      requireDeclaredChanges(api);
      routes(api);
    });
    await app.ready();
  };

  it('a write that does not declare it cannot be registered', async () => {
    await expect(
      start((api) => {
        api.get('/read', async () => 'ok');
        api.post('/declared', { config: { changes: 'nothing cached' } }, async () => 'ok');
        api.put('/forgotten', async () => 'written');
      }),
    ).rejects.toThrow(
      "PUT /forgotten declares no config.changes: 'catalogue', 'stock', 'storefront' or 'nothing cached'",
    );
  });

  it('a read that declares one cannot either (it would empty the cache on every read)', async () => {
    await expect(
      start((api) => api.get('/read', { config: { changes: 'stock' } }, async () => 'ok')),
    ).rejects.toThrow('GET /read is a read and cannot declare config.changes');
  });
});
