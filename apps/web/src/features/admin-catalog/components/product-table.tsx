import type { AdminProductSort, Product } from '@shop/contracts/catalog';
import { LOW_STOCK_THRESHOLD } from '@shop/contracts/dashboard';
import clsx from 'clsx';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronDown,
  ExternalLink,
  Images,
  Pencil,
  Trash2,
} from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { formatRupees } from '@shop/contracts/money';
import type { ProductDemand } from '../stock-alert-demand.ts';
import { sortLabels } from './product-list-filters.tsx';
import { WaitingForSizes } from './waiting-for-sizes.tsx';

type ProductTableProps = {
  products: readonly Product[];
  /** S.No of the first row (11 on page 2). */
  firstNumber: number;
  /** Who waits for a back-in-stock alert, by product id; undefined until it has loaded. */
  demand: ReadonlyMap<string, ProductDemand> | undefined;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onShowImages: (product: Product) => void;
  sort: AdminProductSort;
  onSort: (sort: AdminProductSort) => void;
};

/*
 * One table for every width: below md each row turns into a card that labels its own values (the
 * header row, with its sort buttons, is hidden there: the filters offer a sort select instead),
 * so the columns never scroll sideways on a phone.
 */
const cell = 'px-3 py-3 align-middle max-md:p-0';
const pillButton =
  'inline-flex h-9 cursor-pointer whitespace-nowrap items-center gap-1.5 rounded-full bg-cream-100 px-3 text-sm font-bold text-ink-900 transition-colors hover:bg-coral-50 hover:text-coral-700';
const iconButton =
  'grid size-10 cursor-pointer place-items-center rounded-full text-ink-700 transition-colors hover:bg-ink-900/5';

export function ProductTable({
  products,
  firstNumber,
  demand,
  onEdit,
  onDelete,
  onShowImages,
  sort,
  onSort,
}: ProductTableProps) {
  const [openVariants, setOpenVariants] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenVariants((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <table className="w-full border-collapse max-md:block">
      <caption className="sr-only">Products, {sortLabels[sort].toLowerCase()}</caption>
      <thead className="max-md:hidden">
        <tr className="border-b border-ink-900/10">
          <th scope="col" className={clsx(headCell, 'w-16')}>
            S.No
          </th>
          <SortableHead column="name" sort={sort} onSort={onSort}>
            Product
          </SortableHead>
          <th scope="col" className={headCell}>
            Category
          </th>
          <SortableHead column="price" sort={sort} onSort={onSort} className="text-right">
            Price
          </SortableHead>
          <SortableHead column="stock" sort={sort} onSort={onSort} className="text-right">
            Total stock
          </SortableHead>
          <th scope="col" className={headCell}>
            Variants and images
          </th>
          <SortableHead column="added" sort={sort} onSort={onSort}>
            Added
          </SortableHead>
          <th scope="col" className={clsx(headCell, 'text-right')}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {products.map((product, index) => {
          const cover = product.images[0];
          const open = openVariants.has(product.id);
          const variantsId = `variants-${product.id}`;
          const stock = product.variants.reduce((sum, variant) => sum + variant.stock, 0);
          const prices = product.variants.map((variant) => variant.originalPrice);
          const lowest = Math.min(...prices);
          const waiting = demand?.get(product.id);
          return (
            <Fragment key={product.id}>
              <tr
                className={clsx(
                  'border-b border-ink-900/10 hover:bg-cream-50',
                  'max-md:relative max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-2 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:bg-white max-md:p-4',
                  open && 'max-md:rounded-b-none max-md:border-b-0',
                )}
              >
                <td className={clsx(cell, 'font-bold text-ink-500 tabular-nums max-md:hidden')}>
                  {firstNumber + index}
                </td>
                <td className={clsx(cell, 'max-md:w-full max-md:pr-22')}>
                  <div className="flex items-center gap-3">
                    <Thumbnail src={cover?.thumbUrl} size={56} />
                    <div className="min-w-0">
                      <p className="font-bold text-ink-900">
                        <span className="mr-1 text-ink-500 md:hidden">{firstNumber + index}.</span>
                        {product.name}
                        {product.status === 'DRAFT' && (
                          <ToneBadge tone="ink" className="ml-2 align-middle">
                            Draft
                          </ToneBadge>
                        )}
                      </p>
                      {/* A tab of its own: the admin's list, filters and page stay where they were. */}
                      <Link
                        to={`/product/${product.slug}`}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1 text-sm font-semibold text-coral-700 hover:underline"
                      >
                        View in shop <span className="sr-only">(opens in a new tab)</span>
                        <ExternalLink aria-hidden="true" className="size-3.5" />
                      </Link>
                      {waiting && <WaitingForSizes demand={waiting} />}
                    </div>
                  </div>
                </td>
                <td className={clsx(cell, 'text-ink-700 max-md:w-full max-md:text-sm')}>
                  <span className="font-semibold md:hidden">Category: </span>
                  {product.category.name}
                </td>
                <td className={clsx(cell, 'text-right tabular-nums max-md:text-sm')}>
                  <span className="font-semibold md:hidden">Price: </span>
                  {prices.length === 0
                    ? '—'
                    : `${prices.some((price) => price !== lowest) ? 'from ' : ''}${formatRupees(lowest)}`}
                </td>
                <td className={clsx(cell, 'text-right max-md:text-sm')}>
                  <span className="font-semibold md:hidden">Total stock: </span>
                  <span className="font-bold tabular-nums">{stock}</span>
                  <StockMark product={product} total={stock} />
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={pillButton}
                      aria-expanded={open}
                      aria-controls={variantsId}
                      onClick={() => toggle(product.id)}
                    >
                      {product.variants.length}{' '}
                      {product.variants.length === 1 ? 'variant' : 'variants'}
                      <ChevronDown
                        aria-hidden="true"
                        className={clsx('size-4 transition-transform', open && 'rotate-180')}
                      />
                    </button>
                    <button
                      type="button"
                      className={pillButton}
                      onClick={() => onShowImages(product)}
                      aria-label={`Show the ${product.images.length} images of ${product.name}`}
                    >
                      <Images aria-hidden="true" className="size-4" />
                      {product.images.length}
                    </button>
                  </div>
                </td>
                <td className={clsx(cell, 'whitespace-nowrap text-ink-700 max-md:hidden')}>
                  {formatDate(product.createdAt)}
                </td>
                <td className={clsx(cell, 'max-md:absolute max-md:top-3 max-md:right-2')}>
                  <div className="flex justify-end">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Edit ${product.name}`}
                      title="Edit"
                      onClick={() => onEdit(product)}
                    >
                      <Pencil aria-hidden="true" className="size-5" />
                    </button>
                    <button
                      type="button"
                      className={clsx(iconButton, 'text-danger-600 hover:bg-danger-50')}
                      aria-label={`Delete ${product.name}`}
                      title="Delete"
                      onClick={() => onDelete(product)}
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                </td>
              </tr>
              <tr
                id={variantsId}
                hidden={!open}
                className="border-b border-ink-900/10 bg-cream-50 max-md:-mt-3 max-md:block max-md:rounded-b-2xl max-md:border max-md:border-t-0 max-md:bg-white max-md:px-4 max-md:pb-4"
              >
                <td colSpan={8} className="px-4 pb-4 max-md:block max-md:p-0">
                  <VariantList product={product} />
                </td>
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

const headCell = 'px-3 py-3 text-left text-xs font-bold tracking-wide text-ink-500 uppercase';

/** The sortable columns, and how each reads the list's sort. */
type SortColumn = 'name' | 'price' | 'stock' | 'added';

/** How the list is ordered by `column`, for aria-sort. */
function columnOrder(
  column: SortColumn,
  sort: AdminProductSort,
): 'ascending' | 'descending' | 'none' {
  const orders: Record<
    SortColumn,
    Partial<Record<AdminProductSort, 'ascending' | 'descending'>>
  > = {
    name: { name: 'ascending' },
    price: { priceLowHigh: 'ascending', priceHighLow: 'descending' },
    stock: { stockLowHigh: 'ascending' },
    added: { newest: 'descending' },
  };
  return orders[column][sort] ?? 'none';
}

/** The sort a click on `column` asks for: price turns around when it is already the sort. */
function sortOnClick(column: SortColumn, sort: AdminProductSort): AdminProductSort {
  switch (column) {
    case 'name':
      return 'name';
    case 'price':
      return sort === 'priceLowHigh' ? 'priceHighLow' : 'priceLowHigh';
    case 'stock':
      return 'stockLowHigh';
    case 'added':
      return 'newest';
  }
}

type SortableHeadProps = {
  column: SortColumn;
  sort: AdminProductSort;
  onSort: (sort: AdminProductSort) => void;
  className?: string;
  children: ReactNode;
};

function SortableHead({ column, sort, onSort, className, children }: SortableHeadProps) {
  const order = columnOrder(column, sort);
  const Icon = order === 'ascending' ? ArrowUp : order === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={order} className={clsx(headCell, className)}>
      <button
        type="button"
        onClick={() => onSort(sortOnClick(column, sort))}
        className={clsx(
          'inline-flex cursor-pointer items-center gap-1 rounded uppercase hover:text-ink-900',
          order !== 'none' && 'text-ink-900',
        )}
      >
        {children}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

/** Says in words, not colour alone, when a product is out of stock or running low. */
function StockMark({ product, total }: { product: Product; total: number }) {
  if (product.variants.length > 0 && total === 0) {
    return (
      <ToneBadge tone="danger" className="ml-2">
        Out of stock
      </ToneBadge>
    );
  }
  const low = product.variants.some(
    (variant) => variant.stock >= 1 && variant.stock <= LOW_STOCK_THRESHOLD,
  );
  return low ? (
    <ToneBadge tone="amber" className="ml-2">
      Low stock
    </ToneBadge>
  ) : null;
}

function VariantList({ product }: { product: Product }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-ink-900/10 bg-white">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">Variants of {product.name}</caption>
        <thead>
          <tr className="bg-cream-100 text-left text-xs font-bold tracking-wide text-ink-500 uppercase">
            <th scope="col" className="px-3 py-2">
              Color
            </th>
            <th scope="col" className="px-3 py-2">
              Size
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Stock
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Discount price
            </th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => (
            <tr key={variant.id} className="border-t border-ink-900/10">
              <td className="px-3 py-2">
                <span className="inline-flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-4 rounded-full border border-ink-900/20"
                    style={{ backgroundColor: variant.colorHexCode ?? 'transparent' }}
                  />
                  {variant.color}
                </span>
              </td>
              <td className="px-3 py-2">{variant.size}</td>
              <td
                className={clsx(
                  'px-3 py-2 text-right font-bold tabular-nums',
                  variant.stock === 0 ? 'text-danger-600' : 'text-ink-900',
                )}
              >
                {variant.stock}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatRupees(variant.originalPrice)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {variant.discountPrice == null ? '—' : formatRupees(variant.discountPrice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
