import { Workbox } from 'workbox-window';

/** How often an open page asks whether a new release is out (a visit can last hours). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long a link waits for the new release to take over before it loads the page anyway. */
const TAKE_OVER_WAIT_MS = 3000;

/**
 * Registers the storefront's service worker (apps/web/pwa-plugin.ts says what it keeps). A new
 * release's worker waits while this page runs on the old one, which still has every chunk of the
 * build the page came with; the next link the shopper follows becomes a full page load that lets
 * the new worker take over first (no reload button to press, and nobody stays on the old build
 * past one page). Programmatic navigations (after a form) stay in the app: only a link switches.
 */
export async function startServiceWorker(): Promise<void> {
  // Vite's development server builds no worker; some browsers (private windows) offer none.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => takeOverOnNextLink(workbox));
  try {
    await workbox.register();
  } catch {
    // Refused (storage off, a browser policy): the shop simply works online only.
    return;
  }
  // A check made offline fails; the next one comes an hour later.
  setInterval(() => void workbox.update().catch(() => {}), UPDATE_CHECK_MS);
}

function takeOverOnNextLink(workbox: Workbox): void {
  // Another tab's link may have let the new worker in first: then this one only has to load.
  let tookOver = false;
  workbox.addEventListener('controlling', () => (tookOver = true));
  const onClick = (event: MouseEvent) => {
    const href = sameSiteLinkOf(event);
    if (href === null) return;
    // Before React Router's own handler (on the app's root): the app does not navigate.
    event.preventDefault();
    event.stopPropagation();
    document.removeEventListener('click', onClick, true);
    const open = () => window.location.assign(href);
    if (tookOver) return open();
    workbox.addEventListener('controlling', open);
    setTimeout(open, TAKE_OVER_WAIT_MS);
    workbox.messageSkipWaiting();
  };
  document.addEventListener('click', onClick, true);
  // Says that the next link loads the new release (for the browser journeys, and for anyone
  // looking at the page in the browser's tools). Workbox says "waiting" a moment after the new
  // worker is installed; a link followed before then simply stays in the app.
  document.documentElement.dataset.releaseWaiting = 'true';
}

/** The address of a plain click on a link to this site's pages, or null for anything else. */
function sameSiteLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return url.href;
}
