import { useSearchParams } from 'react-router';
import { pageFromSearch } from './page-window.ts';

/**
 * A list screen's status tab and page, kept in the URL (?status=&page=) so a reload or a shared
 * link keeps them. No status, or one not in `statuses`, is the 'ALL' tab; each tab starts at
 * page 1.
 */
export function useStatusSearch<Status extends string>(statuses: readonly Status[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status')?.toUpperCase();
  const status = statuses.find((name) => name === wanted);
  return {
    tab: status ?? 'ALL',
    /** The chosen status, undefined on the 'ALL' tab. */
    status,
    page: pageFromSearch(params),
    setTab: (tab: string) => setParams(tab === 'ALL' ? {} : { status: tab }),
    /** The link to another page of the same tab. */
    pageHref: (target: number) => {
      const next = new URLSearchParams(params);
      if (target === 1) next.delete('page');
      else next.set('page', String(target));
      return `?${next.toString()}`;
    },
  };
}
