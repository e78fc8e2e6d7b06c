import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Order } from '@shop/contracts/orders';
import { isValid, parseISO } from 'date-fns';
import type { TimelineStep } from '../../components/ui/timeline.tsx';
import { customerStatus } from './order-tabs.ts';

/** What the delivery column says (spec: My account, order history). */
export type DeliveryInfo =
  { kind: 'delivered'; date: Date } | { kind: 'expected'; date: Date } | { kind: 'none' };

/** parseISO reads a date-only string as local midnight, so "2026-03-05" stays the 5th everywhere. */
function parseDate(text: string | null): Date | null {
  if (!text) return null;
  const date = parseISO(text);
  return isValid(date) ? date : null;
}

/** Delivered plus its date; else Expected plus its date unless cancelled; else a dash. */
export function deliveryInfo(
  order: Pick<Order, 'deliveredOn' | 'expectedDeliveryDate'> & { deliveryStatus: string },
): DeliveryInfo {
  const status = customerStatus(order.deliveryStatus);
  const deliveredOn = parseDate(order.deliveredOn);
  if (status === 'DELIVERED' && deliveredOn) return { kind: 'delivered', date: deliveredOn };
  const expected = parseDate(order.expectedDeliveryDate);
  if (status !== 'CANCELED' && status !== 'DELIVERED' && expected) {
    return { kind: 'expected', date: expected };
  }
  return { kind: 'none' };
}

/** How many more products the order holds than the one whose thumbnail is shown ('+N'). */
export function moreItemsCount(order: Pick<Order, 'items'>): number {
  return Math.max(0, order.items.length - 1);
}

/** Pieces bought: 2 bodysuits and 1 cap are 3 items. */
export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function orderDate(order: Pick<Order, 'orderDate' | 'createdAt'>): Date | null {
  return parseDate(order.orderDate) ?? parseDate(order.createdAt);
}

/**
 * What the payment line says. A cancelled order was never paid and never will be ("Not
 * collected", not "Payment pending"); an exchange's replacement costs nothing.
 */
export function paymentLabel(
  order: Pick<Order, 'paymentStatus' | 'orderTotal' | 'replacementFor'> & {
    deliveryStatus: string;
  },
): MessageDescriptor {
  if (order.replacementFor || order.orderTotal === 0) return msg`Nothing to pay`;
  if (order.paymentStatus === 'PAID') return msg`Paid`;
  if (customerStatus(order.deliveryStatus) === 'CANCELED') return msg`Not collected`;
  return msg`Payment pending`;
}

/**
 * The shopper may cancel an order until it ships, except an exchange's replacement: it costs
 * nothing, its units were held for the exchange, and the server refuses it too.
 */
export function canCancelOrder(
  order: Pick<Order, 'replacementFor'> & { deliveryStatus: string },
): boolean {
  return customerStatus(order.deliveryStatus) === 'PENDING' && !order.replacementFor;
}

const timelineLabels: Record<string, MessageDescriptor> = {
  PENDING: msg`Order placed`,
  SHIPPED: msg`Shipped`,
  DELIVERED: msg`Delivered`,
  CANCELED: msg`Cancelled`,
};

/**
 * A later PENDING is no second placing: the shop moved the order back (the parcel had not left
 * after all) or re-opened it after a cancellation. The server keeps every move; the words say
 * which one it was.
 */
function laterPendingLabel(previous: string | undefined): MessageDescriptor {
  return previous === 'CANCELED' ? msg`Order re-opened` : msg`Being prepared again`;
}

/**
 * The status timeline, oldest first, each step in the shopper's words (in the page's language,
 * `i18n`) with its time.
 */
export function orderTimeline(order: Pick<Order, 'statusHistory'>, i18n: I18n): TimelineStep[] {
  return order.statusHistory.map((step, index) => ({
    label: i18n._(
      step.status === 'PENDING' && index > 0
        ? laterPendingLabel(order.statusHistory[index - 1]?.status)
        : (timelineLabels[step.status] ?? msg`Cancelled`),
    ),
    at: step.at,
  }));
}
