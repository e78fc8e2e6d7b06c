import { useLingui } from '@lingui/react/macro';
import { itemRange } from '../../lib/page-window.ts';

type PageRangeProps = {
  /** The list's pagination, once the first page has come. */
  pagination: { currentPage: number; totalItems: number } | undefined;
  perPage: number;
  /** What is counted, e.g. 'orders' (in the page's language); nothing when the heading says it. */
  noun?: string;
};

/** "Showing 11-20 of 42 orders" above a paged list, read out as it changes; empty meanwhile. */
export function PageRange({ pagination, perPage, noun }: PageRangeProps) {
  const { t } = useLingui();
  const total = pagination?.totalItems ?? 0;
  const range = pagination && itemRange(pagination.currentPage, perPage, total);
  const first = range?.first;
  const last = range?.last;
  return (
    <p className="min-h-6 text-sm font-semibold text-ink-500" aria-live="polite">
      {range && total > 0
        ? noun
          ? t`Showing ${first}-${last} of ${total} ${noun}`
          : t`Showing ${first}-${last} of ${total}`
        : ''}
    </p>
  );
}
