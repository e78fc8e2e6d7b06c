import type { Order, PlaceOrderBody } from '@shop/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type PlaceOrderInput = { addressId: string; idempotencyKey: string };

/**
 * POST /api/orders/place: turns the cart into a cash-on-delivery order. The server empties the
 * cart and sends the confirmation email itself; the Idempotency-Key makes a retry safe.
 */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: async ({ addressId, idempotencyKey }: PlaceOrderInput) => {
      const body: PlaceOrderBody = { addressId, paymentMethod: 'COD' };
      const { order } = await apiClient.post<{ order: Order }>('/orders/place', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return order;
    },
  });
}
