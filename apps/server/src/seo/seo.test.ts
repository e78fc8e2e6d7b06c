import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { createTestApp, signInAdmin, type TestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';

let t: TestApp;
let product: Product;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Shop" /><title>Little Sprouts</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDistDir: dist });
  const admin = await signInAdmin(t);
  const category = await createCategoryVia(t, admin, { name: 'Frocks' });
  product = await createProductVia(t, admin, {
    name: 'Festive "Star" Frock <Limited>',
    categoryId: category.id,
    description: 'Twirly cotton frock with a </script> in its story.',
    variants: [variant('2-3Y', 899, 2), variant('3-4Y', 999, 0)],
  });
});
afterAll(async () => {
  await t.close();
});

describe('product pages for crawlers and link previews', () => {
  it('serve the web client with title, description, Open Graph and JSON-LD of the product', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product/${product.slug}`,
      headers: { host: 'shop.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      '<title>Festive &#34;Star&#34; Frock &#60;Limited&#62; | Little Sprouts</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Twirly cotton frock with a &#60;/script&#62; in its story." />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://shop.example/product/${product.slug}" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="http://shop.example${product.images[0]!.url}" />`,
    );
    const { url: full, thumbUrl } = product.images[0]!;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${thumbUrl}" imagesrcset="${thumbUrl} 400w, ${full} 1200w" imagesizes="(min-width: 64rem) 40vw, 100vw" fetchpriority="high" />`,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).not.toContain('</script>');
    const data = JSON.parse(jsonLd!);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Festive "Star" Frock <Limited>',
      offers: {
        priceCurrency: 'INR',
        lowPrice: 899,
        highPrice: 999,
        availability: 'https://schema.org/InStock',
      },
    });
    expect((html.match(/<title>/g) ?? []).length).toBe(1);
  });

  it('answer an unknown product with 404 and the plain web client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Little Sprouts</title>');
  });

  it('publish robots.txt and a sitemap with every product', async () => {
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.example' },
    });
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'shop.example' },
    });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://shop.example/product/${product.slug}</loc>`);
    expect(sitemap.body).toContain('<loc>http://shop.example/shop</loc>');
  });
});
