import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { adminToastDuration } from '../../lib/admin-toast.ts';
import { AdminQueryState, AdminSkeletonList } from './admin-query-state.tsx';
import { PageRange } from './page-range.tsx';
import { Pagination } from './pagination.tsx';

type Paged = {
  pagination: { currentPage: number; totalPages: number; totalItems: number };
};

type AdminPagedListProps<T extends Paged> = {
  query: UseQueryResult<T>;
  /** What the list holds, in the plural: 'orders', 'return requests'. */
  items: string;
  /** The shorter word the range line counts, when there is one ('requests'). */
  rangeNoun?: string;
  perPage: number;
  /** A skeleton row's height on phones, where rows stack into cards of that list's size. */
  phoneRowClassName: string;
  /** What an answer with nothing in it shows; without it, children draw every answer. */
  empty?: { when: (data: T) => boolean; icon: LucideIcon; message: string };
  /** The pager's name for screen readers, e.g. 'Order pages'. */
  pagesLabel: string;
  pageHref: (page: number) => string;
  children: (data: T) => ReactNode;
};

/**
 * A page of an admin list: "Showing 1-20 of 42 …", the list's loading, failed (also said in a
 * toast), empty or drawn state, and the pager under it.
 */
export function AdminPagedList<T extends Paged>({
  query,
  items,
  rangeNoun = items,
  perPage,
  phoneRowClassName,
  empty,
  pagesLabel,
  pageHref,
  children,
}: AdminPagedListProps<T>) {
  const { data, isError } = query;
  useEffect(() => {
    if (isError) toast.error(`Failed to fetch ${items}`, { duration: adminToastDuration });
  }, [isError, items]);

  const pagination = data?.pagination;
  return (
    <>
      <PageRange pagination={pagination} perPage={perPage} noun={rangeNoun} />
      <AdminQueryState
        panelClassName="mt-3 rounded-2xl md:bg-white md:p-2 md:shadow-soft"
        query={query}
        loading={
          <AdminSkeletonList
            label={`Loading ${items}`}
            rows={6}
            className="gap-3 md:p-2"
            rowClassName={`h-16 ${phoneRowClassName}`}
          />
        }
        errorMessage={`The ${items} could not be loaded.`}
        empty={empty}
        className="rounded-2xl bg-white"
      >
        {children}
      </AdminQueryState>
      {pagination && (
        <Pagination
          className="mt-6"
          label={pagesLabel}
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          pageHref={pageHref}
        />
      )}
    </>
  );
}
