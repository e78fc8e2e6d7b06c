import type { Product, ProductListResponse } from '@shop/contracts/catalog';
import type { Pagination } from '@shop/contracts/common';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryValue } from '../../../lib/api-client.ts';

export type ProductPage = { data: Product[]; pagination: Pagination };

/** The query string of GET /api/products (filters, sort and paging). */
export type ProductListParams = Record<string, QueryValue | readonly QueryValue[]>;

/** GET /api/products: the filtered, sorted catalogue with facet counts. */
export function productListQuery(params: ProductListParams) {
  return queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) =>
      apiClient.get<ProductListResponse>('/products', { query: params, signal }),
  });
}

/** GET /api/products/category/{id or slug}: one page of a category (descendants included). */
export function categoryProductsQuery(category: string, limit: number) {
  return queryOptions({
    queryKey: ['products', 'category', category, { page: 1, limit }],
    queryFn: ({ signal }) =>
      apiClient.get<ProductPage>(`/products/category/${encodeURIComponent(category)}`, {
        query: { page: 1, limit },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** The same list page after page, for carousels that grow as the shopper scrolls on. */
export function categoryProductsInfiniteQuery(category: string, limit: number) {
  return infiniteQueryOptions({
    queryKey: ['products', 'category', category, { limit }, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<ProductPage>(`/products/category/${encodeURIComponent(category)}`, {
        query: { page: pageParam, limit },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.currentPage < pagination.totalPages ? pagination.currentPage + 1 : undefined,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/products/slug/{slug}: one product by its URL name; 404 when there is none. */
export function productBySlugQuery(slug: string) {
  return queryOptions({
    queryKey: ['products', 'slug', slug],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<{ data: Product }>(
        `/products/slug/${encodeURIComponent(slug)}`,
        { signal },
      );
      return data;
    },
  });
}
