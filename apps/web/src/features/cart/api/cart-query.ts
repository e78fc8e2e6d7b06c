import type { CartResponse } from '@shop/contracts/cart';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { api } from '../../../lib/api-client.ts';
import { cartKey, customerCartKey } from '../../../lib/query-keys.ts';
import {
  getAuthToken,
  getStoredIds,
  sessionKeys,
  subscribeToStorage,
} from '../../../lib/session.ts';
import { mirrorStoredIds } from '../../../lib/stored-id-mirror.ts';
import { toast } from '../../../lib/toast.ts';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { useStoredIdCount } from '../../../lib/use-session.ts';

/** The toast's title when the server took the cart's code off; its notice says why. */
export const couponRemovedTitle = msg`Your discount code was removed`;

/**
 * Every cart answer passes here: the local mirror follows its lines, and a code the server took
 * off is said at once, on whichever page the refetch happened (the notice comes only once).
 */
function receiveCart(cart: CartResponse): CartResponse {
  mirrorStoredIds(
    sessionKeys.cart,
    cart.items.map((item) => item.product.variant.id),
  );
  if (cart.couponNotice !== null) {
    // A toast shows only in the browser, whose global i18n speaks the page's language.
    toast.warning(i18n._(couponRemovedTitle), { description: cart.couponNotice });
  }
  return cart;
}

async function fetchCart(): Promise<CartResponse> {
  return receiveCart(await api('GET /cart'));
}

/** The cart of one customer. */
function cartQuery(customer: string) {
  return queryOptions({ queryKey: customerCartKey(customer), queryFn: fetchCart });
}

/** GET /api/cart, only while a customer is signed in. */
export function useCart() {
  const customer = useCustomerName();
  return useQuery({ ...cartQuery(customer ?? ''), enabled: customer !== null });
}

/** Puts a cart the server answered with (after applying or removing a code) in the cache. */
export function useSetCart(): (cart: CartResponse) => void {
  const queryClient = useQueryClient();
  const customer = useCustomerName();
  return (cart) => {
    if (customer !== null)
      queryClient.setQueryData(cartQuery(customer).queryKey, receiveCart(cart));
  };
}

/**
 * Fetches the cart again now, even when nothing on screen shows it (invalidating would only
 * refetch a query in use), so the local mirror follows every change (spec section 4).
 */
export function useRefreshCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  const customer = useCustomerName();
  return async () => {
    if (customer === null) return;
    try {
      await queryClient.fetchQuery({ ...cartQuery(customer), staleTime: 0 });
    } catch {
      // The header then falls back to the mirror in local storage (spec section 2).
    }
  };
}

/**
 * The header's cart count: the server's lines for a signed-in customer, else (signed out, still
 * loading, or the fetch failed) the variant ids mirrored in local storage (spec section 2).
 * A storage event from another tab that leaves the mirror out of step refetches the cart.
 */
export function useCartCount(): number {
  const queryClient = useQueryClient();
  const customer = useCustomerName();
  const { data } = useCart();
  const storedCount = useStoredIdCount(sessionKeys.cart);

  useEffect(() => {
    if (customer === null) return;
    return subscribeToStorage(() => {
      // Signed out (here, about to reload, or in another tab): the emptied mirror is no reason
      // to ask the server, which would only answer 401.
      if (getAuthToken() === null) return;
      const cached = queryClient.getQueryData(cartQuery(customer).queryKey);
      const serverIds = cached?.items.map((item) => item.product.variant.id) ?? [];
      const storedIds = getStoredIds(sessionKeys.cart);
      if (serverIds.join() !== storedIds.join()) {
        void queryClient.invalidateQueries({ queryKey: cartKey });
      }
    });
  }, [customer, queryClient]);

  return data ? data.items.length : storedCount;
}
