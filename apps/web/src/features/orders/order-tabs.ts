import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';

/** The status a customer sees (spec section 4: anything unexpected reads as Cancelled). */
export type CustomerStatus = 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'CANCELED';

export function customerStatus(deliveryStatus: string): CustomerStatus {
  return deliveryStatus === 'PENDING' ||
    deliveryStatus === 'SHIPPED' ||
    deliveryStatus === 'DELIVERED'
    ? deliveryStatus
    : 'CANCELED';
}

export type OrderTabValue = 'ALL' | CustomerStatus;

/** The tabs of the order history, in the spec's order, with their labels (shown with `i18n._`). */
export const orderTabs: readonly { value: OrderTabValue; label: MessageDescriptor }[] = [
  { value: 'ALL', label: msg`All` },
  { value: 'PENDING', label: msg`Pending` },
  { value: 'SHIPPED', label: msg`Shipped` },
  { value: 'DELIVERED', label: msg`Delivered` },
  { value: 'CANCELED', label: msg`Cancelled` },
];

/**
 * A tab another feature adds after the status tabs (returns: "Returns"), composed in app/. Its
 * value is also its name in the address (?status=returns).
 */
export type ExtraTab = { value: string; label: string; count: number; panel: ReactNode };

/** The tab the address names (?status=shipped), among the status tabs and the extra ones. */
export function tabFromParam(
  value: string | null,
  extraTabs: readonly Pick<ExtraTab, 'value'>[] = [],
): string {
  const wanted = value?.toUpperCase();
  return (
    [...orderTabs, ...extraTabs].find((tab) => tab.value.toUpperCase() === wanted)?.value ?? 'ALL'
  );
}

/** Statuses are typed loosely on purpose: a value the client does not know must still be shown. */
type WithStatus = { deliveryStatus: string };

export function ordersInTab<T extends WithStatus>(orders: readonly T[], tab: OrderTabValue): T[] {
  return tab === 'ALL'
    ? [...orders]
    : orders.filter((order) => customerStatus(order.deliveryStatus) === tab);
}

export function countOrdersByTab(orders: readonly WithStatus[]): Record<OrderTabValue, number> {
  const counts: Record<OrderTabValue, number> = {
    ALL: orders.length,
    PENDING: 0,
    SHIPPED: 0,
    DELIVERED: 0,
    CANCELED: 0,
  };
  for (const order of orders) counts[customerStatus(order.deliveryStatus)] += 1;
  return counts;
}
