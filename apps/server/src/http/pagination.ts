import type { Pagination } from '@shop/contracts/common';

/** The page asked for: `page` counts from 1. */
type PageQuery = { page: number; limit: number };

/** How many rows come before the page asked for. */
export const pageOffset = (query: PageQuery): number => (query.page - 1) * query.limit;

export function paginationOf(totalItems: number, page: number, limit: number): Pagination {
  return { totalItems, totalPages: Math.ceil(totalItems / limit), currentPage: page, limit };
}

/**
 * The paging and tab counts of an admin list with a tab per status, from one grouped count
 * (`{ status, n }` per status that has rows): every tab its number, `ALL` their sum, and the
 * page its total, that of the status asked for or of all.
 */
export function statusTabsPage<Status extends string>(
  query: PageQuery & { status?: Status | undefined },
  statuses: readonly Status[],
  groups: readonly { status: Status; n: number }[],
): { pagination: Pagination; statusCounts: { ALL: number } & Record<Status, number> } {
  const byStatus = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<
    Status,
    number
  >;
  let all = 0;
  for (const { status, n } of groups) {
    byStatus[status] = n;
    all += n;
  }
  const totalItems = query.status ? byStatus[query.status] : all;
  return {
    pagination: paginationOf(totalItems, query.page, query.limit),
    statusCounts: { ALL: all, ...byStatus },
  };
}
