import type { CartItem } from '@shop/contracts/cart';
import { Trans } from '@lingui/react/macro';
import { formatCartPrice, lineTotal } from '../cart-totals.ts';
import { CartLineImage } from './cart-line-image.tsx';

/** Checkout's order lines: what will be shipped, read-only (changes happen in the cart). */
export function CartReviewList({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className="divide-y divide-ink-900/10">
      {items.map((item) => {
        const { product, quantity } = item;
        const size = product.variant.size;
        return (
          <li key={item.id} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
            <CartLineImage image={product.images[0]} className="size-16" />
            <div className="min-w-0 flex-1">
              <p className="leading-snug font-bold">{product.name}</p>
              <p className="text-sm text-ink-700">
                <Trans>Size: {size}</Trans>
                {product.variant.color && ` · ${product.variant.color}`}
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">
                  {quantity} × {formatCartPrice(product.variant.originalPrice)}
                </span>
              </p>
            </div>
            <p className="font-bold tabular-nums">{formatCartPrice(lineTotal(item))}</p>
          </li>
        );
      })}
    </ul>
  );
}
