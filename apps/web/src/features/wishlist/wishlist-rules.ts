import { isAdmin, type StoredUser } from '../../lib/session.ts';

/** Why a wishlist click cannot go to the server (spec sections 5 and 6), checked in order. */
export function wishlistBlock(user: StoredUser | null): 'login' | 'admin' | null {
  if (!user) return 'login';
  if (isAdmin(user)) return 'admin';
  return null;
}

/** The toasts of spec sections 5, 6 and 8. */
export const wishlistMessages = {
  login: 'Please login to add to wishlist',
  admin: 'Admins cannot add products to wishlist ❌',
  added: 'Added to wishlist ❤️',
  removed: 'Removed from wishlist ❤️',
  failed: 'Something went wrong with Wishlist ❌',
  loadFailed: 'Failed to load wishlist',
} as const;
