import type { Product } from '@shop/contracts/catalog';
import clsx from 'clsx';
import { ChevronDown, ExternalLink, Images, Pencil, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { StackedTableHead } from '../../../components/ui/stacked-table-head.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatRupees } from '@shop/contracts/money';

type ProductTableProps = {
  products: readonly Product[];
  /** S.No of the first row (11 on page 2). */
  firstNumber: number;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onShowImages: (product: Product) => void;
};

/*
 * One table for every width: below md each row turns into a card (the header row stays for
 * screen readers only), so the columns never scroll sideways on a phone.
 */
const cell = 'px-4 py-3 align-middle max-md:p-0';
const pillButton =
  'inline-flex h-9 cursor-pointer whitespace-nowrap items-center gap-1.5 rounded-full bg-cream-100 px-3 text-sm font-bold text-ink-900 transition-colors hover:bg-coral-50 hover:text-coral-700';
const iconButton =
  'grid size-10 cursor-pointer place-items-center rounded-full text-ink-700 transition-colors hover:bg-ink-900/5';

export function ProductTable({
  products,
  firstNumber,
  onEdit,
  onDelete,
  onShowImages,
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
      <caption className="sr-only">Products, newest first</caption>
      <StackedTableHead
        stacksBelow="md"
        columns={[
          { label: 'S.No', className: 'w-16' },
          { label: 'Product' },
          { label: 'Category' },
          { label: 'Variants' },
          { label: 'Images' },
          { label: 'Actions', className: 'text-right' },
        ]}
      />
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {products.map((product, index) => {
          const cover = product.images[0];
          const open = openVariants.has(product.id);
          const variantsId = `variants-${product.id}`;
          const stock = product.variants.reduce((sum, variant) => sum + variant.stock, 0);
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
                      </p>
                      <Link
                        to={`/product/${product.slug}`}
                        className="inline-flex items-center gap-1 text-sm font-semibold text-coral-700 hover:underline"
                      >
                        View in shop
                        <ExternalLink aria-hidden="true" className="size-3.5" />
                      </Link>
                    </div>
                  </div>
                </td>
                <td className={clsx(cell, 'text-ink-700 max-md:w-full max-md:text-sm')}>
                  <span className="font-semibold md:hidden">Category: </span>
                  {product.category.name}
                </td>
                <td className={cell}>
                  <button
                    type="button"
                    className={pillButton}
                    aria-expanded={open}
                    aria-controls={variantsId}
                    onClick={() => toggle(product.id)}
                  >
                    {product.variants.length}{' '}
                    {product.variants.length === 1 ? 'variant' : 'variants'}
                    <span className="font-semibold text-ink-500">· {stock} in stock</span>
                    <ChevronDown
                      aria-hidden="true"
                      className={clsx('size-4 transition-transform', open && 'rotate-180')}
                    />
                  </button>
                </td>
                <td className={cell}>
                  <button
                    type="button"
                    className={pillButton}
                    onClick={() => onShowImages(product)}
                    aria-label={`Show the ${product.images.length} images of ${product.name}`}
                  >
                    <Images aria-hidden="true" className="size-4" />
                    {product.images.length}
                  </button>
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
                <td colSpan={6} className="px-4 pb-4 max-md:block max-md:p-0">
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
