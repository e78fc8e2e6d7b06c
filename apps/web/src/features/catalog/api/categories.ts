import type { Category } from '@shop/contracts/catalog';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/categories: the top-level categories with their subcategories to any depth. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async ({ signal }) => {
    const { data } = await apiClient.get<{ data: Category[] }>('/categories', { signal });
    return data;
  },
  staleTime: 10 * 60_000,
});
