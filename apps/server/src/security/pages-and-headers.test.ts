import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildDirs } from '../http/web-client.ts';
import { decodeEntities } from '../test/html-text.ts';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';

const hostileName = `Romper $' $\` $& $$ </script><script>alert(1)</script>"><svg onload=alert(2)>`;

// The real web app, built by the test run's global setup when its sources changed.
const t = await useTestApp({ webDistDir: webBuildDirs.client });
const manifest = JSON.parse(
  readFileSync(path.join(webBuildDirs.client, '.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
const scriptFile = `/${manifest['index.html']!.file}`;
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Pages' });
const product = await createProductVia(t, admin, {
  name: hostileName,
  categoryId: category.id,
  description: `${hostileName} in the description`,
  variants: [variant('0-3M', 450)],
});

describe('the server-made product page', () => {
  it('keeps a hostile product name as escaped text, replacement patterns included', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${product.slug}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<svg onload');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    // One script runs (the start script); the others are data: the page state and JSON-LD.
    const running = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !/type="application\/(ld\+)?json"/.test(tag),
    );
    expect(running).toEqual([expect.stringMatching(/^<script src="\/start-app\.js" /)]);
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).not.toMatch(/[<>"]/);
    expect(decodeEntities(title)).toBe(`${hostileName} | Little Sprouts`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!).name).toBe(hostileName);
  });

  it('does not let the Host header write markup into the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/product/${product.slug}`,
      headers: { host: 'evil.example"><script>alert(3)</script>' },
    });
    expect(res.body).not.toContain('<script>alert(3)');
  });
});

describe('security headers on every kind of response', () => {
  it('strict CSP, nosniff, frame-ancestors, Referrer-Policy and no version banner', async () => {
    const admin = await signInAdmin(t);
    const responses = {
      'web client page': await t.app.inject({ method: 'GET', url: '/shop' }),
      'product page': await t.app.inject({ method: 'GET', url: `/product/${product.slug}` }),
      'unknown product page': await t.app.inject({ method: 'GET', url: '/product/nope' }),
      asset: await t.app.inject({ method: 'GET', url: scriptFile }),
      image: await t.app.inject({ method: 'GET', url: product.images[0]!.url }),
      'API answer': await t.app.inject({ method: 'GET', url: '/api/products' }),
      'API 401': await t.app.inject({ method: 'GET', url: '/api/cart' }),
      'API 404': await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      'API 400': await t.app.inject({ method: 'GET', url: '/api/products?page=-1' }),
      'admin API': await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: bearer(admin),
      }),
      'robots.txt': await t.app.inject({ method: 'GET', url: '/robots.txt' }),
    };
    for (const [name, res] of Object.entries(responses)) {
      const csp = res.headers['content-security-policy'];
      expect(csp, name).toEqual(expect.any(String));
      const directives = Object.fromEntries(
        String(csp)
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([directive, ...sources]) => [directive, sources]),
      );
      if (name.startsWith('API') || name === 'admin API') {
        // JSON runs nothing and loads nothing: everything is refused, framing too.
        expect(directives, name).toEqual({
          'default-src': ["'none'"],
          'frame-ancestors': ["'none'"],
        });
        expectCommonHeaders(res, name);
        continue;
      }
      // Only the app's own script files may run: no inline script, no eval, no other origin.
      expect(directives['script-src'], name).toEqual(["'self'"]);
      expect(directives['script-src-attr'], name).toEqual(["'none'"]);
      expect(directives['object-src'], name).toEqual(["'none'"]);
      expect(directives['frame-ancestors'], name).toEqual(["'none'"]);
      expect(directives['base-uri'], name).toEqual(["'self'"]);
      expect(directives['form-action'], name).toEqual(["'self'"]);
      expect(directives['default-src'], name).toEqual(["'self'"]);
      expectCommonHeaders(res, name);
    }
    expect(responses.image.headers['content-type']).toBe('image/webp');
  });

  it('cross-origin callers get no CORS grant, with or without credentials', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/orders/place',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers'], origin).toBeUndefined();
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { origin, ...bearer('x') },
      });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(read.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
  });
});

type Answer = { headers: Record<string, unknown>; body: string };

function expectCommonHeaders(res: Answer, name: string): void {
  expect(res.headers['x-content-type-options'], name).toBe('nosniff');
  expect(res.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], name).toBe('SAMEORIGIN');
  expect(res.headers['x-powered-by'], name).toBeUndefined();
  expect(res.headers.server, name).toBeUndefined();
  expect(res.body, name).not.toMatch(/fastify|node\.js|v\d+\.\d+\.\d+/i);
}
