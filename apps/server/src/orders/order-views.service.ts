import { asc, eq, inArray } from 'drizzle-orm';
import type { Customer, Order, OrderItem } from '@shop/contracts/orders';
import { toRupees } from '@shop/contracts/money';
import { RETURN_WINDOW_DAYS } from '@shop/contracts/returns';
import type { Db } from '../db/client.ts';
import { orderItems, orderStatusHistory, orders, returnRequests, users } from '../db/schema.ts';
import { publicMediaUrl } from '../images/image-store.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return or exchange may be asked for: only while the order is DELIVERED. */
export function returnableUntil(
  row: Pick<OrderRow, 'deliveryStatus' | 'deliveredOn'>,
): Date | null {
  if (row.deliveryStatus !== 'DELIVERED' || !row.deliveredOn) return null;
  return new Date(row.deliveredOn.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Where the order went: its recipient and address as they were when the order was placed. */
export function shippedTo(row: OrderRow): Order['address'] {
  return {
    fullName: row.shipFullName,
    phone: row.shipPhone,
    addressLine1: row.shipAddressLine1,
    addressLine2: row.shipAddressLine2,
    city: row.shipCity,
    state: row.shipState,
    postalCode: row.shipPostalCode,
  };
}

/** Where the order's payment stands; the link to pay with only while a payment is awaited. */
export function paymentOf(row: OrderRow): Order['payment'] {
  const awaited = row.paymentStatus === 'AWAITING_PAYMENT';
  return {
    method: row.paymentMethod,
    status: row.paymentStatus,
    utr: row.paymentUtr,
    paidAt: row.paidAt?.toISOString() ?? null,
    expiresAt: awaited ? (row.paymentExpiresAt?.toISOString() ?? null) : null,
    upiUri: awaited ? row.upiPaymentUri : null,
  };
}

/** An order line as the API shows it: the product as it was bought, and the price paid. */
export function toOrderItem(item: OrderItemRow): OrderItem {
  return {
    id: item.id,
    quantity: item.quantity,
    priceAtPurchase: toRupees(item.pricePaise),
    product: {
      id: item.productId,
      name: item.productName,
      slug: item.productSlug,
      images: item.imageUrl ? [{ url: publicMediaUrl(item.imageUrl) }] : [],
      variant: { id: item.variantId, size: item.size, color: item.color },
    },
    hsnCode: item.hsnCode,
    gstRatePercent: item.gstRatePercent,
    couponDiscount: toRupees(item.couponDiscountPaise),
  };
}

/**
 * The customers of the given accounts (name and email), in one query, as a lookup by account id;
 * an account that no longer exists reads as its id with empty name and email.
 */
export async function customersOf(
  db: Db,
  userIds: string[],
): Promise<(userId: string) => Customer> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  const byId = new Map(rows.map((customer) => [customer.id, customer]));
  return (userId) => byId.get(userId) ?? { id: userId, firstName: '', lastName: '', email: '' };
}

/**
 * Whole orders (items, customer, timeline, and the exchange an order replaces) for order rows:
 * four more queries for any number of orders.
 */
export async function toOrderViews(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: order views are also made inside transactions, whose one connection
  // takes a statement at a time.
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.productName), asc(orderItems.size), asc(orderItems.id));
  const customerOf = await customersOf(
    db,
    rows.map((row) => row.userId),
  );
  const history = await db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      at: orderStatusHistory.at,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  const replaced = await db
    .select({
      orderId: returnRequests.replacementOrderId,
      returnRequestId: returnRequests.id,
      requestNumber: returnRequests.requestNumber,
    })
    .from(returnRequests)
    .where(inArray(returnRequests.replacementOrderId, ids));
  const replacing = new Map(replaced.map(({ orderId, ...request }) => [orderId, request] as const));
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    orderDate: row.createdAt.toISOString(),
    orderTotal: toRupees(row.orderTotalPaise),
    subtotal: toRupees(row.subtotalPaise),
    discountTotal: toRupees(row.discountTotalPaise),
    shippingTotal: toRupees(row.shippingTotalPaise),
    coupon: row.couponCode
      ? { code: row.couponCode, discount: toRupees(row.couponDiscountPaise) }
      : null,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    payment: paymentOf(row),
    codConfirmedAt: row.codConfirmedAt?.toISOString() ?? null,
    returnToOriginReason: row.returnToOriginReason,
    refund:
      row.refundAmountPaise === null
        ? null
        : { amount: toRupees(row.refundAmountPaise), upiId: row.refundUpiId },
    deliveryStatus: row.deliveryStatus,
    address: shippedTo(row),
    user: customerOf(row.userId),
    items: items.filter((item) => item.orderId === row.id).map(toOrderItem),
    expectedDeliveryDate: row.expectedDeliveryDate,
    deliveredOn: row.deliveredOn?.toISOString() ?? null,
    shipment: row.shippedOn
      ? {
          courier: row.courier,
          trackingNumber: row.trackingNumber,
          shippedOn: row.shippedOn.toISOString(),
        }
      : null,
    statusHistory: history
      .filter((entry) => entry.orderId === row.id)
      .map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    returnableUntil: returnableUntil(row)?.toISOString() ?? null,
    replacementFor: replacing.get(row.id) ?? null,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate?.toISOString() ?? null,
  }));
}

/** Whole orders for ids, in the order given (an unknown id is left out): five queries in all. */
export async function loadOrders(db: Db, ids: string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const views = await toOrderViews(
    db,
    await db.select().from(orders).where(inArray(orders.id, ids)),
  );
  const byId = new Map(views.map((view) => [view.id, view]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadOrder(db: Db, id: string): Promise<Order | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  const [order] = await toOrderViews(db, rows);
  return order;
}
