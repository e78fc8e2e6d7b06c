import type { CartResponse } from '@shop/contracts/cart';
import type { PlaceOrderBody } from '@shop/contracts/orders';
import type { PaymentMethod } from '@shop/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cartKey, customerCartKey, ordersKey, productsKey } from '../../../lib/query-keys.ts';
import { sessionKeys } from '../../../lib/session.ts';
import { mirrorStoredIds } from '../../../lib/stored-id-mirror.ts';
import { useCustomerName } from '../../../lib/use-customer.ts';

/** What the server's cart holds once the order took everything in it (its code included). */
const emptyCart: CartResponse = {
  items: [],
  coupon: null,
  totals: { subtotal: 0, savings: 0, couponDiscount: 0, shipping: 0, total: 0 },
  couponNotice: null,
};

export type PlaceOrderInput = {
  addressId: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
};

/**
 * POST /api/orders/place: turns the cart into an order paid in cash on delivery or now by UPI
 * (its `payment` then holds the `upi://pay` link and the expiry). The server empties the cart and
 * sends the confirmation email itself; the Idempotency-Key makes a retry safe.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const customer = useCustomerName();
  return useMutation({
    mutationFn: async ({ addressId, paymentMethod, idempotencyKey }: PlaceOrderInput) => {
      const body: PlaceOrderBody = { addressId, paymentMethod };
      const { order } = await api('POST /orders/place', {
        body,
        headers: { 'idempotency-key': idempotencyKey },
      });
      return order;
    },
    onSuccess: () => {
      // The server has emptied the cart: show it empty at once (header, checkout) and clear the
      // local mirror, then confirm with the server.
      if (customer !== null) {
        queryClient.setQueryData<CartResponse>(customerCartKey(customer), emptyCart);
      }
      mirrorStoredIds(sessionKeys.cart, []);
      void queryClient.invalidateQueries({ queryKey: cartKey });
      // Stock went down and a new order exists: lists cached elsewhere are out of date.
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}
