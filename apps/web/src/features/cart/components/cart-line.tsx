import type { CartItem } from '@shop/contracts/cart';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { productPath } from '../../../lib/product-path.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartQuantity } from '../api/update-cart-quantity.ts';
import { formatCartPrice, lineTotal, listPrice } from '../cart-totals.ts';
import { CartLineImage } from './cart-line-image.tsx';

/**
 * Why "+" is greyed out: the line already holds every unit the size has left. Said only then,
 * so the cart does not nag about stock while more can be added.
 */
function stockLimitNote(i18n: I18n, quantity: number, stock: number): string | null {
  if (quantity < stock) return null;
  return i18n._(stock <= 0 ? msg`Sold out` : msg`Only ${stock} left`);
}

/** One cart line (spec: Cart): photo, name, size, colour, prices, quantity, line total, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const { t, i18n } = useLingui();
  const { product, quantity } = item;
  const { variant } = product;
  const name = product.name;
  const size = variant.size;
  const color = variant.color;
  const updateQuantity = useUpdateCartQuantity();
  const removeItem = useRemoveCartItem();
  const wasPrice = listPrice(variant);
  const busy = updateQuantity.isPending || removeItem.isPending;
  // Offline the line is the saved copy: changing it waits for the connection, like the order.
  const online = useOnline();
  const limitId = useId();
  const limit = stockLimitNote(i18n, quantity, variant.stock);

  function changeQuantity(newQuantity: number) {
    updateQuantity.mutate(
      { cartItemId: item.id, newQuantity },
      {
        onSuccess: () => toast.success(t`Cart quantity updated!`),
        onError: () => toast.error(t`Failed to update item quantity.`),
      },
    );
  }

  function remove() {
    removeItem.mutate(item.id, {
      onSuccess: () => toast.success(t`Item removed from cart.`),
      onError: () => toast.error(t`Failed to remove item from cart.`),
    });
  }

  return (
    <li
      aria-busy={busy || undefined}
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-soft sm:gap-5 sm:p-5"
    >
      <Link to={productPath(product)} tabIndex={-1} aria-hidden="true">
        <CartLineImage image={product.images[0]} className="size-24 sm:size-28" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold">
            <Link to={productPath(product)} className="hover:text-coral-700 hover:underline">
              {product.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-700">
            <Trans>
              Size: <span className="font-bold">{size}</span>
            </Trans>
            {color && (
              <>
                <span aria-hidden="true"> · </span>
                <Trans>
                  Colour: <span className="font-bold">{color}</span>
                </Trans>
              </>
            )}
          </p>
          <p className="mt-1.5 flex items-baseline gap-2">
            <span className="font-bold">{formatCartPrice(variant.originalPrice)}</span>
            {wasPrice > variant.originalPrice && (
              <s className="text-sm text-ink-500">
                <span className="sr-only">
                  <Trans>was</Trans>{' '}
                </span>
                {formatCartPrice(wasPrice)}
              </s>
            )}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <QuantityStepper
              value={quantity}
              max={variant.stock}
              onChange={changeQuantity}
              disabled={busy || !online}
              size="sm"
              label={t`Quantity of ${name}, size ${size}`}
              describedBy={limit ? limitId : undefined}
            />
            {limit && (
              <p id={limitId} className="text-sm font-semibold text-amber-900">
                {limit}
              </p>
            )}
          </div>
          <div className="flex items-center gap-1">
            <p className="text-lg font-bold tabular-nums">
              <span className="sr-only">
                <Trans>Line total</Trans>{' '}
              </span>
              {formatCartPrice(lineTotal(item))}
            </p>
            <button
              type="button"
              onClick={remove}
              disabled={busy || !online}
              aria-label={t`Remove ${name}, size ${size}`}
              title={t`Remove`}
              className="grid size-10 cursor-pointer place-items-center rounded-full text-ink-500 transition-colors hover:bg-danger-50 hover:text-danger-600 disabled:cursor-wait"
            >
              {removeItem.isPending ? (
                <Spinner className="size-5" />
              ) : (
                <Trash2 aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
