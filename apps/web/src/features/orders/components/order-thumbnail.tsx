import type { Order } from '@shop/contracts/orders';
import { Package } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { moreItemsCount } from '../order-summary.ts';

/** The first item's picture, with '+N' when the order holds more products. */
export function OrderThumbnail({ order }: { order: Pick<Order, 'items'> }) {
  const { t } = useLingui();
  const first = order.items[0];
  const image = first?.product.images[0]?.url;
  const more = moreItemsCount(order);
  return (
    <div className="relative size-14 shrink-0">
      {image ? (
        <img
          src={image}
          alt={first?.product.name ?? ''}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 rounded-xl bg-cream-200 object-cover"
        />
      ) : (
        <div className="grid size-14 place-items-center rounded-xl bg-cream-200 text-ink-500">
          <Package aria-hidden="true" className="size-6" />
        </div>
      )}
      {more > 0 && (
        <span className="absolute -right-2 -bottom-2 min-w-7 rounded-full border-2 border-white bg-ink-900 px-1.5 py-0.5 text-center text-xs font-bold text-white">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">
            {t`and ${plural(more, { one: '# more product', other: '# more products' })}`}
          </span>
        </span>
      )}
    </div>
  );
}
