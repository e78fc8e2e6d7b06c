import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '@shop/contracts/money';
import { priceLeadVariant } from '../../../lib/product-pricing.ts';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { categoryCoverQuery } from '../api/products.ts';
import { topLevelCategoryNamed } from '../category-tree.ts';

type CategoryCollageProps = {
  categoryName: string;
  /** The first screen's art (the first slide): its photos load at once, the largest first. */
  eager?: boolean;
  /** Shown when the category has no photos to show (or cannot be found). */
  fallback: ReactNode;
  /** The media query outside which the page hides the collage: its photos then load nothing. */
  shownOnlyWhen?: string;
};

/*
 * Where each polaroid sits and how wide its photo is drawn: its share of the collage less the
 * frame's 1rem of padding. The collage is 17rem wide on phones, 24rem from 40rem; from 48rem it
 * fills half the page (less padding and gap) up to 32rem, which it reaches at about 70rem.
 */
const frames = [
  {
    place: 'left-[22%] top-[4%] w-[56%] rotate-2 z-10',
    sizes:
      '(min-width: 70rem) 17rem, (min-width: 48rem) calc(28vw - 2.5rem), (min-width: 40rem) 12.5rem, 8.5rem',
  },
  {
    place: 'left-[2%] top-[30%] w-[40%] -rotate-6',
    sizes:
      '(min-width: 70rem) 12rem, (min-width: 48rem) calc(20vw - 2rem), (min-width: 40rem) 8.5rem, 6rem',
  },
  {
    place: 'right-[2%] top-[34%] w-[38%] rotate-6',
    sizes:
      '(min-width: 70rem) 11.5rem, (min-width: 48rem) calc(19vw - 2rem), (min-width: 40rem) 8rem, 5.5rem',
  },
];

/**
 * Three product photos of a category as tilted polaroids: the hero's decorative art. The
 * photos come from the shop itself, so the hero always shows what is really on sale.
 */
export function CategoryCollage({
  categoryName,
  eager = false,
  fallback,
  shownOnlyWhen,
}: CategoryCollageProps) {
  const { data: categories, isError: categoriesFailed } = useQuery(categoriesQuery);
  const category = topLevelCategoryNamed(categories, categoryName);
  const { data, isError } = useQuery({
    ...categoryCoverQuery(category?.slug ?? ''),
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
            key={frame.place}
            className={clsx(
              'absolute overflow-hidden rounded-3xl bg-white p-2 shadow-lift',
              frame.place,
            )}
          >
            {product ? (
              <ProductImage
                image={product.images[0]}
                alt=""
                sizes={frame.sizes}
                // The front, largest polaroid is the first screen's largest picture.
                priority={eager && position === 0}
                loading={eager ? 'eager' : 'lazy'}
                shownOnlyWhen={shownOnlyWhen}
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
