import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { BrandNameContext } from '../../lib/site.ts';

/**
 * The outermost route: scroll restoration, a slim progress bar while a page's code loads, and
 * the shop's name from the company details for every page title.
 */
export function RootLayout() {
  const { t } = useLingui();
  const navigation = useNavigation();
  const brandName = useBrandName();
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
    </BrandNameContext>
  );
}
