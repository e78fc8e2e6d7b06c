import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productsKey } from '../../../lib/query-keys.ts';

/** Spec section 9: the search lists the first 20 matches (an empty query: the first 20 products). */
const searchResultLimit = 20;

/**
 * GET /api/products/search (typo-tolerant, ranked by the server). Spec section 8: a failed search
 * shows an empty list rather than an error.
 */
export function searchProductsQuery(text: string) {
  const q = text.trim();
  return queryOptions({
    queryKey: [...productsKey, 'search', q],
    queryFn: async ({ signal }) => {
      try {
        const { products, pagination } = await api('GET /products/search', {
          query: { q, page: 1, limit: searchResultLimit },
          signal,
        });
        return { products, total: pagination.totalItems };
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Search failed', error);
        return { products: [], total: 0 };
      }
    },
    staleTime: 60_000,
  });
}
