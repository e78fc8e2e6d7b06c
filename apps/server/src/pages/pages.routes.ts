import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import {
  languageCookie,
  languageOfPath,
  languages,
  pathInLanguage,
  type Language,
} from '@shop/contracts/languages';
import type { AppContext } from '../app-context.ts';
import { getShopName } from '../content/company.service.ts';
import { notFound } from '../http/app-error.ts';
import type { RenderedHtml } from '../http/response-cache.ts';
import { escapeHtml, pageDocument } from './page-document.ts';
import { templateInLanguage } from './template-language.ts';
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
    const language = languageOfPath(request.url);
    const reviews = product ? await newestPublishedReviews(db, product.id, HEAD_REVIEWS_MAX) : [];
    const html = pageDocument(templateInLanguage(renderer.template, language), page, {
      shopName,
      language,
      headTags: [
        ...mediaPreconnect,
        ...languageAlternates(origin, request.url),
        ...(product ? productHeadTags(product, origin, shopName, reviews, language) : []),
      ],
      modulePreloads: renderer.preloadsFor(page.modules),
    });
    return { status: page.status, html };
  }

  app.get('/*', {
    schema: { hide: true },
    ...cache.routeOptions,
    // The remembered language before the cache: the cached English page is for everyone else.
    onRequest: [toRememberedLanguage, cache.routeOptions.onRequest],
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/')) {
        throw notFound('No such address: {method} {path}', { method: request.method, path });
      }
      if (/\.[a-z0-9]+$/i.test(path)) throw notFound('No such file.');
      return cache.sendPage(request, reply, () => renderHtml(request));
    },
  });
}

/**
 * The same page in each language, for search engines (`hreflang`), English as the default for
 * everyone else. Links start with PUBLIC_URL, as the canonical link does.
 */
function languageAlternates(origin: string, url: string): string[] {
  return [
    ...languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(origin + pathInLanguage(url, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pathInLanguage(url, 'en'))}" />`,
  ];
}

const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${languageCookie}=(en|hi)(?:;|$)`);

/** The language a shopper chose on the switch (its cookie), if any. */
function rememberedLanguage(request: FastifyRequest): Language | undefined {
  const match = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '');
  return match?.[1] as Language | undefined;
}

/**
 * A shopper who chose Hindi and opens an English address (a shared link, the bare domain) gets
 * the same page in Hindi. Only their own choice moves them: never the browser's language, so a
 * search engine (no cookie) always finds both versions where their links say.
 */
function toRememberedLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const remembered = rememberedLanguage(request);
  if (remembered && remembered !== 'en' && languageOfPath(request.url) === 'en') {
    void reply
      .header('cache-control', 'no-store')
      .redirect(pathInLanguage(request.url, remembered), 302);
    return;
  }
  done();
}
