import {
  LOW_STOCK_LIST_MAX,
  LOW_STOCK_THRESHOLD,
  type LowStockVariant,
} from '@shop/contracts/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { PackageCheck, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageRange } from '../../../components/ui/page-range.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';
import { StackedTableHead } from '../../../components/ui/stacked-table-head.tsx';
import { lowStockPageQuery } from '../api/dashboard.ts';

/** How many rows show before "Show all": enough to act on without burying the page. */
const FIRST_ROWS = 8;

const cell = 'px-3 py-2.5 align-middle max-sm:p-0';

type LowStockListProps = {
  /** The first low-stock variants, as the dashboard brings them. */
  variants: readonly LowStockVariant[] | undefined;
  /** How many variants are low in all. */
  total: number | undefined;
};

/**
 * Variants with at most LOW_STOCK_THRESHOLD pieces left, each with a link to edit its product:
 * the first few, then on "Show all" every one of them, a page at a time.
 */
export function LowStockList({ variants, total }: LowStockListProps) {
  const [showAll, setShowAll] = useState(false);
  const loaded = variants && total !== undefined;
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      <h2 id="low-stock-heading" className="text-xl font-semibold">
        Low stock
      </h2>
      <p className="text-sm text-ink-500">
        Variants with {LOW_STOCK_THRESHOLD} or fewer pieces left, fewest first.
      </p>
      {!loaded ? (
        <RowSkeletons />
      ) : total === 0 ? (
        <p className="mt-6 flex items-center gap-2 font-semibold text-sage-700">
          <PackageCheck aria-hidden="true" className="size-5" />
          Every variant is well stocked.
        </p>
      ) : (
        <>
          {showAll ? (
            <EveryLowStockVariant />
          ) : (
            <LowStockTable variants={variants.slice(0, FIRST_ROWS)} />
          )}
          {total > FIRST_ROWS && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-3"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? 'Show fewer' : `Show all ${total}`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function RowSkeletons() {
  return (
    <div className="mt-4 flex flex-col gap-2">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-11" />
      ))}
    </div>
  );
}

/** Every low-stock variant, LOW_STOCK_LIST_MAX a page, fetched as the admin turns the pages. */
function EveryLowStockVariant() {
  const [page, setPage] = useState(1);
  const { data, isError, isFetching, refetch } = useQuery({
    ...lowStockPageQuery(page),
    placeholderData: keepPreviousData,
  });
  if (isError) {
    return (
      <LoadError
        message="The low-stock variants could not be loaded."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-3">
      <PageRange pagination={data?.pagination} perPage={LOW_STOCK_LIST_MAX} noun="variants" />
      {data ? <LowStockTable variants={data.variants} /> : <RowSkeletons />}
      <Pagination
        label="Low-stock pages"
        currentPage={data?.pagination.currentPage ?? page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
}

function LowStockTable({ variants }: { variants: readonly LowStockVariant[] }) {
  return (
    <table className="mt-4 w-full border-collapse max-sm:block">
      <caption className="sr-only">Low-stock variants</caption>
      <StackedTableHead
        stacksBelow="sm"
        columns={[
          { label: 'Product' },
          { label: 'Size' },
          { label: 'Colour' },
          { label: 'Stock', className: 'text-right' },
          { label: <span className="sr-only">Edit</span> },
        ]}
      />
      <tbody className="max-sm:flex max-sm:flex-col max-sm:divide-y max-sm:divide-ink-900/10">
        {variants.map((variant) => (
          <tr
            key={variant.variantId}
            className="border-b border-ink-900/10 last:border-0 max-sm:relative max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:border-0 max-sm:py-3"
          >
            <td className={clsx(cell, 'font-bold text-ink-900 max-sm:w-full max-sm:pr-20')}>
              {variant.productName}
            </td>
            <td className={clsx(cell, 'text-sm text-ink-700')}>
              <span className="sm:hidden">Size </span>
              {variant.size}
            </td>
            <td className={clsx(cell, 'text-sm text-ink-700')}>
              <span aria-hidden="true" className="mr-1 sm:hidden">
                ·
              </span>
              {variant.color}
            </td>
            <td className={clsx(cell, 'max-sm:ml-auto')}>
              <div className="flex flex-wrap items-center justify-end gap-1.5">
                <span
                  className={clsx(
                    'inline-block rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap tabular-nums',
                    variant.stock === 0
                      ? 'bg-danger-50 text-danger-600'
                      : 'bg-amber-100 text-amber-900',
                  )}
                >
                  {variant.stock === 0 ? 'Sold out' : `${variant.stock} left`}
                </span>
                {/* Shoppers asking for it: what to restock first. */}
                {variant.waiting > 0 && (
                  <ToneBadge tone="sky" className="tabular-nums">
                    {variant.waiting} waiting
                    <span className="sr-only"> for a back-in-stock alert</span>
                  </ToneBadge>
                )}
              </div>
            </td>
            {/* On a phone, beside the product's name: the stock and waiting badges need the row. */}
            <td className={clsx(cell, 'text-right max-sm:absolute max-sm:top-1.5 max-sm:right-0')}>
              <Link
                to={`/admin/product?edit=${variant.productId}`}
                aria-label={`Edit ${variant.productName}`}
                className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-coral-700 hover:bg-coral-50"
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
