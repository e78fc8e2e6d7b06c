import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { getShopName } from '../content/company.service.ts';
import { notFound } from '../http/app-error.ts';
import type { RenderedHtml } from '../http/response-cache.ts';
import { pageDocument } from './page-document.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { HEAD_REVIEWS_MAX, productHeadTags } from './product-head.ts';
import { newestPublishedReviews } from '../reviews/reviews.service.ts';

/**
 * Every other GET is a page of the web app, rendered on the server: the same HTML for everyone
 * (nobody's session is read), kept in the cache of public answers with the catalogue, so it is
 * rendered again only after a change to what it shows. /api and file-like paths stay real 404s.
 * Without the web app's two builds there are no pages: every other address is a 404.
 */
export async function pagesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  webBuilds: { client: string; server: string },
): Promise<void> {
  const loaded = await loadPageRenderer(app, webBuilds);
  if (!loaded) return;
  const renderer = loaded;
  const { db } = ctx.database;
  const origin = ctx.config.publicUrl;
  const cache = ctx.publicCache;
  // Pictures on another host (MEDIA_BASE_URL): the phone opens that connection while it parses.
  const mediaBase = ctx.config.mediaBaseUrl;
  const mediaPreconnect = mediaBase
    ? [`<link rel="preconnect" href="${new URL(mediaBase).origin}">`]
    : [];

  async function renderHtml(request: FastifyRequest): Promise<RenderedHtml> {
    const [page, shopName] = await Promise.all([
      renderer.render(new Request(`${origin}${request.url}`)),
      getShopName(db),
    ]);
    const { product } = page;
    const reviews = product ? await newestPublishedReviews(db, product.id, HEAD_REVIEWS_MAX) : [];
    const html = pageDocument(renderer.template, page, {
      shopName,
      headTags: [
        ...mediaPreconnect,
        ...(product ? productHeadTags(product, origin, shopName, reviews) : []),
      ],
      modulePreloads: renderer.preloadsFor(page.modules),
    });
    return { status: page.status, html };
  }

  app.get('/*', {
    schema: { hide: true },
    ...cache.routeOptions,
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/')) {
        throw notFound(`No such address: ${request.method} ${path}`);
      }
      if (/\.[a-z0-9]+$/i.test(path)) throw notFound('No such file.');
      return cache.sendPage(request, reply, () => renderHtml(request));
    },
  });
}
