import type { Category, CreateCategoryBody, UpdateCategoryBody } from '@shop/contracts/catalog';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshAfterCatalogChange } from './refresh-after-catalog-change.ts';

export const adminCategoriesQuery = queryOptions({
  queryKey: ['admin', 'categories'],
  queryFn: async ({ signal }) => {
    const { data } = await apiClient.get<{ data: Category[] }>('/categories', { signal });
    return data;
  },
});

type SaveCategoryInput =
  { id?: undefined; body: CreateCategoryBody } | { id: string; body: UpdateCategoryBody };

/** POST /api/categories, or PUT /api/categories/{id} when editing. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveCategoryInput) =>
      id
        ? apiClient.put<{ data: Category }>(`/categories/${id}`, body)
        : apiClient.post<{ data: Category }>('/categories', body),
    onSettled: () => refreshAfterCatalogChange(queryClient),
  });
}

/** DELETE /api/categories/{id}; the server refuses (409) while it has products or children. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: Category) =>
      apiClient.delete<{ message: string }>(`/categories/${category.id}`),
    onSettled: () => refreshAfterCatalogChange(queryClient),
  });
}
