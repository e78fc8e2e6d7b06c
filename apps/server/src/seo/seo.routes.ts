import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { products } from '../db/schema.ts';
import { getProduct } from '../catalog/products.service.ts';
import { getShopName } from '../content/company.service.ts';
import { AppError } from '../http/app-error.ts';
import type { WebClient } from '../http/web-client.ts';
import { productPageHtml } from './product-page-html.ts';

const SITEMAP_LIMIT = 50_000;
const STATIC_PATHS = ['/', '/shop', '/about', '/page/privacy-policy', '/page/terms-conditions'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * What crawlers and link previews read: robots.txt, sitemap.xml and product pages with meta.
 * Every absolute link starts with PUBLIC_URL, never the request's Host header: these answers are
 * kept by shared caches, and a forged Host must not end up in a copy other visitors get.
 */
export function seoRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  webClient: WebClient | undefined,
): void {
  const { db } = ctx.database;
  const origin = ctx.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...['/admin', '/myaccount', '/cart', '/checkout', '/wishlist', '/login', '/api/'].map(
        (p) => `Disallow: ${p}`,
      ),
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(asc(products.slug))
      .limit(SITEMAP_LIMIT - STATIC_PATHS.length);
    const urls = [
      ...STATIC_PATHS.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
      ...rows.map(
        (row) =>
          `<url><loc>${escapeXml(`${origin}/product/${encodeURIComponent(row.slug)}`)}</loc><lastmod>${row.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  if (!webClient) return;
  app.get<{ Params: { slug: string } }>(
    '/product/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const page = await webClient.pageHtml();
      try {
        const product = await getProduct(db, { slug: request.params.slug });
        return reply.send(productPageHtml(page, product, origin, await getShopName(db)));
      } catch (error) {
        // An unknown product still gets the web client, which shows 'Product not found.'.
        if (error instanceof AppError && error.statusCode === 404)
          return reply.status(404).send(page);
        throw error;
      }
    },
  );
}
