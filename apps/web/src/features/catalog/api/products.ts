import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, type ApiQuery } from '../../../lib/api-client.ts';
import { productsKey } from '../../../lib/query-keys.ts';

/** The query string of GET /api/products (filters, sort and paging). */
export type ProductListParams = ApiQuery<'GET /products'>;

/** GET /api/products: the filtered, sorted catalogue with facet counts. */
export function productListQuery(params: ProductListParams) {
  return queryOptions({
    queryKey: [...productsKey, 'list', params],
    queryFn: ({ signal }) => api('GET /products', { query: params, signal }),
  });
}

/** GET /api/products/category/{id or slug}: one page of a category (descendants included). */
export function categoryProductsQuery(category: string, limit: number) {
  return queryOptions({
    queryKey: [...productsKey, 'category', category, { page: 1, limit }],
    queryFn: ({ signal }) =>
      api('GET /products/category/:category', {
        params: { category },
        query: { page: 1, limit },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** The same list page after page, for carousels that grow as the shopper scrolls on. */
export function categoryProductsInfiniteQuery(category: string, limit: number) {
  return infiniteQueryOptions({
    queryKey: [...productsKey, 'category', category, { limit }, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /products/category/:category', {
        params: { category },
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
    queryKey: [...productsKey, 'slug', slug],
    queryFn: async ({ signal }) =>
      (await api('GET /products/slug/:slug', { params: { slug }, signal })).data,
    // A failed answer stays shown, as the server rendered it: no second ask while hydrating
    // (the page offers Retry for a failure other than 404).
    retryOnMount: false,
  });
}

/** The home hero, the about page and the picture grid show a category's first four products. */
export function categoryCoverQuery(category: string) {
  return categoryProductsQuery(category, 4);
}

/** A home carousel loads a category 20 products at a time (spec section 9). */
export function categoryCarouselQuery(category: string) {
  return categoryProductsInfiniteQuery(category, 20);
}
