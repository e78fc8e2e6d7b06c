import type {
  AdminProductSort,
  AdminStockFilter,
  Product,
  ProductStatus,
} from '@shop/contracts/catalog';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { refreshAfterCatalogChange } from './refresh-after-catalog-change.ts';

/** What the admin's product list asks for: GET /admin/products' query, all of it in the URL. */
export type AdminProductListSearch = {
  q: string;
  categoryId?: string | undefined;
  stock?: AdminStockFilter | undefined;
  status?: ProductStatus | undefined;
  sort: AdminProductSort;
  page: number;
  limit: number;
};

export function adminProductsQuery(search: AdminProductListSearch) {
  return queryOptions({
    queryKey: ['admin', 'products', search],
    queryFn: ({ signal }) =>
      api('GET /admin/products', { query: { ...search, q: search.q || undefined }, signal }),
    // The old page stays on screen while the next one loads: no jump between pages or searches.
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
