import type { Variant } from '@shop/contracts/catalog';
import { msg } from '@lingui/core/macro';
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
  login: msg`Please login to add to cart`,
  admin: msg`Admins cannot add products to cart ❌`,
  size: msg`Please select a size first ⚠️`,
  stock: msg`This size is out of stock ❌`,
  added: msg`Added to Cart 🛒`,
  increased: msg`Increased quantity in Cart 🛒`,
  failed: msg`Something went wrong with Cart ❌`,
} as const;
