import type { Order } from '@shop/contracts/orders';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { Timeline } from '../../../components/ui/timeline.tsx';
import { couponRow } from '../../../lib/coupon-summary.ts';
import { formatIndianDateTime } from '../../../lib/format-date.ts';
import { formatRupees } from '@shop/contracts/money';
import { orderTimeline, paymentLabel } from '../order-summary.ts';
import { ReplacementNote, ShipmentInfo } from './shipment-info.tsx';

/** The expanded part of an order: what was bought, what it cost, where it goes. */
export function OrderDetails({ order, id }: { order: Order; id: string }) {
  const { t, i18n } = useLingui();
  const { address, orderNumber } = order;
  const coupon = order.coupon ? couponRow(order.coupon, formatRupees, i18n) : null;
  return (
    <div id={id} className="rounded-2xl bg-cream-100 p-4 sm:p-5">
      <h3 className="sr-only">
        <Trans>Items of order {orderNumber}</Trans>
      </h3>
      <ul className="divide-y divide-ink-900/10">
        {order.items.map((item) => {
          const image = item.product.images[0]?.url;
          const { size, color } = item.product.variant;
          const { quantity } = item;
          const price = formatRupees(item.priceAtPurchase);
          return (
            <li key={item.id} className="flex gap-3 py-3 first:pt-0 sm:gap-4">
              {image ? (
                <img
                  src={image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-16 shrink-0 rounded-xl bg-cream-200 object-cover"
                />
              ) : (
                <div aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-cream-200" />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  {item.product.id ? (
                    <Link
                      to={`/product/${item.product.slug}`}
                      className="font-bold text-ink-900 hover:text-coral-700 hover:underline"
                    >
                      {item.product.name}
                    </Link>
                  ) : (
                    <p className="font-bold text-ink-900">{item.product.name}</p>
                  )}
                  <p className="text-sm text-ink-500">
                    <Trans>Size {size}</Trans>
                    {color && (
                      <>
                        {' · '}
                        <Trans>Colour {color}</Trans>
                      </>
                    )}
                  </p>
                  <p className="text-sm text-ink-700">
                    <Trans>
                      Qty {quantity} × {price}
                    </Trans>
                  </p>
                </div>
                <p className="font-bold text-ink-900 tabular-nums sm:text-right">
                  <span className="sr-only">
                    <Trans>Line total:</Trans>{' '}
                  </span>
                  {formatRupees(item.priceAtPurchase * item.quantity)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-col gap-3 border-t-2 border-ink-900/10 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2 text-sm text-ink-700">
          <div>
            <p className="font-bold text-ink-900">
              <Trans>Shipping to</Trans>
            </p>
            <PostalAddress address={address} />
          </div>
          <p>
            <span className="font-bold text-ink-900">
              <Trans>Payment:</Trans>{' '}
            </span>
            {order.replacementFor ? '' : t`Cash on Delivery` + ' · '}
            {i18n._(paymentLabel(order))}
          </p>
        </div>
        <div className="flex flex-col gap-1 sm:text-right">
          {coupon && (
            <p className="flex items-baseline justify-between gap-4 text-sm sm:block">
              <span className="text-ink-700">{coupon.label}</span>{' '}
              <span className="font-bold text-sage-700 tabular-nums">{coupon.value}</span>
            </p>
          )}
          <p className="flex items-baseline justify-between gap-4 sm:block">
            <span className="text-sm font-bold text-ink-700 sm:block">
              <Trans>Total amount</Trans>
            </span>{' '}
            <span className="font-display text-xl font-semibold text-ink-900 tabular-nums">
              {formatRupees(order.orderTotal)}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-4 grid gap-4 border-t-2 border-ink-900/10 pt-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <h4 className="font-sans text-sm font-bold text-ink-900">
            <Trans>Shipment</Trans>
          </h4>
          {order.shipment?.courier || order.shipment?.trackingNumber ? (
            <ShipmentInfo order={order} />
          ) : (
            <p className="text-sm text-ink-500">
              {order.shipment ? (
                <Trans>No courier details yet</Trans>
              ) : (
                <Trans>Not shipped yet</Trans>
              )}
            </p>
          )}
          <ReplacementNote order={order} />
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="font-sans text-sm font-bold text-ink-900">
            <Trans>Status history</Trans>
          </h4>
          <Timeline
            steps={orderTimeline(order, i18n)}
            formatAt={formatIndianDateTime}
            label={t`Status history of order ${orderNumber}`}
          />
        </div>
      </div>
    </div>
  );
}
