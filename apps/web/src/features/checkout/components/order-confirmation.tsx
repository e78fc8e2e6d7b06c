import type { Order } from '@shop/contracts/orders';
import { CircleCheck, ImageOff } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { SummaryRows } from '../../../components/ui/summary-rows.tsx';
import { formatRupees } from '@shop/contracts/money';
import { couponRow, productDiscount } from '../../../lib/coupon-summary.ts';
import { formatDeliveryDate } from '../../../lib/format-date.ts';
import { payOrderPath } from '../../../lib/pay-order-path.ts';
import { paymentStatusNames } from '../../../lib/payment-labels.ts';

type OrderConfirmationProps = {
  order: Order;
  /** The heading takes focus when the 'Order Placed!' dialog closes, so keyboard users land here. */
  headingRef?: Ref<HTMLHeadingElement>;
};

const card = 'rounded-3xl bg-white p-5 shadow-soft sm:p-6';

/**
 * The thank-you page that stays on the checkout after an order: what was ordered, what it costs,
 * where and when it arrives. The 'Order Placed!' dialog opens over it; closing the dialog never
 * leaves the shopper on an empty order form.
 */
export function OrderConfirmation({ order, headingRef }: OrderConfirmationProps) {
  const { t, i18n } = useLingui();
  const orderNumber = order.orderNumber;
  const email = order.user.email;
  const orderTotal = formatRupees(order.orderTotal);
  return (
    <section aria-labelledby="order-confirmation-heading" className="flex flex-col gap-6">
      <div className={`${card} flex flex-col items-start gap-4 sm:flex-row sm:items-center`}>
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-sage-100 text-sage-700">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <div>
          <h2
            id="order-confirmation-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold focus:outline-none"
          >
            <Trans>Thank you! Your order is placed.</Trans>
          </h2>
          <p className="mt-1 text-ink-700">
            <Trans>
              Order number{' '}
              <strong className="text-ink-900" data-testid="confirmed-order-number">
                {orderNumber}
              </strong>
              . A confirmation is on its way to {email}.
            </Trans>
          </p>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <section aria-labelledby="ordered-items-heading" className={card}>
          <h3 id="ordered-items-heading" className="text-xl font-semibold">
            <Trans>What you ordered</Trans>
          </h3>
          <ul className="mt-4 divide-y divide-ink-900/10">
            {order.items.map((item) => {
              const size = item.product.variant.size;
              return (
                <li key={item.id} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
                  <OrderedItemImage url={item.product.images[0]?.url} />
                  <div className="min-w-0 flex-1">
                    <p className="leading-snug font-bold">{item.product.name}</p>
                    <p className="text-sm text-ink-700">
                      <Trans>Size {size}</Trans>
                      {item.product.variant.color && ` · ${item.product.variant.color}`}
                      <span aria-hidden="true"> · </span>
                      <span className="whitespace-nowrap">
                        {item.quantity} × {formatRupees(item.priceAtPurchase)}
                      </span>
                    </p>
                  </div>
                  <p className="font-bold tabular-nums">
                    <span className="sr-only">
                      <Trans>Line total:</Trans>{' '}
                    </span>
                    {formatRupees(item.priceAtPurchase * item.quantity)}
                  </p>
                </li>
              );
            })}
          </ul>
          <SummaryRows
            className="mt-4 gap-2 border-t border-ink-900/10 pt-4"
            rows={[
              { label: t`Subtotal`, value: formatRupees(order.subtotal) },
              ...(productDiscount(order) > 0
                ? [
                    {
                      label: t`Discount`,
                      value: `−${formatRupees(productDiscount(order))}`,
                      saving: true,
                    },
                  ]
                : []),
              ...(order.coupon ? [couponRow(order.coupon, formatRupees, i18n)] : []),
              {
                label: t`Shipping`,
                value: order.shippingTotal > 0 ? formatRupees(order.shippingTotal) : t`Free`,
                saving: true,
              },
            ]}
            total={formatRupees(order.orderTotal)}
          />
        </section>

        <section aria-labelledby="delivery-heading" className={card}>
          <h3 id="delivery-heading" className="text-xl font-semibold">
            <Trans>Delivery</Trans>
          </h3>
          <dl className="mt-4 flex flex-col gap-4">
            <div>
              <dt className="text-sm font-bold tracking-wide text-ink-500 uppercase">
                <Trans>Delivery address</Trans>
              </dt>
              <dd className="mt-1">
                <PostalAddress address={order.address} className="text-base" />
              </dd>
            </div>
            <div>
              <dt className="text-sm font-bold tracking-wide text-ink-500 uppercase">
                <Trans>Expected delivery</Trans>
              </dt>
              <dd className="mt-1 font-bold text-ink-900">
                {formatDeliveryDate(order.expectedDeliveryDate, i18n.locale)}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-bold tracking-wide text-ink-500 uppercase">
                <Trans>Payment</Trans>
              </dt>
              <dd className="mt-1 text-ink-700">
                {order.paymentMethod === 'UPI' ? (
                  <>
                    UPI:{' '}
                    <strong className="text-ink-900">
                      {i18n._(paymentStatusNames[order.paymentStatus])}
                    </strong>
                    {order.paymentStatus === 'AWAITING_PAYMENT' && (
                      <Link
                        to={payOrderPath(order.id)}
                        className={buttonClasses({ size: 'sm', className: 'mt-2 flex w-full' })}
                      >
                        <Trans>Pay now</Trans>
                      </Link>
                    )}
                  </>
                ) : (
                  <Trans>Cash on Delivery: pay {orderTotal} when it arrives.</Trans>
                )}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col gap-3">
            <Link to="/myaccount/order" className={buttonClasses({ className: 'w-full' })}>
              <Trans>View Order History</Trans>
            </Link>
            <Link to="/home" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
              <Trans>Continue Shopping</Trans>
            </Link>
          </div>
        </section>
      </div>
    </section>
  );
}

function OrderedItemImage({ url }: { url: string | undefined }) {
  const classes = 'size-16 shrink-0 rounded-xl bg-cream-200 object-cover';
  if (!url) {
    return (
      <span className={`${classes} grid place-items-center text-ink-500`}>
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  }
  // The name sits right next to it, so the photo adds nothing for screen readers.
  return <img src={url} alt="" width={64} height={64} decoding="async" className={classes} />;
}
