import { describe, expect, it } from 'vitest';
import { webBuildDirs } from '../http/web-client.ts';
import { decodeEntities } from '../test/html-text.ts';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { renameShopVia } from '../content/company-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';
const POISONED_HOST = 'evil.example';

// The real web app, built by the test run's global setup when its sources changed.
const t = await useTestApp({ webDistDir: webBuildDirs.client }, { PUBLIC_URL: `${PUBLIC_URL}/` });
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Frocks' });
const product = await createProductVia(t, admin, {
  name: 'Festive "Star" Frock <Limited>',
  categoryId: category.id,
  description: 'Twirly cotton frock with a </script> in its story.',
  variants: [variant('2-3Y', 899, 2), variant('3-4Y', 999, 0)],
});

const get = (url: string, host?: string) =>
  t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });

const titleOf = (html: string) => decodeEntities(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '');
const descriptionOf = (html: string) =>
  decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);

describe('product pages for crawlers and link previews', () => {
  it('serve the web client with title, description, Open Graph and JSON-LD of the product', async () => {
    const res = await get(`/product/${product.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('Festive &quot;Star&quot; Frock &lt;Limited&gt;</h1>');
    expect(titleOf(html)).toBe('Festive "Star" Frock <Limited> | Little Sprouts');
    expect(descriptionOf(html)).toBe('Twirly cotton frock with a </script> in its story.');
    expect((html.match(/<meta name="description"/g) ?? []).length).toBe(1);
    expect(html).toContain('<meta property="og:site_name" content="Little Sprouts" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).not.toContain('</script>');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Product',
      name: 'Festive "Star" Frock <Limited>',
      brand: { name: 'Little Sprouts' },
      offers: {
        priceCurrency: 'INR',
        lowPrice: 899,
        highPrice: 999,
        availability: 'https://schema.org/InStock',
      },
    });
    expect((html.match(/<title>/g) ?? []).length).toBe(1);
    expect((html.match(/og:site_name/g) ?? []).length).toBe(1);
  });

  it('build canonical, Open Graph and JSON-LD links from PUBLIC_URL, whatever the Host header says', async () => {
    const res = await get(`/product/${product.slug}`, POISONED_HOST);
    const html = res.body;
    const productUrl = `${PUBLIC_URL}/product/${product.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${productUrl}" />`);
    expect(html).toContain(`<meta property="og:url" content="${productUrl}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}${product.images[0]!.url}" />`,
    );
    expect(jsonLdOf(html)).toMatchObject({
      url: productUrl,
      image: product.images.map((image) => `${PUBLIC_URL}${image.url}`),
    });
    expect(html).not.toContain(POISONED_HOST);
    expect(html).toBe((await get(`/product/${product.slug}`, 'shop.example.in')).body);
  });

  it('answer an unknown product with 404 and a page that says so', async () => {
    const res = await get('/product/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Product not found | Little Sprouts');
    expect(res.body).not.toContain('application/ld+json');
  });
});

describe('robots.txt and the sitemap', () => {
  it('name the sitemap and every product under PUBLIC_URL', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    // A customer's "Confirm my order" link is nothing for a search engine.
    expect(robots.body).toContain('Disallow: /confirm-order');
    // Nor is a mail's unsubscribe link (opening it unsubscribes).
    expect(robots.body).toContain('Disallow: /unsubscribe');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/product/${product.slug}</loc>`);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/shop</loc>`);
  });

  it.each(['/robots.txt', '/sitemap.xml'])(
    'send %s byte for byte the same whatever the Host header, so shared caches may keep it',
    async (url) => {
      const honest = await get(url, 'shop.example.in');
      const poisoned = await get(url, POISONED_HOST);
      expect(poisoned.statusCode).toBe(200);
      expect(poisoned.rawPayload.equals(honest.rawPayload)).toBe(true);
      expect(poisoned.body).not.toContain(POISONED_HOST);
      expect(poisoned.headers['cache-control']).toBe('public, max-age=3600');
      expect(poisoned.headers['vary']).toBeUndefined();
    },
  );
});

describe("the shop's name in the pages the server sends", () => {
  it('follows a rename of the company at once: title, description, og:site_name, noscript, product pages', async () => {
    await renameShopVia(t, admin, 'Tiny Threads & Co');
    for (const url of ['/', '/shop', '/about']) {
      const html = (await get(url)).body;
      expect(titleOf(html), url).toMatch(/ \| Tiny Threads & Co$/);
      expect(html, url).toContain(
        '<meta property="og:site_name" content="Tiny Threads &#38; Co" />',
      );
      expect(html, url).toContain('Tiny Threads &#38; Co.</noscript>');
      expect(html, url).not.toContain('Little Sprouts');
      expect(html, url).not.toContain('%SHOP_NAME%');
    }
    expect(descriptionOf((await get('/about')).body)).toMatch(/^The story of Tiny Threads & Co:/);
    const page = (await get(`/product/${product.slug}`)).body;
    expect(titleOf(page)).toBe('Festive "Star" Frock <Limited> | Tiny Threads & Co');
    expect(page).toContain('<meta property="og:site_name" content="Tiny Threads &#38; Co" />');
    expect(jsonLdOf(page).brand).toEqual({ '@type': 'Brand', name: 'Tiny Threads & Co' });
    expect(page).not.toContain('Little Sprouts');
  });

  it('never sends index.html with its placeholder', async () => {
    const res = await get('/index.html');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('%SHOP_NAME%');
  });
});
