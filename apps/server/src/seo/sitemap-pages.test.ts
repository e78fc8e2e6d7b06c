import { describe, expect, it } from 'vitest';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';

const PUBLIC_URL = 'https://shop.example.in';
const t = await useTestApp({}, { PUBLIC_URL });
const admin = await signInAdmin(t);

const savePage = (slug: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/legal-pages',
    headers: bearer(admin),
    payload: { title: slug, slug, content: '<p>Text</p>' },
  });

describe('the sitemap and content pages', () => {
  it('lists every content page by its slug, and drops a deleted one', async () => {
    for (const slug of ['privacy-policy', 'size-guide']) {
      expect((await savePage(slug)).statusCode).toBe(201);
    }
    const today = new Date().toISOString().slice(0, 10);
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(
      `<loc>${PUBLIC_URL}/page/size-guide</loc><lastmod>${today}</lastmod>`,
    );
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/page/privacy-policy</loc>`);
    // A page nobody wrote is not listed (it would answer 404).
    expect(sitemap).not.toContain('/page/terms-conditions');

    await t.app.inject({
      method: 'DELETE',
      url: '/api/legal-pages/size-guide',
      headers: bearer(admin),
    });
    const after = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(after).not.toContain('/page/size-guide');
  });
});
