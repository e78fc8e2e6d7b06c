import type { UpdateCartQuantityBody } from '@shop/contracts/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useRefreshCart } from './cart-query.ts';

/** PUT /api/cart/update-quantity: 1 to the variant's stock, else 400 / 409. */
export function useUpdateCartQuantity() {
  const refreshCart = useRefreshCart();
  return useMutation({
    mutationFn: (body: UpdateCartQuantityBody) => api('PUT /cart/update-quantity', { body }),
    onSettled: refreshCart,
  });
}
