import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSetCart } from './cart-query.ts';

/**
 * POST /api/cart/coupon: the server applies the code and answers the cart with its new totals,
 * or refuses with 409 and the rule that failed ("Add ₹150 more to use this code.").
 */
export function useApplyCoupon() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: (code: string) => api('POST /cart/coupon', { body: { code } }),
    onSuccess: ({ cart }) => setCart(cart),
  });
}

/** DELETE /api/cart/coupon: takes the code off and answers the cart without it. */
export function useRemoveCoupon() {
  const setCart = useSetCart();
  return useMutation({
    mutationFn: () => api('DELETE /cart/coupon'),
    onSuccess: ({ cart }) => setCart(cart),
  });
}
