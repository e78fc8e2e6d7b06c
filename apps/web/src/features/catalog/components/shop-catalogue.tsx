import type { Product } from '@shop/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DeferredHydration } from '../../../components/ui/deferred-hydration.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { itemRange } from '../../../lib/page-window.ts';
import { onDemand, useOnDemand } from '../../../lib/use-on-demand.ts';
import { categoriesQuery } from '../../../lib/categories-query.ts';
import { useShopProducts } from '../api/use-shop-products.ts';
import { findCategory } from '../category-tree.ts';
import {
  activeFilterCount,
  noFilters,
  parseShopQuery,
  shopHref,
  shopPageSize,
  shopSearchParams,
  shopSorts,
  withCategoryTab,
  withFilters,
  type ShopFilters,
  type ShopQuery,
} from '../shop-query.ts';
import { cardImageSizes, gridColumnClasses } from '../shop-grid-layout.ts';
import { useMaxColumns } from '../use-max-columns.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { ColumnPicker } from './column-picker.tsx';
import { FilterPanel } from './filter-panel.tsx';
import {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardActionsContext,
} from './product-card.tsx';

// The phone's filter sheet (a Radix dialog) is fetched when the shopper first opens it: most
// visits never do, and its code would otherwise come with every shop page.
const filterSheet = onDemand(() =>
  import('../../../components/ui/sheet.tsx').then((module) => module.Sheet),
);

type ShopCatalogueProps = {
  /** The card's commerce buttons, composed in by the app. */
  cardActions?: (product: Product, context: ProductCardActionsContext) => ReactNode;
};

/** Spec: the shop. Its whole state (filters, sort, page, columns) is in the URL. */
export function ShopCatalogue({ cardActions }: ShopCatalogueProps) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseShopQuery(searchParams);
  const { data: categories } = useQuery(categoriesQuery);
  const { listing, facets } = useShopProducts(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once opened, the sheet stays mounted, so it can play its closing animation.
  const { Component: Sheet, request: requestSheet } = useOnDemand(filterSheet);
  const openFilters = () => {
    setFiltersOpen(true);
    // Without a signal the sheet cannot open; the next tap tries again.
    requestSheet().catch(() => setFiltersOpen(false));
  };
  // The grid itself narrows to the screen in CSS (shop-grid-layout.ts); only the picker's
  // pressed button, which the server cannot know, follows the screen in JavaScript.
  const columns = query.columns;
  const sortId = useId();

  const firstCategory = query.categoryIds[0];
  const activeTab = firstCategory
    ? ((categories && findCategory(categories, firstCategory)?.topLevel.id) ?? null)
    : null;
  const activeCategory =
    firstCategory && categories ? findCategory(categories, firstCategory) : null;

  function go(next: ShopQuery, options: { keepScroll?: boolean } = {}) {
    setSearchParams(shopSearchParams(next), { preventScrollReset: options.keepScroll });
  }

  function applyFilters(filters: ShopFilters) {
    setFiltersOpen(false);
    go(withFilters(query, filters));
  }

  function clearAll() {
    setFiltersOpen(false);
    go(withFilters(query, noFilters));
  }

  const panelKey = shopSearchParams({ ...query, page: 1 }).toString();
  const panel = (inDialog: boolean) => (
    <FilterPanel
      // A new URL (a tab, Back, Clear All) starts the panel's draft over from what it says.
      key={panelKey}
      applied={query}
      facets={facets}
      categories={categories}
      onApply={applyFilters}
      onClearAll={clearAll}
      showTitle={!inDialog}
    />
  );

  const page = listing.data;
  const total = page?.pagination.totalItems ?? 0;
  const { first, last } = itemRange(query.page, shopPageSize, total);
  const pageNumber = query.page;
  // An old link or a typed URL past the last page (the server answers it with 404).
  const pastTheLastPage = page !== undefined && page.data.length === 0 && query.page > 1;
  const filterCount = activeFilterCount(query);
  const updating = listing.isFetching && listing.isPlaceholderData;

  let results: ReactNode;
  if (listing.isError && !page) {
    results = (
      <LoadError
        message={t`Failed to fetch products.`}
        onRetry={() => void listing.refetch()}
        retrying={listing.isFetching}
      />
    );
  } else if (!page) {
    results = (
      <ul className={clsx('grid gap-3 sm:gap-5', gridColumnClasses(columns))}>
        {Array.from({ length: columns * 2 }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (page.data.length === 0) {
    const totalPages = page.pagination.totalPages;
    results =
      total > 0 ? (
        <EmptyState
          icon={SearchX}
          title={t`This page is empty`}
          action={
            <Link
              to={shopHref({ ...query, page: page.pagination.totalPages })}
              className={buttonClasses()}
            >
              <Trans>Go to the last page</Trans>
            </Link>
          }
        >
          {t`${plural(total, { one: 'The 1 product fits', other: 'The # products fit' })} on ${plural(
            totalPages,
            { one: '1 page', other: '# pages' },
          )}.`}
        </EmptyState>
      ) : (
        <EmptyState
          icon={SearchX}
          title={t`No products match these filters`}
          action={
            <Button onClick={clearAll} variant="outline">
              <Trans>Clear All filters</Trans>
            </Button>
          }
        >
          <Trans>Try fewer filters, another size or a wider price range.</Trans>
        </EmptyState>
      );
  } else {
    results = (
      <ProductGrid
        key={shopSearchParams(query).toString()}
        products={page.data}
        columns={columns}
        updating={updating}
        cardActions={cardActions}
      />
    );
  }

  return (
    <div>
      <div className="max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          <Trans>Shop All Products</Trans>
        </h1>
        <p className="mt-2 text-lg text-ink-700">
          {activeCategory?.category.description ||
            t`Soft clothes, fabrics, nursery goods and toys for babies and kids, delivered free across India.`}
        </p>
      </div>

      <div className="mt-6">
        <CategoryTabs
          categories={categories}
          activeId={activeTab}
          hrefFor={(categoryId) => shopHref(withCategoryTab(query, categoryId))}
        />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside className="hidden lg:block">
          {/* Hidden on phones (they filter in the sheet), where it then never hydrates; on a
              wide screen it hydrates when it comes into view or is used. */}
          <DeferredHydration className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl bg-white px-4 pt-4 shadow-soft">
            {panel(false)}
          </DeferredHydration>
        </aside>

        <section
          aria-labelledby={`${sortId}-results`}
          aria-busy={updating || !page}
          className="min-w-0"
        >
          <div className="mb-5 flex flex-wrap items-center gap-3">
            {/* A row of its own on phones: "Loading products…" and "Showing 1 - 20 of 112
                products" differ in length, which must not rewrap the controls (layout shift). */}
            <p
              id={`${sortId}-results`}
              className="mr-auto basis-full font-bold text-ink-700 sm:basis-auto"
              aria-live="polite"
            >
              {page && pastTheLastPage ? (
                <Trans>No products on page {pageNumber}</Trans>
              ) : page ? (
                <Trans>
                  Showing {first} - {last} of {total} products
                </Trans>
              ) : (
                t`Loading products…`
              )}
              {updating && <Spinner className="ml-2 inline size-4 text-coral-600" />}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="lg:hidden"
              aria-haspopup="dialog"
              onClick={openFilters}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              <Trans>Filters</Trans>
              {filterCount > 0 && (
                <span className="grid min-w-5 place-items-center rounded-full bg-coral-600 px-1 text-xs text-white">
                  {filterCount}
                </span>
              )}
            </Button>
            <ScreenColumnPicker
              columns={columns}
              onChange={(next) => go({ ...query, columns: next }, { keepScroll: true })}
            />
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="sr-only sm:not-sr-only sm:text-sm sm:font-bold">
                <Trans>Sort by</Trans>
              </label>
              <NativeSelect
                id={sortId}
                value={query.sort}
                onChange={(event) =>
                  go(
                    { ...query, sort: event.target.value as ShopQuery['sort'], page: 1 },
                    { keepScroll: true },
                  )
                }
                className="h-10 w-auto py-0 text-sm font-bold"
              >
                {shopSorts.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>

          {results}

          {page && (
            <Pagination
              className="mt-10"
              label={t`Shop pages`}
              currentPage={query.page}
              totalPages={page.pagination.totalPages}
              pageHref={(target) => shopHref({ ...query, page: target })}
            />
          )}
        </section>
      </div>

      {Sheet && (
        <Sheet
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          title={t`FILTER`}
          closeLabel={t`Close filters`}
        >
          {panel(true)}
        </Sheet>
      )}
    </div>
  );
}

/**
 * A card's height before it is drawn. A tile's 4:5 photo is as wide as its column (the
 * `@container` it sits in) and the words under it take about 16rem: measured from 2 to 5 columns
 * at 390 to 1920 px, this is at most 62 px off a drawn tile, where one fixed height was up to
 * 250 px off, so the pager and the scroll bar barely move as the shopper scrolls down. One
 * column is a full-width tile on a phone (598-634 px) and a row with a fixed-width photo wider
 * (360 px).
 */
function heightEstimate(columns: number): string {
  return columns > 1
    ? '[--unrendered-height:calc(125cqi+16rem)]'
    : '[--unrendered-height:39rem] sm:[--unrendered-height:22.5rem]';
}

/**
 * The column picker with the button of the columns the screen really shows pressed. A component
 * of its own: when the browser learns the screen's width after hydration, only it draws again.
 */
function ScreenColumnPicker({
  columns,
  onChange,
}: {
  columns: number;
  onChange: (columns: number) => void;
}) {
  const maxColumns = useMaxColumns();
  return (
    <ColumnPicker requested={columns} value={Math.min(columns, maxColumns)} onChange={onChange} />
  );
}

type CardActions = (product: Product, context: ProductCardActionsContext) => ReactNode;

/**
 * The page of product cards, every one of them in the server's HTML (a page holds 50), so the
 * shop reads and links without scripts and to crawlers. The first screen's cards hydrate with the
 * page; the others when the shopper scrolls near them (DeferredHydration), and until then a card
 * off screen costs no style or layout work either (render-when-near).
 */
function ProductGrid({
  products,
  columns,
  updating,
  cardActions,
}: {
  products: Product[];
  columns: number;
  updating: boolean;
  cardActions?: CardActions;
}) {
  const firstScreen = Math.max(6, columns * 2);
  const itemClasses = clsx('@container', heightEstimate(columns));
  return (
    <ul
      className={clsx(
        'grid gap-3 transition-opacity sm:gap-5',
        gridColumnClasses(columns),
        updating && 'opacity-60',
      )}
    >
      {products.map((product, index) => {
        const card = (
          <ShopCard
            product={product}
            columns={columns}
            // The first row (as many cards as the widest screen shows) is the first screen.
            priority={index < columns}
            cardActions={cardActions}
          />
        );
        return index < firstScreen ? (
          <li key={product.id} className={itemClasses}>
            {card}
          </li>
        ) : (
          <DeferredHydration key={product.id} as="li" className={itemClasses}>
            {card}
          </DeferredHydration>
        );
      })}
    </ul>
  );
}

function ShopCard({
  product,
  columns,
  priority,
  cardActions,
}: {
  product: Product;
  columns: number;
  priority: boolean;
  cardActions?: CardActions;
}) {
  return (
    <div className="render-when-near h-full">
      <ProductCard
        product={product}
        hoverImage
        layout={columns === 1 ? 'row' : 'tile'}
        imageSizes={cardImageSizes(columns)}
        priority={priority}
        actions={cardActions && ((context) => cardActions(product, context))}
      />
    </div>
  );
}
