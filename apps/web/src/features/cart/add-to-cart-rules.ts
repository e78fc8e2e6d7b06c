import type { Variant } from '@shop/contracts/catalog';
import { isAdmin, type StoredUser } from '../../lib/session.ts';

/** Why a click on "Add to cart" cannot go to the server. */
type AddToCartBlock = 'login' | 'admin' | 'size' | 'stock';

export type AddToCartCheck<V> = { block: AddToCartBlock } | { block: null; variant: V };

/** The checks of spec sections 4 to 6, in the spec's order: login, admin, size, stock. */
export function checkAddToCart<V extends Pick<Variant, 'stock'>>(
  user: StoredUser | null,
  variant: V | null,
): AddToCartCheck<V> {
  if (!user) return { block: 'login' };
  if (isAdmin(user)) return { block: 'admin' };
  if (!variant) return { block: 'size' };
  if (variant.stock <= 0) return { block: 'stock' };
  return { block: null, variant };
}

/** The toasts of spec sections 5, 6 and 8. */
export const addToCartMessages = {
  login: 'Please login to add to cart',
  admin: 'Admins cannot add products to cart ❌',
  size: 'Please select a size first ⚠️',
  stock: 'This size is out of stock ❌',
  added: 'Added to Cart 🛒',
  increased: 'Increased quantity in Cart 🛒',
  failed: 'Something went wrong with Cart ❌',
} as const;
