import { asc, eq, inArray } from 'drizzle-orm';
import { toRupees } from '@shop/contracts/money';
import type { ReturnRequest } from '@shop/contracts/returns';
import type { Db } from '../db/client.ts';
import {
  orderItems,
  orders,
  returnRequestHistory,
  returnRequestItems,
  returnRequests,
  users,
} from '../db/schema.ts';

type ReturnRow = typeof returnRequests.$inferSelect;

/**
 * Whole requests (items with their order lines, history, customer, order) for request rows: a
 * fixed number of queries for any number of requests.
 */
export async function toReturnViews(db: Db, rows: ReturnRow[]): Promise<ReturnRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const orderIds = [
    ...new Set(rows.flatMap((row) => [row.orderId, row.replacementOrderId ?? row.orderId])),
  ];
  const [items, history, customers, orderRows] = await Promise.all([
    db
      .select({ item: returnRequestItems, line: orderItems })
      .from(returnRequestItems)
      .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
      .where(inArray(returnRequestItems.returnRequestId, ids))
      .orderBy(asc(orderItems.productName), asc(orderItems.size), asc(orderItems.id)),
    db
      .select()
      .from(returnRequestHistory)
      .where(inArray(returnRequestHistory.returnRequestId, ids))
      .orderBy(asc(returnRequestHistory.at), asc(returnRequestHistory.id)),
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))])),
    db.select().from(orders).where(inArray(orders.id, orderIds)),
  ]);
  const customerById = new Map(customers.map((c) => [c.id, c]));
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  return rows.map((row) => {
    const order = orderById.get(row.orderId)!;
    return {
      id: row.id,
      requestNumber: row.requestNumber,
      orderId: row.orderId,
      orderNumber: order.orderNumber,
      status: row.status,
      type: row.type,
      items: items
        .filter(({ item }) => item.returnRequestId === row.id)
        .map(({ item, line }) => ({
          orderItemId: item.orderItemId,
          quantity: item.quantity,
          reason: item.reason,
          exchangeVariantId: item.exchangeVariantId,
          exchangeSize: item.exchangeSize,
          orderItem: {
            id: line.id,
            quantity: line.quantity,
            priceAtPurchase: toRupees(line.pricePaise),
            product: {
              id: line.productId,
              name: line.productName,
              slug: line.productSlug,
              images: line.imageUrl ? [{ url: line.imageUrl }] : [],
              variant: { id: line.variantId, size: line.size, color: line.color },
            },
          },
        })),
      note: row.note,
      adminNote: row.adminNote,
      refundUpiId: row.refundUpiId,
      refundAmount: row.refundAmountPaise === null ? null : toRupees(row.refundAmountPaise),
      replacementOrderId: row.replacementOrderId,
      replacementOrderNumber: row.replacementOrderId
        ? (orderById.get(row.replacementOrderId)?.orderNumber ?? null)
        : null,
      customer: customerById.get(row.userId) ?? {
        id: row.userId,
        firstName: '',
        lastName: '',
        email: '',
      },
      order: {
        orderDate: order.createdAt.toISOString(),
        deliveredOn: order.deliveredOn?.toISOString() ?? null,
        orderTotal: toRupees(order.orderTotalPaise),
        address: {
          addressLine1: order.shipAddressLine1,
          addressLine2: order.shipAddressLine2,
          city: order.shipCity,
          state: order.shipState,
          postalCode: order.shipPostalCode,
        },
      },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      history: history
        .filter((change) => change.returnRequestId === row.id)
        .map((change) => ({ status: change.status, at: change.at.toISOString() })),
    };
  });
}

export async function loadReturnRequest(db: Db, id: string): Promise<ReturnRequest | undefined> {
  const rows = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  const [view] = await toReturnViews(db, rows);
  return view;
}
