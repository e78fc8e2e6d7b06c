import type { Variant } from '@shop/contracts/catalog';
import type { Wishlist } from '@shop/contracts/cart';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DiscountBadge } from '../../../components/ui/discount-badge.tsx';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { VariantPickers } from '../../../components/ui/variant-pickers.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { productPath } from '../../../lib/product-path.ts';
import { isOutOfStock, productPricing } from '../../../lib/product-pricing.ts';
import { useVariantChoice } from '../../../lib/use-variant-choice.ts';
import { useWishlistToggleAction } from '../use-wishlist-toggle-action.ts';

export type WishlistProduct = Wishlist['items'][number]['product'];

export type WishlistAddToCartContext = {
  product: WishlistProduct;
  selectedVariant: Variant | null;
  clearSelection: () => void;
};

export type WishlistCardProps = {
  product: WishlistProduct;
  /** The "Add to cart" button, composed in by the app (the cart is another feature). */
  addToCart: (context: WishlistAddToCartContext) => ReactNode;
};

/** Spec: Wishlist card with discount and out-of-stock badges, sizes, add to cart and remove. */
export function WishlistCard({ product, addToCart }: WishlistCardProps) {
  const choice = useVariantChoice(product);
  const pricing = productPricing(product, choice.selectedVariant);
  const soldOut = isOutOfStock(product);
  const remove = useWishlistToggleAction(product.id);
  const href = productPath(product);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-cream-200">
          <ProductImage
            image={product.images[0]}
            alt=""
            sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 30vw, 48vw"
            className="w-full"
          />
        </Link>
        <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
          <DiscountBadge percent={pricing?.discountPercent ?? 0} />
          {soldOut && (
            <span className="rounded-full bg-ink-900 px-2.5 py-1 text-xs font-extrabold text-white">
              Out of stock
            </span>
          )}
        </div>
        <button
          type="button"
          onClick={remove.toggle}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          aria-label={`Remove ${product.name} from wishlist`}
          title="Remove from wishlist"
          className="absolute top-3 right-3 grid size-10 cursor-pointer place-items-center rounded-full bg-white/95 text-ink-700 shadow-soft transition-colors hover:bg-danger-50 hover:text-danger-600 disabled:cursor-wait"
        >
          {remove.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <Trash2 aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>

      <div className="flex flex-1 flex-col gap-2.5 p-3 sm:p-4">
        <h2 className="font-sans text-base leading-snug font-bold tracking-normal">
          <Link to={href} className="line-clamp-2 rounded-sm hover:text-coral-700 hover:underline">
            {product.name}
          </Link>
        </h2>
        {pricing && <PriceTag price={pricing.price} wasPrice={pricing.wasPrice} />}
        <VariantPickers productName={product.name} choice={choice} />
        <div className="mt-auto pt-2">
          {addToCart({
            product,
            selectedVariant: choice.selectedVariant,
            clearSelection: choice.clearSelection,
          })}
        </div>
      </div>
    </article>
  );
}
