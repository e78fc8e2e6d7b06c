import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * GET /api/categories: the top-level categories with their subcategories to any depth. The shop
 * and the admin area read the tree under this one key, so a change in one shows in the other.
 */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async ({ signal }) => (await api('GET /categories', { signal })).data,
  staleTime: 10 * 60_000,
});
