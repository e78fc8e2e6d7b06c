import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { sessionKeys } from '../../lib/session.ts';
import { useStoredIds, useStoredUser } from '../../lib/use-session.ts';
import { useToggleWishlist } from './api/toggle-wishlist.ts';
import { useWishlist, wishlistProductIds } from './api/wishlist-query.ts';
import { wishlistBlock, wishlistMessages } from './wishlist-rules.ts';

/**
 * The heart of one product (spec section 4): present means remove, absent means add. Until the
 * server's wishlist arrives, the ids mirrored in local storage say whether it is present.
 */
export function useWishlistToggleAction(productId: string) {
  const user = useStoredUser();
  const navigate = useNavigate();
  const { data } = useWishlist();
  // Through the store hook, not read in render: the server's render and the hydrating one
  // both see no stored ids, and a change in another tab re-renders the heart.
  const storedIds = useStoredIds(sessionKeys.wishlist);
  const toggleWishlist = useToggleWishlist();
  const saved = (data ? wishlistProductIds(data) : storedIds).includes(productId);

  function toggle() {
    const block = wishlistBlock(user);
    if (block === 'login') {
      toast.error(wishlistMessages.login);
      navigate('/login');
      return;
    }
    if (block) {
      toast.error(wishlistMessages[block]);
      return;
    }
    toggleWishlist.mutate(
      { productId, action: saved ? 'remove' : 'add' },
      {
        onSuccess: () => {
          if (saved) toast.info(wishlistMessages.removed);
          else toast.success(wishlistMessages.added);
        },
        onError: () => toast.error(wishlistMessages.failed),
      },
    );
  }

  return { saved: user ? saved : false, toggle, isPending: toggleWishlist.isPending };
}
