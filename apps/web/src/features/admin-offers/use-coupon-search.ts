import { couponStates } from '@shop/contracts/offers';
import { useSearchParams } from 'react-router';
import { pageFromSearch } from '../../lib/page-window.ts';
import type { CouponListSearch } from './api/coupons.ts';

/** The 'All' tab, the one without a `state` in the URL. */
export const ALL_COUPONS = 'all';

/**
 * The offers list's search, state tab and page, kept in the URL (?q=&state=&page=) so a reload
 * or a shared link shows the same list. A new search or tab starts at page 1.
 */
export function useCouponSearch() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('state');
  const search: CouponListSearch = {
    q: params.get('q')?.trim() ?? '',
    state: couponStates.find((state) => state === wanted),
    page: pageFromSearch(params),
  };

  function change(name: 'q' | 'state', value: string, options?: { replace?: boolean }) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '' || value === ALL_COUPONS) next.delete(name);
      else next.set(name, value);
      next.delete('page');
      return next;
    }, options);
  }

  return {
    search,
    tab: search.state ?? ALL_COUPONS,
    setTab: (tab: string) => change('state', tab),
    // Typing replaces the history entry: Back leaves the screen rather than undoing letters.
    setQuery: (q: string) => change('q', q, { replace: true }),
    pageHref: (target: number) => {
      const next = new URLSearchParams(params);
      if (target === 1) next.delete('page');
      else next.set('page', String(target));
      return `?${next.toString()}`;
    },
  };
}
