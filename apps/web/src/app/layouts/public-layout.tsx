import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from './site-header.tsx';

// Below the fold on every page (with the scroll-to-top button, which appears only after a
// screen of scrolling), so its code need not hold up the first paint.
const SiteFooter = lazy(() =>
  import('./site-footer.tsx').then((module) => ({ default: module.SiteFooter })),
);

/** Header, page and footer of every shopper-facing page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold text-ink-900 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
