/**
 * The page numbers a pager shows: at most `size` consecutive pages, the current one centred when
 * it can be (spec section 9: up to 5 page numbers).
 */
export function pageWindow(currentPage: number, totalPages: number, size = 5): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The 'x - y of n' range of a page of results: x and y count from 1; 0 - 0 when empty. */
export function itemRange(
  page: number,
  limit: number,
  totalItems: number,
): { first: number; last: number } {
  if (totalItems <= 0) return { first: 0, last: 0 };
  const first = Math.min((page - 1) * limit + 1, totalItems);
  return { first, last: Math.min(page * limit, totalItems) };
}

/** The `page` of a screen's URL: a whole number from 1, else 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
