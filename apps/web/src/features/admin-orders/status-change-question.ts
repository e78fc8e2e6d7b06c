import type { DeliveryStatus, Order } from '@shop/contracts/orders';

export type StatusChangeQuestion = {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  tone: 'danger' | 'default';
  /** The answer also takes the courier and the tracking number (a move to SHIPPED). */
  asksShipment: boolean;
  /** The answer also takes why the parcel came back (a SHIPPED order cancelled). */
  asksReason?: boolean;
};

const unitCount = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function unitsOf(order: Order): string {
  const units = unitCount(order);
  return `${units} ${units === 1 ? 'unit' : 'units'}`;
}

/** "1 unit goes", "3 units go": the verb agrees with the count. */
const unitsGo = (order: Order) => `${unitsOf(order)} ${unitCount(order) === 1 ? 'goes' : 'go'}`;

/**
 * What marking the order DELIVERED does besides, as the server does it: the cash counts as
 * collected, the first delivery of a sale issues its tax invoice (a number that is never taken
 * back) and invites a review, the customer is mailed and the return window opens.
 */
function deliveredConsequences(order: Order): string {
  const sale = order.orderTotal > 0;
  const invoice = order.invoiceNumber
    ? `It keeps its tax invoice ${order.invoiceNumber}.`
    : sale
      ? 'Its GST tax invoice is issued: the invoice number cannot be taken back.'
      : '';
  const mail =
    sale && !order.invoiceNumber
      ? 'The customer gets a mail that it was delivered, and in 3 days one asking for a review.'
      : 'The customer gets a mail that it was delivered.';
  return [
    sale ? 'The order is marked paid (cash collected).' : '',
    invoice,
    mail,
    'The 7-day window for returns and exchanges starts now.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** What moving a shipped or delivered order back undoes; the customer is not mailed. */
function movedBackConsequences(order: Order, to: DeliveryStatus): string {
  if (order.deliveryStatus === 'DELIVERED') {
    const invoice = order.invoiceNumber
      ? ` Its tax invoice ${order.invoiceNumber} stays issued.`
      : '';
    return `The order is no longer counted as delivered and paid, and its return window closes.${invoice} The customer gets no mail about this.`;
  }
  return to === 'PENDING'
    ? 'The order waits to be packed again, as if it had not left. The customer, already told that it is on its way, gets no mail about this.'
    : 'The customer gets no mail about this.';
}

/** The moves that undo a step the customer was told about. */
const movesBack = (from: DeliveryStatus, to: DeliveryStatus) =>
  (from === 'SHIPPED' && to === 'PENDING') ||
  (from === 'DELIVERED' && (to === 'PENDING' || to === 'SHIPPED'));

/**
 * What to ask before a status change, or null when the change needs no question. Moves that
 * touch stock say what happens to it: the server returns an order's units to stock when it is
 * cancelled, and takes them again when a cancelled order is re-opened (refusing with 409 if they
 * have been sold since). A move to SHIPPED asks for the courier and the tracking number, both
 * optional, which go into the customer's shipping mail. DELIVERED, which marks the order paid,
 * issues its invoice and mails the customer, and a move back (SHIPPED or DELIVERED to an earlier
 * status) say what they do before they are applied.
 */
export function statusChangeQuestion(
  order: Order,
  to: DeliveryStatus,
): StatusChangeQuestion | null {
  const from = order.deliveryStatus;
  if (to === from) return null;
  if (to === 'CANCELED' && from === 'SHIPPED') {
    return {
      title: `Cancel shipped order ${order.orderNumber}?`,
      description: `The parcel came back to you unsold (return to origin). Its ${unitsGo(order)} back into stock. The customer is told it came back undelivered.`,
      confirmLabel: 'Yes, Cancel Order',
      cancelLabel: 'Keep Order',
      tone: 'danger',
      asksShipment: false,
      asksReason: true,
    };
  }
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
    const delivered = to === 'DELIVERED' ? ` ${deliveredConsequences(order)}` : '';
    return {
      title: `Re-open order ${order.orderNumber} as ${to}?`,
      description: `Re-opening takes its ${unitsOf(order)} out of stock again. If any of them have been sold since it was cancelled, the order stays cancelled and nothing changes.${delivered}`,
      confirmLabel: 'Yes, Re-open Order',
      cancelLabel: 'Keep Cancelled',
      tone: 'default',
      asksShipment: to === 'SHIPPED',
    };
  }
  if (to === 'DELIVERED') {
    return {
      title: `Mark order ${order.orderNumber} as DELIVERED?`,
      description: deliveredConsequences(order),
      confirmLabel: 'Mark as Delivered',
      cancelLabel: 'Not Yet',
      tone: 'default',
      asksShipment: false,
    };
  }
  if (movesBack(from, to)) {
    return {
      title: `Move order ${order.orderNumber} back to ${to}?`,
      description: movedBackConsequences(order, to),
      confirmLabel: `Move Back to ${to === 'PENDING' ? 'Pending' : 'Shipped'}`,
      cancelLabel: `Keep ${from}`,
      tone: 'danger',
      asksShipment: false,
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
