/** The service worker's cache of pages' HTML (apps/web/pwa-plugin.ts; public/offline.js lists it). */
export const keptPagesCache = 'pages';

/**
 * The header that asks the service worker to keep a page the browser did not load: the worker
 * fetches and keeps it as it keeps a page the browser loads, and answers the app 204.
 */
export const keepPageHeader = 'x-keep-for-offline';

/**
 * A kept copy younger than this is not asked for again when the shopper sees its page inside the
 * app: each ask costs a parent on mobile data the page's bytes again (a shop page is about 50 KB),
 * and the copy is only ever shown offline. A day-old price on it is the trade: every page the
 * browser loads online goes to the network first and replaces its copy.
 */
const KEPT_COPY_FRESH_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a request is for a page the shop keeps for offline use: a page the browser loads, or
 * one the app asks the worker to keep (keepPageHeader), under `/` or `/hi/` (a page's HTML is the
 * same for every shopper), but never the admin's, the account's or those of one errand
 * (checkout, login, a mail's link). Workbox copies this function into the service worker as its
 * source text (the pages route in pwa-plugin.ts), so it names nothing outside itself.
 */
export function keepsPage({
  request,
  url,
}: {
  request: { mode: RequestMode; headers?: Headers };
  url: URL;
}): boolean {
  return (
    (request.mode === 'navigate' || Boolean(request.headers?.has('x-keep-for-offline'))) &&
    !/^(\/hi)?\/(admin|myaccount|checkout|login|confirm-order|unsubscribe)(\/|$)/.test(url.pathname)
  );
}

/**
 * Has the service worker keep the page at `href`. It keeps the pages the browser loads while it
 * runs; this is for the others a shopper sees: the first page of a first visit (loaded before
 * there was a worker) and every page opened inside the app, which asks the API for its data, not
 * the server for the page. The worker keeps only a page the server answers 200, with the same
 * rules and limits as any other. A copy younger than KEPT_COPY_FRESH_MS is not asked for again,
 * and nothing is asked for to save data (Save-Data) or while offline.
 */
export async function keepSeenPage(href: string): Promise<void> {
  const url = new URL(href);
  url.hash = '';
  if (!keepsPage({ request: { mode: 'navigate' }, url })) return;
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (!navigator.onLine || connection?.saveData || !('caches' in window)) return;
  try {
    const kept = await (await caches.open(keptPagesCache)).match(url.href);
    const keptAt = Date.parse(kept?.headers.get('date') ?? '');
    if (Date.now() - keptAt < KEPT_COPY_FRESH_MS) return;
    // Not followed: a page that sends the shopper elsewhere (a language's address) is not kept.
    await fetch(url.href, {
      headers: { accept: 'text/html', [keepPageHeader]: '1' },
      redirect: 'manual',
    });
  } catch {
    // The connection dropped, or the browser refused the storage: kept on a later visit.
  }
}
