import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Variant } from '@shop/contracts/catalog';
import type { Order } from '@shop/contracts/orders';
import {
  exchangeSizeAllowed,
  openReturnStatuses,
  type ReturnReason,
  type ReturnRequest,
  type ReturnStatus,
  type ReturnType,
} from '@shop/contracts/returns';
import { sortBySize } from '../../lib/size-order.ts';

/*
 * What the shopper sees of the server's return rules, so the form offers only what the server
 * will take. The server checks every one of them again.
 */

export type ReturnWindow =
  { kind: 'none' } | { kind: 'open'; until: string } | { kind: 'closed'; until: string };

/**
 * A delivered order may be returned or exchanged until `returnableUntil`; any other order has
 * no window at all. `now` is null while the page renders on the server: nothing is said then.
 */
export function returnWindow(
  order: Pick<Order, 'deliveryStatus' | 'returnableUntil'>,
  now: number | null,
): ReturnWindow {
  if (order.deliveryStatus !== 'DELIVERED' || !order.returnableUntil || now === null) {
    return { kind: 'none' };
  }
  const until = Date.parse(order.returnableUntil);
  if (Number.isNaN(until)) return { kind: 'none' };
  return now < until
    ? { kind: 'open', until: order.returnableUntil }
    : { kind: 'closed', until: order.returnableUntil };
}

/** Requests that hold quantities: the open ones and the completed ones (not rejected/cancelled). */
const coveringStatuses: readonly ReturnStatus[] = [...openReturnStatuses, 'COMPLETED'];

/** The requests made for one order, newest first. */
export function requestsOfOrder(
  requests: readonly ReturnRequest[],
  orderId: string,
): ReturnRequest[] {
  return newestFirst(requests.filter((request) => request.orderId === orderId));
}

export function newestFirst(requests: readonly ReturnRequest[]): ReturnRequest[] {
  return [...requests].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * How many units of each line of the order can still be asked for: what was bought minus what
 * earlier open or completed requests of this order already cover. Keyed by order item id.
 */
export function returnableQuantities(
  order: Pick<Order, 'id' | 'items'>,
  requests: readonly ReturnRequest[],
): Map<string, number> {
  const covered = new Map<string, number>();
  for (const request of requests) {
    if (request.orderId !== order.id || !coveringStatuses.includes(request.status)) continue;
    for (const item of request.items) {
      covered.set(item.orderItemId, (covered.get(item.orderItemId) ?? 0) + item.quantity);
    }
  }
  return new Map(
    order.items.map((item) => [item.id, Math.max(0, item.quantity - (covered.get(item.id) ?? 0))]),
  );
}

export type ExchangeOption = { variantId: string; label: string };

/** What the shopper sends back: how many, why, and the size bought. */
export type ExchangedItem = { quantity: number; reason: ReturnReason | ''; size: string };

/**
 * The sizes an item can be exchanged for: the product's variants whose stock covers the
 * quantity, smallest first. The size bought is offered only when the size was not the problem
 * (a damaged or wrong item's replacement). The colour is named when the product comes in more
 * than one.
 */
export function exchangeOptions(
  variants: readonly Variant[],
  item: ExchangedItem,
): ExchangeOption[] {
  const colours = new Set(variants.map((variant) => variant.color));
  return sortBySize(
    variants.filter(
      (variant) =>
        variant.stock >= Math.max(1, item.quantity) &&
        exchangeSizeAllowed(item.reason, item.size, variant.size),
    ),
    (variant) => variant.size,
  ).map((variant) => ({
    variantId: variant.id,
    label: colours.size > 1 ? `${variant.size} · ${variant.color}` : variant.size,
  }));
}

/* Whole phrases, not a type and a status put together: a translation orders its words itself. */
const requestStatusLabels: Record<ReturnType, Record<ReturnStatus, MessageDescriptor>> = {
  RETURN: {
    REQUESTED: msg`Return requested`,
    APPROVED: msg`Return approved`,
    REJECTED: msg`Return rejected`,
    RECEIVED: msg`Return received`,
    COMPLETED: msg`Return completed`,
    CANCELLED: msg`Return cancelled`,
  },
  EXCHANGE: {
    REQUESTED: msg`Exchange requested`,
    APPROVED: msg`Exchange approved`,
    REJECTED: msg`Exchange rejected`,
    RECEIVED: msg`Exchange received`,
    COMPLETED: msg`Exchange completed`,
    CANCELLED: msg`Exchange cancelled`,
  },
};

const historyStepLabels: Record<ReturnStatus, MessageDescriptor> = {
  REQUESTED: msg`Requested`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  RECEIVED: msg`Received`,
  COMPLETED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
};

/**
 * "Exchange requested", "Return completed": the request's type and status in a shopper's words,
 * shown with `i18n._`.
 */
export function requestStatusLabel(
  request: Pick<ReturnRequest, 'type' | 'status'>,
): MessageDescriptor {
  return requestStatusLabels[request.type][request.status];
}

/** The words for one step of a request's history: "Requested", "Approved"... */
export function historyStepLabel(status: ReturnStatus): MessageDescriptor {
  return historyStepLabels[status];
}

/**
 * How a reason reads on the shopper's screens, keyed like the contracts' returnReasonLabels
 * (whose English the mails and the admin use).
 */
export const returnReasonWords: Record<ReturnReason, MessageDescriptor> = {
  SIZE_TOO_SMALL: msg`Size too small`,
  SIZE_TOO_LARGE: msg`Size too large`,
  DAMAGED: msg`Damaged or defective`,
  WRONG_ITEM: msg`Wrong item sent`,
  NOT_AS_DESCRIBED: msg`Not as described`,
  CHANGED_MIND: msg`Changed my mind`,
};

/** Only a request nobody has acted on yet can be withdrawn by the shopper. */
export function canCancelRequest(request: Pick<ReturnRequest, 'status'>): boolean {
  return request.status === 'REQUESTED';
}
