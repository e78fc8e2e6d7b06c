import type { StockAlertBody } from '@shop/contracts/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { productsKey } from '../../../lib/query-keys.ts';

/**
 * GET /api/auth/me, for the address a customer's alert goes to (the session keeps no email).
 * Keyed by the customer, so another account never sees a cached address.
 */
export const accountEmailQuery = (customer: string) =>
  queryOptions({
    queryKey: ['stock-alerts', 'account-email', customer],
    queryFn: async ({ signal }) => (await api('GET /auth/me', { signal })).data.user.email,
  });

/**
 * POST /api/products/{id}/stock-alerts: 201 for a new alert, 200 when that email already waits
 * for that size; both answers carry the sentence to show.
 */
export function useRequestStockAlert(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAlertBody) =>
      api('POST /products/:id/stock-alerts', { params: { id: productId }, body }),
    onError: (error) => {
      // 409: the size is in stock again; the page should show it so.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: productsKey });
      }
    },
  });
}
