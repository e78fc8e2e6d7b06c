import type { Wishlist } from '@shop/contracts/cart';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { toast } from '../../lib/toast.ts';
import { getStoredIds, getStoredUser, sessionKeys } from '../../lib/session.ts';
import { useStoredIds, useStoredUser } from '../../lib/use-session.ts';
import { useToggleWishlist } from './api/toggle-wishlist.ts';
import { useWishlist, wishlistProductIds } from './api/wishlist-query.ts';
import { wishlistBlock, wishlistMessages } from './wishlist-rules.ts';

/** Whether the product is in the server's wishlist or, until that arrives, in the stored ids. */
function isSaved(productId: string, wishlist: Wishlist | undefined, storedIds: string[]): boolean {
  return (wishlist ? wishlistProductIds(wishlist) : storedIds).includes(productId);
}

/**
 * The heart of one product (spec section 4): present means remove, absent means add. Until the
 * server's wishlist arrives, the ids mirrored in local storage say whether it is present.
 */
export function useWishlistToggleAction(productId: string) {
  const { i18n } = useLingui();
  const user = useStoredUser();
  const navigate = useNavigate();
  const { data } = useWishlist();
  // Through the store hook, not read in render: the server's render and the hydrating one
  // both see no stored ids, and a change in another tab re-renders the heart.
  const storedIds = useStoredIds(sessionKeys.wishlist);
  const toggleWishlist = useToggleWishlist();
  const saved = isSaved(productId, data, storedIds);

  function toggle() {
    // The session and the stored ids are read at the tap, not taken from the render: the render
    // that hydrates the server's HTML sees neither, and a tap handled then must not send a
    // signed-in shopper to the login page, nor add a product that is already saved.
    const block = wishlistBlock(getStoredUser());
    if (block === 'login') {
      toast.error(i18n._(wishlistMessages.login));
      navigate('/login');
      return;
    }
    if (block) {
      toast.error(i18n._(wishlistMessages[block]));
      return;
    }
    const savedNow = isSaved(productId, data, getStoredIds(sessionKeys.wishlist));
    toggleWishlist.mutate(
      { productId, action: savedNow ? 'remove' : 'add' },
      {
        onSuccess: () => {
          if (savedNow) toast.info(i18n._(wishlistMessages.removed));
          else toast.success(i18n._(wishlistMessages.added));
        },
        onError: () => toast.error(i18n._(wishlistMessages.failed)),
      },
    );
  }

  return { saved: user ? saved : false, toggle, isPending: toggleWishlist.isPending };
}
