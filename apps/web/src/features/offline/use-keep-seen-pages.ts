import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { keepSeenPage } from './kept-pages.ts';

function subscribe(onChange: () => void): () => void {
  navigator.serviceWorker?.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', onChange);
}

/** Whether a service worker controls this page (it does once the first one has installed). */
function useServiceWorkerControls(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(navigator.serviceWorker?.controller),
    () => false,
  );
}

/** The address the browser loaded this document from, before any of the app's navigations. */
function loadedPageHref(): string | undefined {
  return performance.getEntriesByType('navigation')[0]?.name;
}

/**
 * Keeps each page the shopper sees for offline use (kept-pages.ts) once a service worker
 * controls the page, while the browser is idle: the page on show, and the first time also the
 * page the browser loaded, which the shopper may have left before the first worker took over.
 */
export function useKeepSeenPages(): void {
  const { pathname, search } = useLocation();
  const controlled = useServiceWorkerControls();
  const loadedPageKept = useRef(false);
  useEffect(() => {
    if (!controlled) return;
    // The address bar's, not the router's: under /hi the router sees paths without the prefix.
    const pages = new Set([window.location.href]);
    const loaded = loadedPageHref();
    if (!loadedPageKept.current && loaded) pages.add(loaded);
    loadedPageKept.current = true;
    // Not cancelled when the shopper moves on: a page shown is a page seen.
    const keep = async () => {
      for (const href of pages) await keepSeenPage(href);
    };
    if ('requestIdleCallback' in window) requestIdleCallback(() => void keep(), { timeout: 5000 });
    else setTimeout(() => void keep(), 1000);
  }, [pathname, search, controlled]);
}
