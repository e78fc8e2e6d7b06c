import type { Order } from '@shop/contracts/orders';

const paymentMethods: Record<Order['paymentMethod'], string> = {
  COD: 'Cash on Delivery',
  UPI: 'UPI',
};

/**
 * Where the payment stands: Paid, Pending, or Not collected for a cancelled order that was never
 * paid (cash on delivery is only collected when the parcel is handed over).
 */
export function paymentStatusLabel(order: Order): 'Paid' | 'Pending' | 'Not collected' {
  if (order.paymentStatus === 'PAID') return 'Paid';
  return order.deliveryStatus === 'CANCELED' ? 'Not collected' : 'Pending';
}

/** E.g. "Cash on Delivery · Pending". */
export function paymentLabel(order: Order): string {
  return `${paymentMethods[order.paymentMethod]} · ${paymentStatusLabel(order)}`;
}
