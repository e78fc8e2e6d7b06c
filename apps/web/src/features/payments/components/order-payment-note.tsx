import type { Order } from '@shop/contracts/orders';
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { payOrderPath } from '../../../lib/pay-order-path.ts';
import { paymentStatusNames } from '../../../lib/payment-labels.ts';

/**
 * Under a UPI order in My Orders: where its payment stands, and "Pay now" back to the payment
 * screen while it waits. Cash-on-delivery orders need nothing here (null).
 */
export function OrderPaymentNote({ order }: { order: Order }) {
  const { i18n } = useLingui();
  if (order.paymentMethod !== 'UPI') return null;
  const waiting = order.paymentStatus === 'AWAITING_PAYMENT';
  const orderNumber = order.orderNumber;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-cream-100 px-3 py-2 text-sm">
      <span className="flex items-center gap-2 font-bold text-ink-900">
        <Smartphone aria-hidden="true" className="size-4 text-ink-500" />
        <Trans>Payment: UPI</Trans>
      </span>
      <PaymentStatusBadge status={order.paymentStatus}>
        {i18n._(paymentStatusNames[order.paymentStatus])}
      </PaymentStatusBadge>
      {waiting && (
        <Link
          to={payOrderPath(order.id)}
          className={buttonClasses({ size: 'sm', className: 'ml-auto' })}
        >
          <Trans>
            Pay now<span className="sr-only"> for order {orderNumber}</span>
          </Trans>
        </Link>
      )}
    </div>
  );
}
