import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshCart } from './cart-query.ts';

/** DELETE /api/cart/remove/{id}. */
export function useRemoveCartItem() {
  const refreshCart = useRefreshCart();
  return useMutation({
    mutationFn: (cartItemId: string) =>
      apiClient.delete<{ message: string }>(`/cart/remove/${encodeURIComponent(cartItemId)}`),
    onSettled: refreshCart,
  });
}
