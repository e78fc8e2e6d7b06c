import type { Variant } from '@shop/contracts/catalog';
import type { Wishlist } from '@shop/contracts/cart';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ProductCardBody } from '../../../components/ui/product-card-body.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useVariantChoice } from '../../../lib/use-variant-choice.ts';
import { useWishlistToggleAction } from '../use-wishlist-toggle-action.ts';

type WishlistProduct = Wishlist['items'][number]['product'];

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
  const { t } = useLingui();
  const productName = product.name;
  const choice = useVariantChoice(product);
  const remove = useWishlistToggleAction(product.id);

  return (
    <ProductCardBody
      product={product}
      choice={choice}
      headingLevel="h2"
      imageSizes="(min-width: 1280px) 18rem, (min-width: 1024px) 30vw, 48vw"
      className="flex-col"
      imageClassName="w-full"
      detailsClassName="gap-2.5"
      overlay={
        <button
          type="button"
          onClick={remove.toggle}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          aria-label={t`Remove ${productName} from wishlist`}
          title={t`Remove from wishlist`}
          className="absolute top-3 right-3 grid size-10 cursor-pointer place-items-center rounded-full bg-white/95 text-ink-700 shadow-soft transition-colors hover:bg-danger-50 hover:text-danger-600 disabled:cursor-wait"
        >
          {remove.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <Trash2 aria-hidden="true" className="size-5" />
          )}
        </button>
      }
      footer={addToCart({
        product,
        selectedVariant: choice.selectedVariant,
        clearSelection: choice.clearSelection,
      })}
    />
  );
}
