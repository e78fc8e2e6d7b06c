import type { Order } from '@shop/contracts/orders';
import { paymentStatusLabels } from '@shop/contracts/payments';
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge.tsx';

/** A UPI order's payment in the admin's order list: Awaiting payment, Being verified, Paid, Failed. */
export function OrderPaymentBadge({ order }: { order: Order }) {
  if (order.paymentMethod !== 'UPI') return null;
  return (
    <PaymentStatusBadge status={order.paymentStatus}>
      {paymentStatusLabels[order.paymentStatus]}
    </PaymentStatusBadge>
  );
}
