import type { CreateReturnBody } from '@shop/contracts/returns';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ordersKey, productsKey } from '../../../lib/query-keys.ts';

const returnsKey = ['returns'] as const;

const myReturnsQuery = queryOptions({
  queryKey: [...returnsKey, 'mine'],
  queryFn: async ({ signal }) => (await api('GET /returns/mine', { signal })).data,
  // The shop moves requests on (approved, received...) at any time: refresh on each visit.
  staleTime: 0,
});

/** GET /api/returns/mine: the customer's return and exchange requests, newest first. */
export function useMyReturns() {
  return useQuery(myReturnsQuery);
}

/** GET /api/products/{id}: the sizes an item can be exchanged for, with their stock now. */
export function exchangeProductQuery(productId: string) {
  return queryOptions({
    queryKey: [...productsKey, 'id', productId],
    queryFn: async ({ signal }) =>
      (await api('GET /products/:id', { params: { id: productId }, signal })).data,
    // Stock changes: ask again each time the form opens.
    staleTime: 0,
  });
}

/**
 * A request changes what My Orders shows (the requests, and what is left to return of an order):
 * refresh both, success or not (a 409 means the window closed or the request moved meanwhile).
 */
function useRefreshAfterReturnChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: returnsKey }),
      queryClient.invalidateQueries({ queryKey: ordersKey }),
    ]);
}

/** POST /api/orders/{id}/returns: asks to return or exchange items of a delivered order. */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterReturnChange();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: CreateReturnBody }) =>
      api('POST /orders/:id/returns', { params: { id: orderId }, body }),
    onSettled: () =>
      Promise.all([
        refresh(),
        // After OUT_OF_STOCK the sizes offered must show the stock as it is now.
        queryClient.invalidateQueries({ queryKey: [...productsKey, 'id'] }),
      ]),
  });
}

/** PUT /api/returns/{id}/cancel: only while the request is REQUESTED (else 409). */
export function useCancelReturn() {
  const refresh = useRefreshAfterReturnChange();
  return useMutation({
    mutationFn: (requestId: string) =>
      api('PUT /returns/:id/cancel', { params: { id: requestId } }),
    onSettled: refresh,
  });
}
