import type { Product, Variant } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAddToCartAction } from '../../features/cart/use-add-to-cart-action.ts';
import { WishlistHeartButton } from '../../features/wishlist/components/wishlist-heart-button.tsx';
import { formatRupees } from '@shop/contracts/money';

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
export function ProductCardActions({
  product,
  selectedVariant,
  clearSelection,
}: ProductCardActionsProps) {
  const { t } = useLingui();
  const { add, isPending } = useAddToCartAction();
  const productName = product.name;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-label={t`Add to cart`}
        title={t`Add to cart: ${productName}`}
        disabled={isPending}
        aria-busy={isPending || undefined}
        onClick={() => add(selectedVariant, 1, clearSelection)}
        className={clsx(
          'grid size-10 shrink-0 cursor-pointer place-items-center rounded-full bg-coral-600 text-white shadow-soft',
          'transition-colors hover:bg-coral-700 disabled:cursor-wait',
        )}
      >
        {isPending ? (
          <Spinner className="size-5" />
        ) : (
          <ShoppingBag aria-hidden="true" className="size-5" />
        )}
      </button>
      <WishlistHeartButton productId={product.id} productName={product.name} />
    </div>
  );
}

export type ProductPurchaseActionsProps = {
  product: Product;
  selectedVariant: Variant | null;
  quantity: number;
  clearSelection: () => void;
};

/** Before a size is chosen the button shows what the cheapest size would cost. */
function cheapestVariant(variants: readonly Variant[]): Variant | null {
  return variants.reduce<Variant | null>(
    (cheapest, variant) =>
      cheapest === null || variant.originalPrice < cheapest.originalPrice ? variant : cheapest,
    null,
  );
}

/** The product page's "Add to cart" button (with the price) and wishlist toggle. */
export function ProductPurchaseActions({
  product,
  selectedVariant,
  quantity,
  clearSelection,
}: ProductPurchaseActionsProps) {
  const { t } = useLingui();
  const { add, isPending } = useAddToCartAction();
  const priced = selectedVariant ?? cheapestVariant(product.variants);
  const price = priced ? formatRupees(priced.originalPrice * quantity) : null;
  return (
    <div className="flex w-full items-center gap-3">
      <Button
        size="lg"
        className="min-w-0 flex-1"
        busy={isPending}
        busyLabel={t`Adding to cart…`}
        onClick={() => add(selectedVariant, quantity, clearSelection)}
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        <span className="truncate">{price ? t`Add to cart · ${price}` : t`Add to cart`}</span>
      </Button>
      <WishlistHeartButton productId={product.id} productName={product.name} look="page" />
    </div>
  );
}
