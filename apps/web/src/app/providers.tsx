import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { replayEarlyTaps } from '../lib/early-taps.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

// The toast outlet is fetched after the first paint: nothing toasts before a shopper acts, and
// it keeps sonner out of the storefront's initial JavaScript.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

type AppProps = {
  queryClient: QueryClient;
  /** The page's language and its messages: the browser's one, or one per server render. */
  i18n: I18n;
  /** The router: the browser's, or the server's for one request. */
  children: ReactNode;
};

/**
 * The whole app: data cache, router and the toast outlet (top-right, spec section 9), placed
 * below the header (64 px on phones, 80 px from lg) so a toast never covers the cart or the menu.
 * The outlet exists only in the browser, after hydration: the server has nothing to toast.
 */
export function App({ queryClient, i18n, children }: AppProps) {
  const hydrated = useHydrated();
  // Says when the page has become the app (buttons work): for the browser journeys and for
  // anyone looking at the page in the browser's tools. Taps made before are handled now.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    void replayEarlyTaps();
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster
              position="top-right"
              offset={{ top: 92 }}
              mobileOffset={{ top: 72 }}
              richColors
              closeButton
              duration={3000}
              toastOptions={{ className: 'font-sans' }}
            />
          </Suspense>
        )}
      </QueryClientProvider>
    </I18nProvider>
  );
}
