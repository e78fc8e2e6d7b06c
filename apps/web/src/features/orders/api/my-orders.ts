import type { CancelOrderBody } from '@shop/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myOrdersQuery } from '../../../lib/my-orders-query.ts';
import { ordersKey } from '../../../lib/query-keys.ts';

/** GET /api/orders/my-orders: the customer's orders, newest first. */
export function useMyOrders() {
  return useQuery(myOrdersQuery);
}

export type CancelOrderInput = { orderId: string; refundUpiId?: string | undefined };

/**
 * PUT /api/orders/{id}/cancel: only while PENDING; the server puts the stock back. A paid UPI
 * order names the UPI ID its refund goes to.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, refundUpiId }: CancelOrderInput) => {
      const body: CancelOrderBody = refundUpiId ? { refundUpiId } : {};
      return api('PUT /orders/:id/cancel', { params: { id: orderId }, body });
    },
    // Success or not (a 409 means an admin moved it on meanwhile), reload the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
