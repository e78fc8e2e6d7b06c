import type { Order } from '@shop/contracts/orders';
import { paymentMethodLabels, paymentStatusLabels } from '@shop/contracts/payments';

/**
 * Where the payment stands: Paid, Pending, or Not collected for a cancelled order that was never
 * paid (cash on delivery is only collected when the parcel is handed over).
 */
export function paymentStatusLabel(order: Order): 'Paid' | 'Pending' | 'Not collected' {
  if (order.paymentStatus === 'PAID') return 'Paid';
  return order.deliveryStatus === 'CANCELED' ? 'Not collected' : 'Pending';
}

/** E.g. "Cash on Delivery · Pending", "UPI · Being verified". */
export function paymentLabel(order: Order): string {
  const status =
    order.paymentMethod === 'UPI'
      ? paymentStatusLabels[order.paymentStatus]
      : paymentStatusLabel(order);
  return `${paymentMethodLabels[order.paymentMethod]} · ${status}`;
}
