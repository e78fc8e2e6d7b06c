import type { Order } from '@shop/contracts/orders';
import { paymentMethodLabels, paymentStatusLabels } from '@shop/contracts/payments';
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { ToneBadge, type BadgeTone } from '../../../components/ui/status-badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { payOrderPath } from '../../../lib/pay-order-path.ts';

const statusTones: Record<Order['paymentStatus'], BadgeTone> = {
  PENDING: 'ink',
  AWAITING_PAYMENT: 'amber',
  VERIFYING: 'sky',
  PAID: 'sage',
  FAILED: 'danger',
};

/** An order's UPI payment as a badge: Awaiting payment, Being verified, Paid or Failed. */
export function PaymentStatusBadge({ order }: { order: Order }) {
  return (
    <ToneBadge tone={statusTones[order.paymentStatus]}>
      {paymentStatusLabels[order.paymentStatus]}
    </ToneBadge>
  );
}

/**
 * Under a UPI order in My Orders: where its payment stands, and "Pay now" back to the payment
 * screen while it waits. Cash-on-delivery orders need nothing here (null).
 */
export function OrderPaymentNote({ order }: { order: Order }) {
  if (order.paymentMethod !== 'UPI') return null;
  const waiting = order.paymentStatus === 'AWAITING_PAYMENT';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-cream-100 px-3 py-2 text-sm">
      <span className="flex items-center gap-2 font-bold text-ink-900">
        <Smartphone aria-hidden="true" className="size-4 text-ink-500" />
        Payment: {paymentMethodLabels.UPI}
      </span>
      <PaymentStatusBadge order={order} />
      {waiting && (
        <Link
          to={payOrderPath(order.id)}
          className={buttonClasses({ size: 'sm', className: 'ml-auto' })}
        >
          Pay now<span className="sr-only"> for order {order.orderNumber}</span>
        </Link>
      )}
    </div>
  );
}
