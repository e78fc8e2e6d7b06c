import type { DeliveryStatus, Order } from '@shop/contracts/orders';

export type StatusChangeQuestion = {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  tone: 'danger' | 'default';
  /** The answer also takes the courier and the tracking number (a move to SHIPPED). */
  asksShipment: boolean;
};

const unitCount = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function unitsOf(order: Order): string {
  const units = unitCount(order);
  return `${units} ${units === 1 ? 'unit' : 'units'}`;
}

/** "1 unit goes", "3 units go": the verb agrees with the count. */
const unitsGo = (order: Order) => `${unitsOf(order)} ${unitCount(order) === 1 ? 'goes' : 'go'}`;

/**
 * What to ask before a status change, or null when the change needs no question. Moves that
 * touch stock say what happens to it: the server returns an order's units to stock when it is
 * cancelled, and takes them again when a cancelled order is re-opened (refusing with 409 if they
 * have been sold since). A move to SHIPPED asks for the courier and the tracking number, both
 * optional, which go into the customer's shipping mail.
 */
export function statusChangeQuestion(
  order: Order,
  to: DeliveryStatus,
): StatusChangeQuestion | null {
  const from = order.deliveryStatus;
  if (to === from) return null;
  if (to === 'CANCELED') {
    return {
      title: `Cancel order ${order.orderNumber}?`,
      description: `Its ${unitsGo(order)} back into stock and can be sold to someone else. You can re-open the order later only while that stock is still there.`,
      confirmLabel: 'Yes, Cancel Order',
      cancelLabel: 'Keep Order',
      tone: 'danger',
      asksShipment: false,
    };
  }
  if (from === 'CANCELED') {
    return {
      title: `Re-open order ${order.orderNumber} as ${to}?`,
      description: `Re-opening takes its ${unitsOf(order)} out of stock again. If any of them have been sold since it was cancelled, the order stays cancelled and nothing changes.`,
      confirmLabel: 'Yes, Re-open Order',
      cancelLabel: 'Keep Cancelled',
      tone: 'default',
      asksShipment: to === 'SHIPPED',
    };
  }
  if (to === 'SHIPPED') {
    return {
      title: `Mark order ${order.orderNumber} as SHIPPED?`,
      description:
        'The customer gets a mail saying the parcel is on its way, with the courier and the tracking number when you give them.',
      confirmLabel: 'Mark as Shipped',
      cancelLabel: 'Not Yet',
      tone: 'default',
      asksShipment: true,
    };
  }
  return null;
}
