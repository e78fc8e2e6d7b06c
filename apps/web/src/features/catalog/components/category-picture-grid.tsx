import type { Category } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { categoryCoverQuery } from '../api/products.ts';
import { categoryShopHref } from '../category-href.ts';
import { categoryName } from '../category-name.ts';

const tints = [
  'bg-coral-100',
  'bg-sky-100',
  'bg-sage-100',
  'bg-cream-200',
  'bg-sun-300/30',
  'bg-coral-50',
];

function CategoryTile({
  category,
  index,
  large,
}: {
  category: Category;
  index: number;
  large: boolean;
}) {
  const { i18n } = useLingui();
  const productCount = category._count.products;
  // The same call as the hero's pictures, so these usually come from the cache.
  const { data } = useQuery(categoryCoverQuery(category.slug));
  const cover = data?.data.find((product) => product.images.length > 0)?.images[0];
  return (
    <Link
      to={categoryShopHref(category.id)}
      className={clsx(
        'group flex h-full gap-3 overflow-hidden rounded-3xl p-3 shadow-soft transition-shadow hover:shadow-lift sm:p-4',
        large ? 'flex-row' : 'flex-col-reverse sm:flex-row',
        tints[index % tints.length],
      )}
    >
      <span className="flex min-w-0 flex-1 flex-col justify-end sm:p-2">
        <span
          className={clsx(
            'block font-display leading-tight font-semibold text-ink-900',
            large ? 'text-2xl sm:text-3xl' : 'text-lg',
          )}
        >
          {categoryName(category, i18n.locale)}
        </span>
        {large && category.description && (
          <span className="mt-2 hidden text-lg text-ink-700 sm:block">{category.description}</span>
        )}
        <span className="mt-1 flex items-center gap-1 text-sm font-bold text-coral-800">
          <Plural value={productCount} one="# product" other="# products" />
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
          />
        </span>
      </span>
      <span className="flex min-h-0 flex-1 justify-center gap-3 sm:flex-none sm:justify-end">
        {cover ? (
          <ProductImage
            image={cover}
            alt=""
            sizes={large ? '22rem' : '12rem'}
            className="h-full w-auto rounded-2xl shadow-soft transition-transform duration-500 group-hover:-rotate-2 motion-reduce:transition-none"
          />
        ) : (
          <Skeleton className="aspect-[4/5] h-full" />
        )}
      </span>
    </Link>
  );
}

/** Six tiles: a big first one, then pairs (phones) or a 3 × 3 mosaic (wide screens). */
function tileSpan(index: number): string | undefined {
  if (index === 0) return 'col-span-2 lg:row-span-2';
  if (index === 5) return 'max-lg:col-span-2';
  return undefined;
}

/**
 * Spec: the home page's picture grid leading into the shop, one picture per category.
 */
export function CategoryPictureGrid() {
  const { data: categories } = useQuery(categoriesQuery);
  return (
    <section
      aria-labelledby="picture-grid-title"
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
    >
      <h2 id="picture-grid-title" className="text-3xl font-semibold sm:text-4xl">
        <Trans>Find their next favourite</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-lg text-ink-700">
        <Trans>From first cuddles to first school days: wander through the collections.</Trans>
      </p>
      <ul className="mt-6 grid auto-rows-[14rem] grid-cols-2 gap-3 sm:gap-4 lg:auto-rows-[13rem] lg:grid-cols-3">
        {(categories ?? []).slice(0, 6).map((category, index) => (
          <li key={category.id} className={tileSpan(index)}>
            <CategoryTile category={category} index={index} large={index === 0} />
          </li>
        ))}
        {!categories &&
          [0, 1, 2, 3, 4, 5].map((index) => (
            <li key={index} aria-hidden="true" className={tileSpan(index)}>
              <Skeleton className="size-full rounded-3xl" />
            </li>
          ))}
      </ul>
      <div className="mt-8 text-center">
        <Link
          to="/shop"
          className="inline-flex items-center gap-2 font-bold text-coral-700 underline-offset-4 hover:underline"
        >
          <Trans>Shop all products</Trans>
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
