import type { Product, Variant } from '@shop/contracts/catalog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DiscountBadge } from '../../../components/ui/discount-badge.tsx';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { VariantPickers } from '../../../components/ui/variant-pickers.tsx';
import { productPath } from '../../../lib/product-path.ts';
import { productPricing } from '../../../lib/product-pricing.ts';
import { useVariantChoice } from '../../../lib/use-variant-choice.ts';

export type SearchCardActionsContext = {
  selectedVariant: Variant | null;
  clearSelection: () => void;
};

type SearchResultCardProps = {
  product: Product;
  actions?: (context: SearchCardActionsContext) => ReactNode;
  /** Called when the shopper opens the product (the overlay closes then). */
  onOpen: () => void;
  /** Loads the photo at once (the first row of results). */
  priority?: boolean;
};

/** Spec: a search result: badge, photo, hover actions, name, sizes and price. */
export function SearchResultCard({
  product,
  actions,
  onOpen,
  priority = false,
}: SearchResultCardProps) {
  const choice = useVariantChoice(product);
  const pricing = productPricing(product, choice.selectedVariant);
  const link = { to: productPath(product), state: { product }, onClick: onOpen };

  return (
    // A row on phones (a list to scan quickly), a tile from 30rem up.
    <article className="group flex h-full overflow-hidden rounded-2xl bg-white shadow-soft min-[30rem]:flex-col">
      <div className="relative w-36 shrink-0 min-[30rem]:w-auto">
        <Link {...link} tabIndex={-1} aria-hidden="true" className="block bg-cream-200">
          <ProductImage
            image={product.images[0]}
            alt=""
            sizes="(min-width: 64rem) 25vw, (min-width: 30rem) 50vw, 9rem"
            loading={priority ? 'eager' : 'lazy'}
            className="h-full w-full min-[30rem]:h-auto"
          />
        </Link>
        <DiscountBadge
          percent={pricing?.discountPercent ?? 0}
          className="pointer-events-none absolute top-2 left-2 min-[30rem]:top-3 min-[30rem]:left-3"
        />
        {actions && (
          <div className="absolute right-2 bottom-2 flex min-[30rem]:right-3 min-[30rem]:bottom-3 items-center gap-2 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
            {actions({
              selectedVariant: choice.selectedVariant,
              clearSelection: choice.clearSelection,
            })}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="font-sans text-base leading-snug font-bold tracking-normal">
          <Link {...link} className="line-clamp-2 rounded-sm hover:text-coral-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <VariantPickers productName={product.name} choice={choice} />
        {pricing && (
          <PriceTag price={pricing.price} wasPrice={pricing.wasPrice} className="mt-auto pt-1" />
        )}
      </div>
    </article>
  );
}
