import { msg } from '@lingui/core/macro';
import { isAdmin, type StoredUser } from '../../lib/session.ts';

/** Why a wishlist click cannot go to the server (spec sections 5 and 6), checked in order. */
export function wishlistBlock(user: StoredUser | null): 'login' | 'admin' | null {
  if (!user) return 'login';
  if (isAdmin(user)) return 'admin';
  return null;
}

/** The toasts of spec sections 5, 6 and 8. */
export const wishlistMessages = {
  login: msg`Please login to add to wishlist`,
  admin: msg`Admins cannot add products to wishlist ❌`,
  added: msg`Added to wishlist ❤️`,
  removed: msg`Removed from wishlist ❤️`,
  failed: msg`Something went wrong with Wishlist ❌`,
  loadFailed: msg`Failed to load wishlist`,
};
