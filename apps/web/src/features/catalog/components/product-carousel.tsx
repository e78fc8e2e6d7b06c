import clsx from 'clsx';
import type { Category, Product } from '@shop/contracts/catalog';
import { useInfiniteQuery } from '@tanstack/react-query';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useGradualReveal } from '../../../lib/use-gradual-reveal.ts';
import { categoryCarouselQuery } from '../api/products.ts';
import { categoryName as shownName } from '../category-name.ts';
import {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardActionsContext,
} from './product-card.tsx';

type ProductCarouselProps = {
  category: Category;
  /** Where 'See all' leads: the shop, filtered to this category. */
  shopHref: string;
  cardActions?: (product: Product, context: ProductCardActionsContext) => ReactNode;
  /**
   * The row shows on a phone's first screen (the home page's first tab): its first photo is
   * there the largest picture, so it loads at once and first.
   */
  firstScreen?: boolean;
};

const slideClasses =
  'min-w-0 shrink-0 grow-0 basis-[72%] pl-4 sm:basis-1/2 md:basis-1/3 lg:basis-1/4 xl:basis-1/5';
const arrowClasses =
  'grid size-11 cursor-pointer place-items-center rounded-full bg-white text-ink-900 shadow-soft transition-colors hover:bg-coral-50 hover:text-coral-700 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-ink-900';

const emblaEvents = ['init', 'reInit', 'select', 'resize', 'slidesChanged'] as const;

/** Whether the row can scroll back and on, kept in step with Embla's events. */
function useScrollability(embla: UseEmblaCarouselType[1]) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      for (const event of emblaEvents) embla.on(event, onChange);
      return () => {
        for (const event of emblaEvents) embla.off(event, onChange);
      };
    },
    [embla],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (embla ? `${Number(embla.canScrollPrev())}${Number(embla.canScrollNext())}` : '00'),
    // The server has no carousel to scroll: the arrows start disabled, as before Embla starts.
    () => '00',
  );
  return { back: state[0] === '1', on: state[1] === '1' };
}

/**
 * A swipeable row of a category's products (Embla). The next 20 load when the shopper reaches
 * the end of the row, and a last tile leads to the whole category in the shop.
 */
export function ProductCarousel({
  category,
  shopHref,
  cardActions,
  firstScreen = false,
}: ProductCarouselProps) {
  const { t, i18n } = useLingui();
  const categoryName = shownName(category, i18n.locale);
  const products = useInfiniteQuery(categoryCarouselQuery(category.slug));
  const [viewport, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
  });
  const canScroll = useScrollability(embla);

  const items = products.data?.pages.flatMap((page) => page.data) ?? [];
  // Five slides fill the widest row; the rest follow in steps (see useGradualReveal).
  const shown = useGradualReveal(items.length, 5, 5);
  const total = products.data?.pages[0]?.pagination.totalItems ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;

  // At the end of the row, fetch the next page; Embla picks the new slides up on its own.
  useEffect(() => {
    if (canScroll.back && !canScroll.on && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [canScroll.back, canScroll.on, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (products.isError && items.length === 0) {
    return (
      <LoadError
        message={t`Failed to fetch products.`}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t`${categoryName} products`}
      aria-busy={products.isPending || isFetchingNextPage}
    >
      <div className="overflow-hidden p-1" ref={viewport}>
        <ul className="-ml-4 flex touch-pan-y pb-2">
          {products.isPending
            ? [1, 2, 3, 4, 5].map((n) => (
                <li key={n} aria-hidden="true" className={slideClasses}>
                  <ProductCardSkeleton />
                </li>
              ))
            : items.slice(0, shown).map((product, position) => (
                <li key={product.id} className={clsx(slideClasses, 'render-when-near')}>
                  <ProductCard
                    product={product}
                    imageSizes="(min-width: 80rem) 20vw, (min-width: 64rem) 25vw, (min-width: 48rem) 33vw, (min-width: 40rem) 50vw, 72vw"
                    actions={cardActions && ((context) => cardActions(product, context))}
                    priority={firstScreen && position === 0}
                  />
                </li>
              ))}
          {shown >= items.length && (isFetchingNextPage || hasNextPage) && (
            <li aria-hidden="true" className={slideClasses}>
              <ProductCardSkeleton />
            </li>
          )}
          {!products.isPending && shown >= items.length && !hasNextPage && (
            <li className={slideClasses}>
              <Link
                to={shopHref}
                className="flex h-full min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-coral-300 bg-coral-50 p-6 text-center font-bold text-coral-800 transition-colors hover:bg-coral-100"
              >
                <span className="grid size-14 place-items-center rounded-full bg-white shadow-soft">
                  <ArrowRight aria-hidden="true" className="size-6" />
                </span>
                <Trans>
                  See all {total} in {categoryName}
                </Trans>
              </Link>
            </li>
          )}
        </ul>
      </div>
      <div className="mt-4 flex items-center justify-end gap-2">
        <button
          type="button"
          aria-label={t`Previous products`}
          className={arrowClasses}
          disabled={!canScroll.back}
          onClick={() => embla?.scrollPrev()}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t`Next products`}
          className={arrowClasses}
          disabled={!canScroll.on}
          onClick={() => embla?.scrollNext()}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
