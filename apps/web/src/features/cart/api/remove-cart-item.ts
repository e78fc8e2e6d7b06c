import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useRefreshCart } from './cart-query.ts';

/** DELETE /api/cart/remove/{id}. */
export function useRemoveCartItem() {
  const refreshCart = useRefreshCart();
  return useMutation({
    mutationFn: (cartItemId: string) =>
      api('DELETE /cart/remove/:id', { params: { id: cartItemId } }),
    onSettled: refreshCart,
  });
}
