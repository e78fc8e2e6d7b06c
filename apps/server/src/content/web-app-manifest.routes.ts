import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { getShopName } from './company.service.ts';

/**
 * The page's colours (apps/web/src/index.css): cream-100 behind the splash screen and the
 * browser's bars, as the page's own theme-color meta.
 */
const CREAM = '#fff7ee';

/**
 * The web app manifest that makes the storefront installable (apps/web/index.html links it).
 * Served here, not as a built file, because its name is the owner's: the company details' name
 * as they save it. The icons are the committed drawings of the sprout mark (apps/web/public/icons,
 * `npm run icons -w apps/web`); the maskable ones keep the mark inside the launcher's safe zone.
 */
export function webAppManifest(shopName: string) {
  return {
    id: '/',
    name: shopName,
    short_name: shopName,
    description: `${shopName}: clothing for babies and kids, nursery essentials, fabrics and toys.`,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: CREAM,
    theme_color: CREAM,
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function webAppManifestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  // Revalidated on every use, so an installed shop takes a new name at the browser's next check.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, no-cache')
      .send(JSON.stringify(webAppManifest(await getShopName(db)))),
  );
}
