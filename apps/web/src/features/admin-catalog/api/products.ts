import type { Product } from '@shop/contracts/catalog';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { refreshAfterCatalogChange } from './refresh-after-catalog-change.ts';

/** Spec section 9: the admin product table shows 10 per page. */
export const ADMIN_PRODUCTS_PER_PAGE = 10;

export function adminProductsQuery(page: number) {
  return queryOptions({
    queryKey: ['admin', 'products', page],
    queryFn: ({ signal }) =>
      api('GET /products', {
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
      uploadWithProgress('POST /products', { body: form, onProgress }),
    onSettled: () => refreshAfterCatalogChange(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) => api('DELETE /products/:id', { params: { id: product.id } }),
    onSettled: () => refreshAfterCatalogChange(queryClient),
  });
}

/** One product by id: the dashboard's low-stock links open the editor on it. */
export function adminProductQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'product', id],
    queryFn: async ({ signal }) =>
      (await api('GET /products/:id', { params: { id }, signal })).data,
  });
}
