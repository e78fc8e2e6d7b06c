import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { languages, pathInLanguage } from '@shop/contracts/languages';
import { legalPages, products } from '../db/schema.ts';

// A sitemap file holds at most 50,000 addresses: each page is listed once per language.
const SITEMAP_LIMIT = 50_000;
const STATIC_PATHS = ['/', '/shop', '/about'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * What crawlers and link previews read: robots.txt and sitemap.xml (product pages carry their meta: see pages/).
 * Every absolute link starts with PUBLIC_URL, never the request's Host header: these answers are
 * kept by shared caches, and a forged Host must not end up in a copy other visitors get.
 */
export function seoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const origin = ctx.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[
        '/admin',
        '/myaccount',
        '/cart',
        '/checkout',
        '/wishlist',
        '/login',
        '/confirm-order',
        '/unsubscribe',
      ]
        .flatMap((p) => languages.map((language) => pathInLanguage(p, language)))
        .concat('/api/')
        .map((p) => `Disallow: ${p}`),
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Every content page the footer lists: the legal ones, shipping, returns, contact, the owner's.
    const pages = await db
      .select({ slug: legalPages.slug, updatedAt: legalPages.updatedAt })
      .from(legalPages)
      .orderBy(asc(legalPages.slug));
    const perLanguage = Math.floor(SITEMAP_LIMIT / languages.length);
    const rows = await db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.status, 'ACTIVE'))
      .orderBy(asc(products.slug))
      .limit(perLanguage - STATIC_PATHS.length - pages.length);
    const entries = [
      ...STATIC_PATHS.map((path) => ({ path, lastmod: undefined })),
      ...pages.map((page) => ({ path: `/page/${page.slug}`, lastmod: page.updatedAt })),
      ...rows.map((row) => ({
        path: `/product/${encodeURIComponent(row.slug)}`,
        lastmod: row.updatedAt,
      })),
    ].slice(0, perLanguage);
    const urls = entries.flatMap(({ path, lastmod }) => {
      // Each version names every version, itself included, as search engines ask.
      const alternates = languages
        .map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + pathInLanguage(path, language))}"/>`,
        )
        .join('');
      const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return languages.map(
        (language) =>
          `<url><loc>${escapeXml(origin + pathInLanguage(path, language))}</loc>${modified}${alternates}</url>`,
      );
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
