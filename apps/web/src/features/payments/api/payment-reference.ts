import type { PaymentReferenceBody } from '@shop/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myOrdersQuery } from '../../../lib/my-orders-query.ts';
import { ordersKey } from '../../../lib/query-keys.ts';

/**
 * POST /api/orders/{id}/payment-reference: the UTR the shopper's UPI app showed. The order moves
 * to "Being verified"; a UTR another order already gave is a 409 with the server's message.
 */
export function useSubmitPaymentReference(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentReferenceBody) =>
      api('POST /orders/:id/payment-reference', { params: { id: orderId }, body }),
    // The answer is the order as it now stands: the screen moves on without waiting for the list.
    onSuccess: ({ order }) =>
      queryClient.setQueryData(myOrdersQuery.queryKey, (orders) =>
        orders?.map((mine) => (mine.id === order.id ? order : mine)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
