import type { Product } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productPath, productStockAlertPath } from '../../lib/product-path.ts';
import { isOutOfStock, productPricing } from '../../lib/product-pricing.ts';
import { useCanHover } from '../../lib/use-can-hover.ts';
import type { VariantChoice } from '../../lib/use-variant-choice.ts';
import { DiscountBadge } from './discount-badge.tsx';
import { PriceTag } from './price-tag.tsx';
import { ProductImage } from './product-image.tsx';
import { ProductRating } from './star-rating.tsx';
import { VariantPickers } from './variant-pickers.tsx';

/** What a card shows of a product; the shop's, the search's and the wishlist's products have it. */
export type CardProduct = Pick<Product, 'name' | 'slug' | 'images' | 'variants' | 'rating'>;

type ProductCardBodyProps = {
  product: CardProduct;
  /** The card's colour and size choice, made with useVariantChoice (its buttons read it too). */
  choice: VariantChoice;
  /** What the photo and name links carry: the product for the product page, an onClick. */
  link?: { state?: unknown; onClick?: () => void };
  headingLevel: 'h2' | 'h3';
  /** How wide the photo is drawn (the `sizes` of its srcset). */
  imageSizes: string;
  /** Loads the photo first and at once: only for the first screen's cards. */
  priority?: boolean;
  /** Shows the second photo while the card is hovered, on screens with a mouse (after hydration). */
  hoverImage?: boolean;
  /** Marks a product with no stock left 'Out of stock' over its photo. */
  soldOutBadge?: boolean;
  /** Over the photo: the card's buttons (see HoverActions). */
  overlay?: ReactNode;
  /** Above the name (the category). */
  eyebrow?: ReactNode;
  /** Between the name (and its rating) and the colour and size pickers. */
  children?: ReactNode;
  /** Ends the card (e.g. Add to cart); the price then sits under the name. */
  footer?: ReactNode;
  className?: string;
  photoClassName?: string;
  imageClassName?: string;
  /** Where the badges sit on the photo. */
  badgesClassName?: string;
  detailsClassName?: string;
};

/**
 * What every product card shows: the photo and the name, both linking to the product (the name
 * is the link for keyboards and screen readers, the photo the same link for pointers), the
 * discount and stock badges, the colour and size pickers and the price of the chosen variant,
 * and for a product with every size sold out a link to the product page's back-in-stock alert.
 * Each card adds its own parts in the slots and its own shape in the class names.
 */
export function ProductCardBody({
  product,
  choice,
  link,
  headingLevel: Heading,
  imageSizes,
  priority = false,
  hoverImage = false,
  soldOutBadge = true,
  overlay,
  eyebrow,
  children,
  footer,
  className,
  photoClassName,
  imageClassName,
  badgesClassName = 'top-3 left-3',
  detailsClassName,
}: ProductCardBodyProps) {
  const pricing = productPricing(product, choice.selectedVariant);
  const [cover, second] = product.images;
  const linkProps = { to: productPath(product), ...link };
  const soldOut = isOutOfStock(product);
  const productName = product.name;
  const canHover = useCanHover();
  const price = pricing && (
    <PriceTag
      price={pricing.price}
      wasPrice={pricing.wasPrice}
      className={footer ? undefined : 'mt-auto pt-1'}
    />
  );

  return (
    <article
      className={clsx('flex h-full overflow-hidden rounded-2xl bg-white shadow-soft', className)}
    >
      <div className={clsx('relative', photoClassName)}>
        <Link
          {...linkProps}
          tabIndex={-1}
          aria-hidden="true"
          className="relative block overflow-hidden bg-cream-200"
        >
          <ProductImage
            image={cover}
            alt=""
            sizes={imageSizes}
            priority={priority}
            className={imageClassName}
          />
          {hoverImage && canHover && second && (
            <ProductImage
              image={second}
              alt=""
              sizes={imageSizes}
              className="absolute inset-0 size-full opacity-0 transition-opacity duration-300 group-hover:opacity-100"
            />
          )}
        </Link>
        <div
          className={clsx(
            'pointer-events-none absolute flex flex-col items-start gap-1.5',
            badgesClassName,
          )}
        >
          <DiscountBadge percent={pricing?.discountPercent ?? 0} />
          {soldOutBadge && soldOut && (
            <span className="rounded-full bg-ink-900 px-2.5 py-1 text-xs font-extrabold text-white">
              <Trans>Out of stock</Trans>
            </span>
          )}
        </div>
        {overlay}
      </div>

      <div className={clsx('flex flex-1 flex-col p-3 sm:p-4', detailsClassName)}>
        {eyebrow}
        <Heading className="font-sans text-base leading-snug font-bold tracking-normal">
          <Link
            {...linkProps}
            className="line-clamp-2 rounded-sm hover:text-coral-700 hover:underline"
          >
            {product.name}
          </Link>
        </Heading>
        <ProductRating rating={product.rating} />
        {children}
        {footer && price}
        <VariantPickers productName={product.name} choice={choice} />
        {/* A product without sizes has none to wait for. */}
        {soldOut && product.variants.length > 0 && (
          <Link
            {...linkProps}
            to={productStockAlertPath(product)}
            className="self-start rounded-sm text-sm font-bold text-coral-700 underline underline-offset-2 hover:text-coral-800"
          >
            <Trans>
              Sold out: get an alert <span className="sr-only">for {productName}</span>
            </Trans>
          </Link>
        )}
        {!footer && price}
        {footer && <div className="mt-auto pt-2">{footer}</div>}
      </div>
    </article>
  );
}

/**
 * A card's buttons over its photo, shown on hover or focus with a mouse; always on touch
 * screens, which cannot hover. The card's article must be a `group`.
 */
export function HoverActions({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      className={clsx(
        'absolute flex items-center gap-2 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100',
        className,
      )}
    >
      {children}
    </div>
  );
}
