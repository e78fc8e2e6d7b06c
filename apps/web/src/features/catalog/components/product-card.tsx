import type { Product, Variant } from '@shop/contracts/catalog';
import { useLingui } from '@lingui/react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { HoverActions, ProductCardBody } from '../../../components/ui/product-card-body.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVariantChoice } from '../../../lib/use-variant-choice.ts';
import { categoryName } from '../category-name.ts';

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
  /** Loads the photo first and at once: only for the first screen's cards. */
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
  headingLevel = 'h3',
  className,
}: ProductCardProps) {
  const choice = useVariantChoice(product);
  const { i18n } = useLingui();

  return (
    <ProductCardBody
      product={product}
      choice={choice}
      link={{ state: { product } }}
      headingLevel={headingLevel}
      imageSizes={imageSizes}
      priority={priority}
      hoverImage={hoverImage}
      className={clsx(
        'group relative flex-col transition-shadow hover:shadow-lift',
        layout === 'row' && 'sm:flex-row',
        className,
      )}
      photoClassName={clsx(layout === 'row' && 'sm:w-60 sm:shrink-0 md:w-72')}
      imageClassName="w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      detailsClassName={clsx('gap-2', layout === 'row' && 'sm:p-6')}
      overlay={
        actions && (
          <HoverActions className="right-3 bottom-3 duration-200">
            {actions({
              selectedVariant: choice.selectedVariant,
              clearSelection: choice.clearSelection,
            })}
          </HoverActions>
        )
      }
      eyebrow={
        <p className="truncate text-xs font-bold tracking-wide text-ink-500 uppercase">
          {categoryName(product.category, i18n.locale)}
        </p>
      }
    >
      {layout === 'row' && (
        <p className="hidden text-ink-700 sm:line-clamp-3">{product.description}</p>
      )}
    </ProductCardBody>
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
