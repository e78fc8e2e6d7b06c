import type { Wishlist } from '@shop/contracts/cart';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import {
  getAuthToken,
  getStoredIds,
  sessionKeys,
  subscribeToStorage,
} from '../../../lib/session.ts';
import { mirrorStoredIds } from '../../../lib/stored-id-mirror.ts';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { useStoredIdCount } from '../../../lib/use-session.ts';

/** Every wishlist query starts with this key. */
export const wishlistQueryKey = ['wishlist'] as const;

export function wishlistProductIds(wishlist: Wishlist): string[] {
  return wishlist.items.map((item) => item.productId);
}

/** Keeps local storage's 'wishlist' (product ids) in step with the server (spec section 7). */
export function mirrorWishlist(wishlist: Wishlist): void {
  mirrorStoredIds(sessionKeys.wishlist, wishlistProductIds(wishlist));
}

async function fetchWishlist(): Promise<Wishlist> {
  const { wishlist } = await api('GET /wishlist');
  mirrorWishlist(wishlist);
  return wishlist;
}

/** The wishlist of one customer; keyed by username so another account never sees it cached. */
export function wishlistQuery(customer: string) {
  return queryOptions({ queryKey: [...wishlistQueryKey, customer], queryFn: fetchWishlist });
}

/** GET /api/wishlist, only while a customer is signed in. */
export function useWishlist() {
  const customer = useCustomerName();
  return useQuery({ ...wishlistQuery(customer ?? ''), enabled: customer !== null });
}

/**
 * The header's wishlist count: the server's items for a signed-in customer, else the product ids
 * mirrored in local storage (signed out, loading, or the fetch failed; spec section 2). A storage
 * event from another tab that leaves the mirror out of step refetches the wishlist.
 */
export function useWishlistCount(): number {
  const queryClient = useQueryClient();
  const customer = useCustomerName();
  const { data } = useWishlist();
  const storedCount = useStoredIdCount(sessionKeys.wishlist);

  useEffect(() => {
    if (customer === null) return;
    return subscribeToStorage(() => {
      // Signed out (here, about to reload, or in another tab): the emptied mirror is no reason
      // to ask the server, which would only answer 401.
      if (getAuthToken() === null) return;
      const cached = queryClient.getQueryData(wishlistQuery(customer).queryKey);
      const serverIds = cached ? wishlistProductIds(cached) : [];
      if (serverIds.join() !== getStoredIds(sessionKeys.wishlist).join()) {
        void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      }
    });
  }, [customer, queryClient]);

  return data ? data.items.length : storedCount;
}
