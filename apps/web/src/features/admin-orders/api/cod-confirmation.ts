import type { Order } from '@shop/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * PUT /api/admin/orders/{id}/cod-confirmation: the shop confirms a COD order after a call; the
 * list, its "Unconfirmed" badges and the open details take the fresh order.
 */
export function useConfirmCodByHand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Order) =>
      api('PUT /admin/orders/:id/cod-confirmation', { params: { id: order.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
