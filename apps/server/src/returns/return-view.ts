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
} from '../db/schema.ts';
import { customersOf, shippedTo, toOrderItem } from '../orders/order-views.service.ts';

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
  // One after another: request views are also made inside transactions, whose one connection
  // takes a statement at a time.
  const items = await db
    .select({ item: returnRequestItems, line: orderItems })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(inArray(returnRequestItems.returnRequestId, ids))
    .orderBy(asc(orderItems.productName), asc(orderItems.size), asc(orderItems.id));
  const history = await db
    .select()
    .from(returnRequestHistory)
    .where(inArray(returnRequestHistory.returnRequestId, ids))
    .orderBy(asc(returnRequestHistory.at), asc(returnRequestHistory.id));
  const customerOf = await customersOf(
    db,
    rows.map((row) => row.userId),
  );
  const orderRows = await db.select().from(orders).where(inArray(orders.id, orderIds));
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
          orderItem: toOrderItem(line),
        })),
      note: row.note,
      adminNote: row.adminNote,
      refundUpiId: row.refundUpiId,
      refundAmount: row.refundAmountPaise === null ? null : toRupees(row.refundAmountPaise),
      creditNote:
        row.creditNoteNumber && row.creditNoteDate && order.invoiceNumber
          ? {
              number: row.creditNoteNumber,
              date: row.creditNoteDate.toISOString(),
              invoiceNumber: order.invoiceNumber,
            }
          : null,
      replacementOrderId: row.replacementOrderId,
      replacementOrderNumber: row.replacementOrderId
        ? (orderById.get(row.replacementOrderId)?.orderNumber ?? null)
        : null,
      customer: customerOf(row.userId),
      order: {
        orderDate: order.createdAt.toISOString(),
        deliveredOn: order.deliveredOn?.toISOString() ?? null,
        orderTotal: toRupees(order.orderTotalPaise),
        address: shippedTo(order),
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
