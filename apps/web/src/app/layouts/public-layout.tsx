import { Outlet } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { DeferredHydration } from '../../components/ui/deferred-hydration.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Header, page and footer of every shopper-facing page. The footer is below the fold on every
 * page: it hydrates when the shopper scrolls near it. The scroll-to-top button floats over the
 * page from a screen of scrolling on, so it is hydrated with the header.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold text-ink-900 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <DeferredHydration className="mt-auto">
        <SiteFooter />
      </DeferredHydration>
      <ScrollToTopButton />
    </div>
  );
}
