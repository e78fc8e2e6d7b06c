import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { BrandNameContext } from '../../lib/site.ts';

// The service worker, offline banner and install offer: fetched once the page is the app and
// the browser is idle, so they cost the first paint and the first page's JavaScript nothing.
const OfflineSupport = lazy(() =>
  import('../offline-support.tsx').then((module) => ({ default: module.OfflineSupport })),
);

/** True from the first moment the browser is idle after hydration (Safari: soon after). */
function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 5000 });
    else setTimeout(done, 1000);
  }, []);
  return idle;
}

/**
 * The outermost route: scroll restoration, a slim progress bar while a page's code loads, the
 * shop's name from the company details for every page title, and (once idle) offline support.
 */
export function RootLayout() {
  const { t } = useLingui();
  const navigation = useNavigation();
  const brandName = useBrandName();
  const idle = useIdleAfterHydration();
  return (
    <BrandNameContext value={brandName}>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label={t`Loading page`}
          className="fixed inset-x-0 top-0 z-[60] h-1 origin-left animate-pulse bg-coral-500"
        />
      )}
      <ScrollRestoration
        // A full page load always has the key 'default'; keying those by path stops one typed-in
        // URL from inheriting the scroll position of another.
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
      <Outlet />
      {idle && (
        <Suspense fallback={null}>
          <OfflineSupport />
        </Suspense>
      )}
    </BrandNameContext>
  );
}
