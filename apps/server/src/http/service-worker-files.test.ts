import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { webBuildDirs } from './web-client.ts';

// The real web app, built by the test run's global setup when its sources changed.
const t = await useTestApp({ webDistDir: webBuildDirs.client });

const get = (url: string) => t.app.inject({ method: 'GET', url });

const directivesOf = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([directive, ...sources]) => [directive, sources]),
  );

describe("the storefront's service worker and offline files", () => {
  it('sends /sw.js revalidated every time, allowed to control the whole site', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    // A cached worker would keep shoppers on an old release: the browser asks every time.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    // One file, Workbox's runtime inlined: nothing else to keep fresh.
    expect(res.body).toContain('workbox');
    expect(res.body).not.toMatch(/importScripts|workbox-[\w-]+\.js/);
  });

  it('precaches the offline page and the storefront, never the admin screens', async () => {
    const worker = (await get('/sw.js')).body;
    expect(worker).toContain('"offline.html"');
    expect(worker).toContain('"start-app.js"');
    const viteManifest = (await import(`${webBuildDirs.client}/.vite/manifest.json`, {
      with: { type: 'json' },
    })) as { default: Record<string, { file: string }> };
    const chunks = viteManifest.default;
    expect(worker).toContain(`"${chunks['src/app/routes/cart-page.tsx']!.file}"`);
    expect(worker).not.toContain(`"${chunks['src/app/routes/admin/dashboard-page.tsx']!.file}"`);
    expect(worker).not.toContain(`"${chunks['src/app/layouts/admin-layout.tsx']!.file}"`);
  });

  it('lets pages register the worker and read the manifest under the CSP, nothing foreign', async () => {
    const directives = directivesOf(
      String((await get('/shop')).headers['content-security-policy']),
    );
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['manifest-src']).toEqual(["'self'"]);
  });

  it("serves the shop's own offline page and its script, revalidated", async () => {
    const page = await get('/offline.html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<h1>You are offline</h1>');
    expect(page.body).toContain('<script src="/offline.js" defer></script>');
    const script = await get('/offline.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("caches.open('pages')");
  });
});
