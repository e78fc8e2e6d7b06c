import type { Category, CreateCategoryBody, UpdateCategoryBody } from '@shop/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { refreshAfterCatalogChange } from './refresh-after-catalog-change.ts';

/** The shop's category tree, which the admin area asks for afresh each time it shows it. */
export const adminCategoriesQuery = { ...categoriesQuery, staleTime: 0 };

type SaveCategoryInput =
  { id?: undefined; body: CreateCategoryBody } | { id: string; body: UpdateCategoryBody };

/** POST /api/categories, or PUT /api/categories/{id} when editing. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCategoryInput) =>
      input.id === undefined
        ? api('POST /categories', { body: input.body })
        : api('PUT /categories/:id', { params: { id: input.id }, body: input.body }),
    onSettled: () => refreshAfterCatalogChange(queryClient),
  });
}

/** DELETE /api/categories/{id}; the server refuses (409) while it has products or children. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: Category) =>
      api('DELETE /categories/:id', { params: { id: category.id } }),
    onSettled: () => refreshAfterCatalogChange(queryClient),
  });
}
