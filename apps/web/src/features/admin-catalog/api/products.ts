import type { Product, ProductListResponse } from '@shop/contracts/catalog';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { refreshAfterCatalogChange } from './refresh-after-catalog-change.ts';

/** Spec section 9: the admin product table shows 10 per page. */
export const ADMIN_PRODUCTS_PER_PAGE = 10;

export function adminProductsQuery(page: number) {
  return queryOptions({
    queryKey: ['admin', 'products', page],
    queryFn: ({ signal }) =>
      apiClient.get<ProductListResponse>('/products', {
        query: { page, limit: ADMIN_PRODUCTS_PER_PAGE, sort: 'newest' },
        signal,
      }),
    // The old page stays on screen while the next one loads: no jump between pages.
    placeholderData: keepPreviousData,
  });
}

type SaveProductInput = { form: FormData; onProgress: (fraction: number) => void };

/** The multipart POST /api/products: creates, or updates when the form carries an id. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: SaveProductInput) =>
      uploadWithProgress<{ data: Product }>('/products', form, { onProgress }),
    onSettled: () => refreshAfterCatalogChange(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) =>
      apiClient.delete<{ message: string }>(`/products/${product.id}`),
    onSettled: () => refreshAfterCatalogChange(queryClient),
  });
}

/** One product by id: the dashboard's low-stock links open the editor on it. */
export function adminProductQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'product', id],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<{ data: Product }>(`/products/${id}`, { signal });
      return data;
    },
  });
}
