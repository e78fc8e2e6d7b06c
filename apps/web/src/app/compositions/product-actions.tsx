import type { Product, Variant } from '@shop/contracts/catalog';

/*
 * The commerce actions shown with a product: composed here in app/ because they join the cart
 * and wishlist features with the catalogue's product views, and features never import each other.
 * The catalogue's ProductCard / ProductDetail render these through their slots.
 */

export type ProductCardActionsProps = {
  product: Product;
  /** The size chosen on the card, if any. */
  selectedVariant: Variant | null;
  /** Clears the card's size choice (spec: after adding to the cart). */
  clearSelection: () => void;
};

/** Hover actions of a product card: add to cart (for the chosen size) and the wishlist heart. */
export function ProductCardActions(_props: ProductCardActionsProps) {
  return null;
}

export type ProductPurchaseActionsProps = {
  product: Product;
  selectedVariant: Variant | null;
  quantity: number;
  clearSelection: () => void;
};

/** The product page's "Add to cart" button (with the price) and wishlist toggle. */
export function ProductPurchaseActions(_props: ProductPurchaseActionsProps) {
  return null;
}
