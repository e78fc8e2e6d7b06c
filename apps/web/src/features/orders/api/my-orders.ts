import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ordersKey } from '../../../lib/query-keys.ts';

const myOrdersQuery = queryOptions({
  queryKey: [...ordersKey, 'mine'],
  queryFn: async ({ signal }) => (await api('GET /orders/my-orders', { signal })).orders,
  // An admin may ship or deliver an order at any time: refresh in the background on each visit.
  staleTime: 0,
});

/** GET /api/orders/my-orders: the customer's orders, newest first. */
export function useMyOrders() {
  return useQuery(myOrdersQuery);
}

/** PUT /api/orders/{id}/cancel: only while PENDING; the server puts the stock back. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api('PUT /orders/:id/cancel', { params: { id: orderId } }),
    // Success or not (a 409 means an admin moved it on meanwhile), reload the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
