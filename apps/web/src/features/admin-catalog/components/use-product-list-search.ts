import {
  ADMIN_PRODUCTS_PAGE_SIZES,
  adminProductSorts,
  adminStockFilters,
  productStatuses,
} from '@shop/contracts/catalog';
import { useSearchParams } from 'react-router';
import { pageFromSearch } from '../../../lib/page-window.ts';
import type { AdminProductListSearch } from '../api/products.ts';

const DEFAULT_PAGE_SIZE = ADMIN_PRODUCTS_PAGE_SIZES[0];

/** The narrowing part of the list: changing any of these starts again at page 1. */
export type ProductListFilters = Pick<
  AdminProductListSearch,
  'q' | 'categoryId' | 'stock' | 'status' | 'sort' | 'limit'
>;

/** The URL's parameter of each filter (`category` reads better in a link than `categoryId`). */
const paramOf: Record<keyof ProductListFilters, string> = {
  q: 'q',
  categoryId: 'category',
  stock: 'stock',
  status: 'status',
  sort: 'sort',
  limit: 'limit',
};

/** The URL's value when it is one of `choices`, else undefined: a hand-edited link never fails. */
function oneOf<T extends string | number>(
  choices: readonly T[],
  value: string | null,
): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

function readProductListSearch(params: URLSearchParams): AdminProductListSearch {
  return {
    q: params.get(paramOf.q)?.trim() ?? '',
    categoryId: params.get(paramOf.categoryId) || undefined,
    stock: oneOf(adminStockFilters, params.get(paramOf.stock)),
    status: oneOf(productStatuses, params.get(paramOf.status)),
    sort: oneOf(adminProductSorts, params.get(paramOf.sort)) ?? 'newest',
    page: pageFromSearch(params),
    limit: oneOf(ADMIN_PRODUCTS_PAGE_SIZES, params.get(paramOf.limit)) ?? DEFAULT_PAGE_SIZE,
  };
}

/** Whether the list is narrowed at all (the sort and page size narrow nothing). */
export const isFiltered = (search: AdminProductListSearch): boolean =>
  search.q !== '' ||
  search.categoryId !== undefined ||
  search.stock !== undefined ||
  search.status !== undefined;

/**
 * The admin product list's search, filters, sort, page and page size, all kept in the URL so a
 * link, a reload or the back button shows the same list. Defaults stay out of the URL.
 */
export function useProductListSearch() {
  const [params, setParams] = useSearchParams();
  const search = readProductListSearch(params);

  /** Sets some filters; the page goes back to 1. `replace` keeps the history entry (typing). */
  function setFilters(changes: Partial<ProductListFilters>, options?: { replace?: boolean }) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes) as [keyof ProductListFilters, unknown][]) {
        const isDefault =
          value === undefined ||
          value === '' ||
          (key === 'sort' && value === 'newest') ||
          (key === 'limit' && value === DEFAULT_PAGE_SIZE);
        if (isDefault) next.delete(paramOf[key]);
        else next.set(paramOf[key], String(value));
      }
      next.delete('page');
      return next;
    }, options);
  }

  /** Back to the whole catalogue, keeping the sort and page size. */
  function clearFilters() {
    setFilters({ q: '', categoryId: undefined, stock: undefined, status: undefined });
  }

  /** The link to another page of the same list. */
  function pageHref(target: number): string {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next.toString()}`;
  }

  return { search, setFilters, clearFilters, pageHref };
}
