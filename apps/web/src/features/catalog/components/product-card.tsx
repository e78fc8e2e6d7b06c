import type { Product, Variant } from '@shop/contracts/catalog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DiscountBadge } from '../../../components/ui/discount-badge.tsx';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { VariantPickers } from '../../../components/ui/variant-pickers.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { isOutOfStock, productPricing } from '../../../lib/product-pricing.ts';
import { useVariantChoice } from '../../../lib/use-variant-choice.ts';
import { productPath } from '../../../lib/product-path.ts';

export type ProductCardActionsContext = {
  selectedVariant: Variant | null;
  clearSelection: () => void;
};

type ProductCardProps = {
  product: Product;
  /** The commerce buttons (add to cart, wishlist heart), composed in by the app. */
  actions?: (context: ProductCardActionsContext) => ReactNode;
  /** How wide the photo is drawn (the `sizes` of its srcset). */
  imageSizes: string;
  /** Shows the second photo while the card is hovered (the shop grid). */
  hoverImage?: boolean;
  /** 'row' puts the photo beside the details from small screens up (a one-column list). */
  layout?: 'tile' | 'row';
  /** Loads the photo at once: only for cards in the first screen. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** Spec: the home and shop product card, with its own colour and size choice. */
export function ProductCard({
  product,
  actions,
  imageSizes,
  hoverImage = false,
  layout = 'tile',
  priority = false,
  headingLevel: Heading = 'h3',
  className,
}: ProductCardProps) {
  const choice = useVariantChoice(product);
  const pricing = productPricing(product, choice.selectedVariant);
  const [cover, second] = product.images;
  const href = productPath(product);
  const soldOut = isOutOfStock(product);

  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft transition-shadow hover:shadow-lift',
        layout === 'row' && 'sm:flex-row',
        className,
      )}
    >
      <div className={clsx('relative', layout === 'row' && 'sm:w-60 sm:shrink-0 md:w-72')}>
        {/* The title below is the card's link for keyboards and screen readers; the photo is
            the same link for pointers. */}
        <Link
          to={href}
          state={{ product }}
          tabIndex={-1}
          aria-hidden="true"
          className="relative block overflow-hidden bg-cream-200"
        >
          <ProductImage
            image={cover}
            alt=""
            sizes={imageSizes}
            loading={priority ? 'eager' : 'lazy'}
            className="w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
          {hoverImage && second && (
            <ProductImage
              image={second}
              alt=""
              sizes={imageSizes}
              className="absolute inset-0 size-full opacity-0 transition-opacity duration-300 group-hover:opacity-100"
            />
          )}
        </Link>
        <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
          <DiscountBadge percent={pricing?.discountPercent ?? 0} />
          {soldOut && (
            <span className="rounded-full bg-ink-900 px-2.5 py-1 text-xs font-extrabold text-white">
              Out of stock
            </span>
          )}
        </div>
        {actions && (
          <div
            className={clsx(
              'absolute right-3 bottom-3 flex items-center gap-2 transition-opacity duration-200',
              // Shown on hover or focus with a mouse; always on touch screens, which cannot hover.
              'opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100',
            )}
          >
            {actions({
              selectedVariant: choice.selectedVariant,
              clearSelection: choice.clearSelection,
            })}
          </div>
        )}
      </div>

      <div className={clsx('flex flex-1 flex-col gap-2 p-3 sm:p-4', layout === 'row' && 'sm:p-6')}>
        <p className="truncate text-xs font-bold tracking-wide text-ink-500 uppercase">
          {product.category.name}
        </p>
        <Heading className="font-sans text-base leading-snug font-bold tracking-normal">
          <Link
            to={href}
            state={{ product }}
            className="line-clamp-2 rounded-sm hover:text-coral-700 hover:underline"
          >
            {product.name}
          </Link>
        </Heading>
        <StarRating rating={4} />
        {layout === 'row' && (
          <p className="hidden text-ink-700 sm:line-clamp-3">{product.description}</p>
        )}
        <VariantPickers productName={product.name} choice={choice} />
        {pricing && (
          <PriceTag price={pricing.price} wasPrice={pricing.wasPrice} className="mt-auto pt-1" />
        )}
      </div>
    </article>
  );
}

/** A card's placeholder in the card's final shape, while the products load. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={clsx('overflow-hidden rounded-2xl bg-white shadow-soft', className)}>
      <Skeleton className="aspect-[4/5] rounded-none" />
      <div className="flex flex-col gap-2.5 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-3.5 w-20" />
        <div className="flex gap-1.5">
          <Skeleton className="h-8 w-12 rounded-full" />
          <Skeleton className="h-8 w-12 rounded-full" />
          <Skeleton className="h-8 w-12 rounded-full" />
        </div>
        <Skeleton className="mt-1 h-6 w-24" />
      </div>
    </div>
  );
}
