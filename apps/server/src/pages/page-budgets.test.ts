import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadDemoShop } from '../bootstrap.ts';
import { seedDemoShop } from '../demo/demo-shop.service.ts';
import { webBuildDirs } from '../http/web-client.ts';
import { createDiskImageStore } from '../images/image-store.ts';
import { useTestApp } from '../test/test-app.ts';
import { pageBudgets, type PageBudget } from './page-budgets.ts';

// The demo shop, as a newcomer's `npm start` shows it, served with the real web build.
const images = createDiskImageStore(mkdtempSync(path.join(os.tmpdir(), 'shop-media-')));
const t = await useTestApp({ webDistDir: webBuildDirs.client, images });
await seedDemoShop({
  db: t.database.db,
  images,
  log: pino({ level: 'silent' }),
  demo: await loadDemoShop(),
});

const firstSlug = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  const body = res.json() as { data: { slug: string }[] };
  return body.data[0]!.slug;
};
const pages: Record<string, string> = {
  '/': '/',
  '/shop': '/shop',
  product: `/product/${await firstSlug('/api/products?limit=1')}`,
  '/about': '/about',
  legal: `/page/${await firstSlug('/api/legal-pages')}`,
  '/hi/shop': '/hi/shop',
};

const builtFile = (file: string) => readFileSync(path.join(webBuildDirs.client, file));
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

/** The JavaScript the page fetches to become the app (public/start-app.js and its lists). */
function initialScripts(html: string): string[] {
  const start = tags(html, 'script').find((tag) => attribute(tag, 'data-app'));
  if (!start) throw new Error('the page has no start script');
  const listed = (attribute(start, 'data-preload') ?? '').split(' ').filter(Boolean);
  return [...new Set([attribute(start, 'src')!, attribute(start, 'data-app')!, ...listed])];
}

/**
 * What the browser requests while it parses the page, before it can paint, each file once (a
 * picture's preload and its <img> are one request).
 */
function requestsBeforeFirstPaint(html: string): string[] {
  const links = tags(html, 'link').filter((tag) =>
    /^(stylesheet|preload|modulepreload)$/.test(attribute(tag, 'rel') ?? ''),
  );
  const linked = links.map(
    (tag) => attribute(tag, 'href') ?? attribute(tag, 'imagesrcset')!.split(/[\s,]/)[0]!,
  );
  const scripts = tags(html, 'script').flatMap((tag) => attribute(tag, 'src') ?? []);
  const pictures = tags(html, 'img')
    .filter((tag) => attribute(tag, 'loading') !== 'lazy')
    .map((tag) => attribute(tag, 'src')!);
  const stylesheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet');
  const fonts = stylesheets.flatMap((tag) =>
    [
      ...builtFile(attribute(tag, 'href')!)
        .toString()
        .matchAll(/url\(([^)]+\.woff2)\)/g),
    ].map((font) => font[1]!),
  );
  return ['the document', ...new Set([...linked, ...scripts, ...pictures, ...fonts])];
}

async function measure(url: string): Promise<PageBudget & { requests: string[] }> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  const html = (await t.app.inject({ method: 'GET', url })).body;
  const gzipBytes = initialScripts(html)
    .map((file) => gzipSync(builtFile(file), { level: 9 }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
  const requests = requestsBeforeFirstPaint(html);
  return {
    initialJsGzipKb: gzipBytes / 1024,
    requestsBeforeFirstPaint: requests.length,
    htmlBrotliKb: res.rawPayload.length / 1024,
    htmlKb: Buffer.byteLength(html) / 1024,
    requests,
  };
}

describe('public pages stay within their budgets (page-budgets.ts)', () => {
  it.each(Object.entries(pages))('%s', async (name, url) => {
    const budget = pageBudgets[name]!;
    const measured = await measure(url);
    const figures = `${name} (${url}): initial JS ${measured.initialJsGzipKb.toFixed(1)} KB gzip, ${measured.requestsBeforeFirstPaint} requests before the first paint (${measured.requests.join(', ')}), HTML ${measured.htmlBrotliKb.toFixed(1)} KB brotli, ${measured.htmlKb.toFixed(1)} KB to parse`;
    console.log(figures);
    expect(measured.initialJsGzipKb, figures).toBeLessThanOrEqual(budget.initialJsGzipKb);
    expect(measured.requestsBeforeFirstPaint, figures).toBeLessThanOrEqual(
      budget.requestsBeforeFirstPaint,
    );
    expect(measured.htmlBrotliKb, figures).toBeLessThanOrEqual(budget.htmlBrotliKb);
    expect(measured.htmlKb, figures).toBeLessThanOrEqual(budget.htmlKb);
  });

  it('asks for no chunk with the page itself: the start script fetches them after it shows', async () => {
    const html = (await t.app.inject({ method: 'GET', url: pages.product! })).body;
    expect(tags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'modulepreload')).toEqual(
      [],
    );
    // The product page's own chunk is on the start script's list.
    expect(initialScripts(html).some((file) => /\/product-page-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('names only pixel icons: an SVG one is drawn as a second page in the middle of the load', async () => {
    // Chromium renders an SVG favicon in the page's own renderer, with a document of its own:
    // a 100 ms task on this machine's traces, on every visit with an empty icon cache.
    for (const url of Object.values(pages)) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const icons = tags(html, 'link').filter((tag) => /\bicon\b/.test(attribute(tag, 'rel')!));
      expect(icons.length, url).toBeGreaterThan(0);
      for (const icon of icons) expect(attribute(icon, 'href'), url).toMatch(/\.(ico|png)$/);
    }
  });

  it("lists the entry's own chunks first, each after the chunks it imports", async () => {
    // The start script runs them one task each in this order before the entry: a chunk listed
    // before one it imports would run that one in its own task, out of the entry's order.
    const html = (await t.app.inject({ method: 'GET', url: pages['/shop']! })).body;
    const start = tags(html, 'script').find((tag) => attribute(tag, 'data-app'))!;
    const listed = attribute(start, 'data-preload')!.split(' ');
    const entryChunks = listed.slice(0, Number(attribute(start, 'data-entry-chunks')));
    const importsOf = (file: string) =>
      [
        ...builtFile(file)
          .toString()
          .matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g),
      ].map((found) => `/assets/${found[1]}`);
    expect(entryChunks.length).toBeGreaterThan(1);
    expect(entryChunks).toEqual(expect.arrayContaining(importsOf(attribute(start, 'data-app')!)));
    entryChunks.forEach((file, index) =>
      expect(entryChunks.slice(0, index), file).toEqual(expect.arrayContaining(importsOf(file))),
    );
  });
});
