import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { mirrorWishlist, wishlistQuery, wishlistQueryKey } from './wishlist-query.ts';

export type WishlistChange = { productId: string; action: 'add' | 'remove' };

/**
 * POST or DELETE /api/wishlist/{productId}. Both answer the whole wishlist, which becomes the
 * cached one at once (and its mirror in local storage), so every heart on the page agrees.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const customer = useCustomerName();
  return useMutation({
    mutationFn: async ({ productId, action }: WishlistChange) => {
      const params = { productId };
      const { wishlist } =
        action === 'add'
          ? await api('POST /wishlist/:productId', { params })
          : await api('DELETE /wishlist/:productId', { params });
      return wishlist;
    },
    onSuccess: (wishlist) => {
      if (customer !== null) queryClient.setQueryData(wishlistQuery(customer).queryKey, wishlist);
      mirrorWishlist(wishlist);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
