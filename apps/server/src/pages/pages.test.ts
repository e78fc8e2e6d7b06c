import { eq, sql } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import { describe, expect, it } from 'vitest';
import { webBuildDirs } from '../http/web-client.ts';
import { bearer, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';

// The real web app, built by the test run's global setup when its sources changed.
const t = await useTestApp({ webDistDir: webBuildDirs.client });
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Rompers' });
const product = await createProductVia(t, admin, {
  name: 'Sunny </script><script>alert(1)</script> Romper',
  categoryId: category.id,
  description: 'Soft cotton romper with snap buttons.',
  variants: [variant('0-3M', 450, 3), variant('3-6M', 499, 0)],
});
const others = await Promise.all(
  ['Cloud Bodysuit', 'Star Pyjamas'].map((name) =>
    createProductVia(t, admin, { name, categoryId: category.id, variants: [variant('1Y', 300)] }),
  ),
);
/** Saves the privacy policy with this HTML, as the admin's editor does. */
const savePrivacyPolicy = (content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/legal-pages',
    headers: bearer(admin),
    payload: { slug: 'privacy-policy', title: 'Privacy Policy', content },
  });
await savePrivacyPolicy(
  '<h2>What we keep</h2><p>Your name and address, to deliver your order.</p>',
);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The app's HTML inside <div id="root">. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)![1]!,
  ) as {
    queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
  };

describe('server-rendered pages', () => {
  it('render the shop with its products, links and pages in the HTML', async () => {
    const res = await get('/shop');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const root = rootOf(res.body);
    for (const shown of [product, ...others]) {
      expect(root).toContain(`href="/product/${shown.slug}"`);
    }
    expect(root).toContain('Cloud Bodysuit');
    expect(res.body).toContain('<title>Shop All Products | Little Sprouts</title>');
  });

  it('render a product page with its name, price, sizes and description', async () => {
    const res = await get(`/product/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Sunny &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Romper');
    expect(root).toContain('₹450');
    expect(root).toContain('0-3M');
    expect(root).toContain('3-6M');
    expect(root).toContain('Soft cotton romper with snap buttons.');
  });

  it('render a one-size product with its size chosen, and the rating by the name', async () => {
    const [bodysuit, pyjamas] = others as [(typeof others)[0], (typeof others)[0]];
    const chosen = rootOf((await get(`/product/${bodysuit.slug}`)).body);
    // The size radio (its value a variant id) comes checked: no "select a size" for one size.
    expect(chosen).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="[0-9a-f-]{36}"/);
    expect(chosen).not.toContain('href="#reviews"');

    await t.database.db
      .update(products)
      .set({ ratingCount: 12, ratingAverage: 4.3 })
      .where(eq(products.id, pyjamas.id));
    const rated = rootOf((await get(`/product/${pyjamas.slug}`)).body);
    const link = /<a href="#reviews"[^>]*>([\s\S]*?)<\/a>/.exec(rated)?.[1] ?? '';
    expect(link.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toBe(
      'Rated 4.3 out of 5 (12 reviews)',
    );
  });

  it('render a legal page in full', async () => {
    const res = await get('/page/privacy-policy');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('<p>Your name and address, to deliver your order.</p>');
  });

  it('answer an unknown product, page or address with 404 and a page that says so', async () => {
    const unknownProduct = await get('/product/no-such-romper');
    expect(unknownProduct.statusCode).toBe(404);
    expect(rootOf(unknownProduct.body)).toContain('Product not found.');
    const unknownPage = await get('/page/no-such-page');
    expect(unknownPage.statusCode).toBe(404);
    expect(rootOf(unknownPage.body)).toContain('Page Not Found');
    const unknownAddress = await get('/some/random');
    expect(unknownAddress.statusCode).toBe(404);
    expect(rootOf(unknownAddress.body)).toContain('We couldn’t find that page');
  });

  it('answer a shop page past the last with 404, saying so and linking to the last page', async () => {
    const past = await get('/shop?page=99');
    expect(past.statusCode).toBe(404);
    const root = rootOf(past.body);
    expect(root).toContain('No products on page 99');
    expect(root).not.toContain('Showing');
    expect(root).toContain('This page is empty');
    expect(root).toMatch(/<a [^>]*href="\/shop"[^>]*>Go to the last page<\/a>/);
    expect((await get('/shop?page=1')).statusCode).toBe(200);
  });

  it('hand the browser the data they were rendered from, unable to end its script element', async () => {
    const html = (await get(`/product/${product.slug}`)).body;
    const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(
      html,
    )![1]!;
    expect(state).not.toContain('</script');
    expect(state).toContain('\\u003c/script>');
    const keys = stateOf(html).queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['products', 'slug', product.slug]);
    expect(keys).toContainEqual(['company-details']);
  });

  it('answer with the error page and status 500 when a page cannot load its data', async () => {
    await t.database.db.execute(sql`alter table products rename to products_away`);
    try {
      const res = await get('/shop?sort=newest');
      expect(res.statusCode).toBe(500);
      expect(rootOf(res.body)).toContain('Something went wrong');
      expect(res.body).toContain('<title>Something went wrong | Little Sprouts</title>');
    } finally {
      await t.database.db.execute(sql`alter table products_away rename to products`);
    }
    // An error page is not kept: the same address renders again once the data is back.
    expect((await get('/shop?sort=newest')).statusCode).toBe(200);
  });

  it('serve the icon a browser asks for by itself, beside the one the page names', async () => {
    // A browser showing something other than a page (a download, an error body) asks for
    // /favicon.ico on its own; a 404 there is a console error on every such visit.
    for (const [url, type] of [
      ['/favicon.ico', 'image/vnd.microsoft.icon'],
      ['/favicon.svg', 'image/svg+xml'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
    }
  });

  it('render the shell of the pages that need a signed-in user, the same for everyone', async () => {
    const customer = await signUpCustomer(t.app);
    for (const url of ['/cart', '/checkout', '/myaccount/order', '/admin/dashboard']) {
      const anonymous = await get(url);
      const signedIn = await get(url, bearer(customer.token));
      expect(anonymous.statusCode, url).toBe(200);
      expect(rootOf(anonymous.body), url).toContain('role="status"');
      expect(signedIn.body, url).toBe(anonymous.body);
      expect(signedIn.body, url).not.toContain(customer.user.username);
    }
  });
});

describe('server-rendered pages in the cache of public answers', () => {
  it('are the same bytes for a signed-in shopper, with an ETag that answers 304', async () => {
    const customer = await signUpCustomer(t.app);
    const first = await get('/shop');
    const signedIn = await get('/shop', bearer(customer.token));
    expect(signedIn.body).toBe(first.body);
    expect(first.headers.etag).toEqual(expect.any(String));
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/shop', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('show a change to the catalogue or to a legal page at once', async () => {
    const before = (await get('/shop')).body;
    expect(before).not.toContain('Rompers and Onesies');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      headers: bearer(admin),
      payload: { name: 'Rompers and Onesies' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get('/shop')).body).toContain('Rompers and Onesies');

    const legal = (await get('/page/privacy-policy')).body;
    expect(legal).not.toContain('We never sell it.');
    await savePrivacyPolicy('<p>We never sell it.</p>');
    expect((await get('/page/privacy-policy')).body).toContain('We never sell it.');
  });
});
