import type { AddToCartBody, CartItem } from '@shop/contracts/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useRefreshCart } from './cart-query.ts';

export type AddToCartResult = {
  item: CartItem;
  /** The variant was already in the cart and its line grew (rather than a new line). */
  increased: boolean;
};

/**
 * POST /api/cart/add. The server grows an existing line by `quantity`, so a line that now holds
 * more than was asked for was already there. Afterwards the cart is refetched from the server.
 */
export function useAddToCart() {
  const refreshCart = useRefreshCart();
  return useMutation({
    mutationFn: async (body: AddToCartBody): Promise<AddToCartResult> => {
      const { item } = await api('POST /cart/add', { body });
      return { item, increased: item.quantity > body.quantity };
    },
    onSettled: refreshCart,
  });
}
