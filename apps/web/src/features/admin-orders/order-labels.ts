import type { Order } from '@shop/contracts/orders';

/** The customer's full name, or the email when the account has no name. */
export function customerName(order: Order): string {
  const name = `${order.user.firstName} ${order.user.lastName}`.trim();
  return name || order.user.email;
}

const paymentMethods: Record<Order['paymentMethod'], string> = { COD: 'Cash on Delivery' };

/** E.g. "Cash on Delivery · Pending". */
export function paymentLabel(order: Order): string {
  const status = order.paymentStatus === 'PAID' ? 'Paid' : 'Pending';
  return `${paymentMethods[order.paymentMethod]} · ${status}`;
}
