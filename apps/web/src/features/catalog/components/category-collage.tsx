import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '../../../lib/format-price.ts';
import { priceLeadVariant } from '../../../lib/product-pricing.ts';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { categoryProductsQuery } from '../api/products.ts';
import { topLevelCategoryNamed } from '../category-tree.ts';

/** The home hero and the picture grid both show a category's first four products. */
export const categoryCoverCount = 4;

type CategoryCollageProps = {
  categoryName: string;
  /** Load at once (the first slide) rather than lazily. */
  eager?: boolean;
  /** Shown when the category has no photos to show (or cannot be found). */
  fallback: ReactNode;
};

const frames = [
  'left-[22%] top-[4%] w-[56%] rotate-2 z-10',
  'left-[2%] top-[30%] w-[40%] -rotate-6',
  'right-[2%] top-[34%] w-[38%] rotate-6',
];

/**
 * Three product photos of a category as tilted polaroids: the hero's decorative art. The
 * photos come from the shop itself, so the hero always shows what is really on sale.
 */
export function CategoryCollage({ categoryName, eager = false, fallback }: CategoryCollageProps) {
  const { data: categories, isError: categoriesFailed } = useQuery(categoriesQuery);
  const category = topLevelCategoryNamed(categories, categoryName);
  const { data, isError } = useQuery({
    ...categoryProductsQuery(category?.slug ?? '', categoryCoverCount),
    enabled: Boolean(category),
  });
  const products = (data?.data ?? []).filter((product) => product.images.length > 0).slice(0, 3);
  const featured = products[0];
  const featuredPrice = featured ? priceLeadVariant(featured)?.originalPrice : undefined;

  const failed = categoriesFailed || isError || (categories && !category);
  if (failed || (data && products.length === 0)) return <>{fallback}</>;

  return (
    <div className="relative mx-auto aspect-[5/4] w-full max-w-[17rem] sm:max-w-sm md:max-w-lg">
      {frames.map((frame, position) => {
        const product = products[position];
        return (
          <div
            key={frame}
            className={clsx('absolute overflow-hidden rounded-3xl bg-white p-2 shadow-lift', frame)}
          >
            {product ? (
              <ProductImage
                image={product.images[0]}
                alt=""
                sizes="(min-width: 48rem) 18rem, 50vw"
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={eager && position === 0 ? 'high' : undefined}
                className="w-full rounded-2xl"
              />
            ) : (
              <Skeleton className="aspect-[4/5] w-full rounded-2xl bg-ink-900/10" />
            )}
          </div>
        );
      })}
      {featured && featuredPrice !== undefined && (
        <p className="absolute bottom-[2%] left-1/2 z-20 w-max max-w-[96%] -translate-x-1/2 truncate rounded-full bg-white px-3 py-1.5 text-xs sm:px-4 sm:py-2 sm:text-sm font-bold text-ink-900 shadow-lift">
          {featured.name} · {formatRupees(featuredPrice, { dropWholePaise: true })}
        </p>
      )}
    </div>
  );
}
