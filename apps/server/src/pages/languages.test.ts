import { describe, expect, it } from 'vitest';
import { webBuildDirs } from '../http/web-client.ts';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';

// The real web app, built by the test run's global setup when its sources changed.
const t = await useTestApp({ webDistDir: webBuildDirs.client }, { PUBLIC_URL });
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Kurta Sets' });
const product = await createProductVia(t, admin, {
  name: 'Festive Kurta Set',
  categoryId: category.id,
  variants: [variant('2-3Y', 899, 2)],
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([a-z-]+)" href="([^"]+)" \/>/g)].map(
      (match) => [match[1], match[2]],
    ),
  );

describe('pages in English and Hindi', () => {
  it('serve the Hindi page under /hi, in Hindi, with <html lang="hi">', async () => {
    const english = await get('/shop');
    const hindi = await get('/hi/shop');
    expect(english.statusCode).toBe(200);
    expect(hindi.statusCode).toBe(200);
    expect(english.body).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(hindi.body).toMatch(/^<!doctype html>\s*<html lang="hi">/i);
    // The header's navigation in each language, its links staying in that language.
    expect(english.body).toContain('>About Us</a>');
    expect(hindi.body).toContain('>हमारे बारे में</a>');
    expect(hindi.body).toContain('href="/hi/about"');
    expect(hindi.body).not.toContain('>About Us</a>');
    // The template's own texts too: the note shown without JavaScript, the default description.
    expect(hindi.body).toContain(
      '<noscript>Little Sprouts पर ख़रीदारी के लिए कृपया JavaScript चालू करें।</noscript>',
    );
    expect(english.body).toContain(
      '<noscript>Please turn on JavaScript to shop at Little Sprouts.</noscript>',
    );
    const cart = (await get('/hi/cart')).body;
    expect(cart).toMatch(/<meta\s+name="description"\s+content="Little Sprouts: शिशुओं/);
    // Each page fetches its own language's messages, never the other's.
    const preloads = (html: string) => /data-preload="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(preloads(english.body)).toMatch(/messages-en-[\w-]+\.js/);
    expect(preloads(english.body)).not.toMatch(/messages-hi/);
    expect(preloads(hindi.body)).toMatch(/messages-hi-[\w-]+\.js/);
    expect(preloads(hindi.body)).not.toMatch(/messages-en/);
    // And only the texts it shows: the shell's and the catalogue's, not the account's or the
    // home page's, which the pages showing them fetch (apps/web/src/app/i18n/message-groups.ts).
    const chunks = (html: string) =>
      [...preloads(html).matchAll(/messages-(\w+)-(\w+)-/g)].map(
        ([, lang, group]) => `${lang} ${group}`,
      );
    expect(chunks(hindi.body).sort()).toEqual(['hi catalog', 'hi shell']);
    expect(chunks((await get('/hi/login')).body).sort()).toEqual([
      'hi account',
      'hi forms',
      'hi shell',
    ]);
    expect(chunks((await get('/')).body).sort()).toEqual([
      'en catalog',
      'en marketing',
      'en shell',
    ]);
  });

  it('name both versions of every page with hreflang, English as the default', async () => {
    for (const [url, path] of [
      ['/shop?page=1', '/shop?page=1'],
      ['/hi/shop?page=1', '/shop?page=1'],
      ['/', '/'],
      [`/hi/product/${product.slug}`, `/product/${product.slug}`],
    ] as const) {
      const res = await get(url);
      const hindiPath = path === '/' ? '/hi' : `/hi${path}`;
      expect(alternatesOf(res.body), url).toEqual({
        en: `${PUBLIC_URL}${path}`,
        hi: `${PUBLIC_URL}${hindiPath}`,
        'x-default': `${PUBLIC_URL}${path}`,
      });
    }
    const hindiProduct = await get(`/hi/product/${product.slug}`);
    expect(hindiProduct.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/hi/product/${product.slug}" />`,
    );
    expect(hindiProduct.body).toContain('Festive Kurta Set</h1>');
  });

  it('send a shopper who chose Hindi from an English address to the Hindi page, and nobody else', async () => {
    const chose = await get('/shop?page=2', { cookie: 'theme=dark; lang=hi' });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/hi/shop?page=2');
    expect(chose.headers['cache-control']).toBe('no-store');
    // Chose English, or nothing: the English page. A Hindi browser alone moves no one.
    expect((await get('/shop', { cookie: 'lang=en' })).statusCode).toBe(200);
    expect((await get('/shop', { 'accept-language': 'hi-IN,hi;q=0.9' })).statusCode).toBe(200);
    // The Hindi page itself is never sent anywhere else.
    expect((await get('/hi/shop', { cookie: 'lang=en' })).statusCode).toBe(200);
    expect((await get('/hi/shop', { cookie: 'lang=hi' })).statusCode).toBe(200);
  });

  it('list every page in both languages in the sitemap, each naming the other', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const xml = res.body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const productUrl = `${PUBLIC_URL}/product/${product.slug}`;
    const hindiUrl = `${PUBLIC_URL}/hi/product/${product.slug}`;
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const entryOf = (loc: string) => entries.find((entry) => entry.includes(`<loc>${loc}</loc>`));
    for (const loc of [productUrl, hindiUrl, `${PUBLIC_URL}/shop`, `${PUBLIC_URL}/hi/shop`]) {
      const entry = entryOf(loc);
      expect(entry, loc).toBeDefined();
      expect(entry).toContain('hreflang="en"');
      expect(entry).toContain('hreflang="hi"');
    }
    expect(entryOf(hindiUrl)).toContain(`hreflang="en" href="${productUrl}"`);
    // Every page twice, once per language, each naming both.
    const hindiEntries = entries.filter((entry) => /<loc>[^<]*\/hi(\/|<)/.test(entry));
    expect(hindiEntries.length * 2).toBe(entries.length);
    expect(entries.every((entry) => entry.includes('hreflang="hi"'))).toBe(true);
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /hi/checkout');
    expect(robots).toContain('Disallow: /checkout');
  });
});
