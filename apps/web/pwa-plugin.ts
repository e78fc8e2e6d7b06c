import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keepsPage, keptPagesCache } from './src/features/offline/kept-pages.ts';

/*
 * The storefront's service worker (docs/ARCHITECTURE.md, "Offline and the service worker"),
 * written by Workbox at build time as dist/sw.js and registered by features/offline after the
 * page has become the app.
 *
 * generateSW rather than injectManifest: every rule here is a route with one of Workbox's own
 * strategies (precache, network first with a timeout, cache first with expiry), which
 * generateSW writes from this description; injectManifest would mean a second program to bundle
 * and keep in step with Workbox's, for nothing it needs to do differently. Its runtime is
 * inlined, so the worker is one file the server sends with `Cache-Control: no-cache`.
 *
 * A new release: the new worker installs beside the old one and waits (no skipWaiting). The
 * page that is open keeps the old worker, which still holds the old build's chunks, so a lazy
 * page never 404s halfway through a visit. features/offline then turns the shopper's next link
 * into a full page load that lets the new worker take over first: nobody is asked to reload, and
 * nobody stays on the old build past their next page. clientsClaim lets the very first worker
 * control the page that registered it, so that visit's pages are cached already (the page itself,
 * loaded before there was a worker, is kept by features/offline/kept-pages.ts).
 */

/*
 * Workbox copies each route's test into the worker as source text, so they name no variable
 * of this module: everything they use is written inside them (keepsPage too).
 */

/**
 * The build's files that only the admin area reaches (its layout and screens, the charts): big,
 * and of no use to a shopper offline. Read from Vite's manifest of the same build: everything
 * reachable from an admin module, less everything the storefront reaches without passing one.
 */
function adminOnlyFiles(): Set<string> {
  type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
  const chunks = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const isAdmin = (key: string) =>
    key.startsWith('src/app/routes/admin/') || key === 'src/app/layouts/admin-layout.tsx';
  const reach = (starts: string[], enter: (key: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !chunks[key] || !enter(key)) return;
      seen.add(key);
      for (const next of [...(chunks[key].imports ?? []), ...(chunks[key].dynamicImports ?? [])])
        visit(next);
    };
    starts.forEach(visit);
    const files = new Set<string>();
    for (const key of seen)
      [chunks[key]!.file, ...(chunks[key]!.css ?? [])].forEach((file) => files.add(file));
    return files;
  };
  const storefront = reach(['index.html'], (key) => !isAdmin(key));
  const admin = reach(Object.keys(chunks).filter(isAdmin), () => true);
  return new Set([...admin].filter((file) => !storefront.has(file)));
}

const distDir = path.join(import.meta.dirname, 'dist');

export function storefrontServiceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // features/offline registers it with workbox-window, after the page has become the app.
    injectRegister: false,
    // The manifest is the API server's /manifest.webmanifest: the shop's name is the owner's.
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,woff2,svg,png,ico,html}'],
      // index.html is a template the server fills in; pages are cached as they are visited.
      globIgnores: ['index.html', 'sw.js'],
      manifestTransforms: [
        (entries) => {
          const adminOnly = adminOnlyFiles();
          return { manifest: entries.filter((entry) => !adminOnly.has(entry.url)), warnings: [] };
        },
      ],
      // Hashed file names are their own revision: Workbox need not add one to the URL.
      dontCacheBustURLsMatching: /^assets\//,
      inlineWorkboxRuntime: true,
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      navigateFallback: null,
      runtimeCaching: [
        {
          // Pages under / and /hi/ alike, but no private or one-errand page (kept-pages.ts, which
          // also keeps the pages a shopper sees inside the app, where the browser loads none).
          urlPattern: keepsPage,
          handler: 'NetworkFirst',
          options: {
            cacheName: keptPagesCache,
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            // A page never seen: the shop's own offline page instead of the browser's. The
            // precache keeps it under its address plus a revision parameter, hence ignoreSearch.
            plugins: [
              {
                handlerDidError: async () => caches.match('/offline.html', { ignoreSearch: true }),
                // A page the app asked to keep (kept-pages.ts's header): kept above when the
                // server answered 200; the app wants no page back, and no error line for one
                // the server did not (a page past the shop's last, a product since removed).
                handlerWillRespond: async ({ request, response }) =>
                  request.headers.has('x-keep-for-offline')
                    ? new Response(null, { status: 204 })
                    : response,
              },
            ],
          },
        },
        {
          // The public catalogue GETs of packages/contracts/src/endpoints.ts, asked without a
          // token (a signed-in shopper's go to the network only), never a shopper's own review.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            !request.headers.has('authorization') &&
            /^\/api\/(categories|company-details|legal-pages|products)(\/|$)/.test(url.pathname) &&
            !url.pathname.endsWith('/mine'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'catalogue',
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Pictures never change under their address (immutable, hashed keys).
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'media',
            expiration: {
              maxEntries: 150,
              maxAgeSeconds: 30 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
            // A picture never seen, offline: a plain tile in the shop's cream where it would be,
            // not the browser's broken-image icon (nor an error in the page's console).
            plugins: [
              {
                handlerDidError: async () =>
                  new Response(
                    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" preserveAspectRatio="none"><rect width="1" height="1" fill="#fbead8"/></svg>',
                    { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } },
                  ),
              },
            ],
          },
        },
      ],
    },
  });
}
