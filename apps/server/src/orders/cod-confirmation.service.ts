import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CodConfirmationResponse } from '@shop/contracts/payments';
import type { Order } from '@shop/contracts/orders';
import { pathInLanguage, type Language } from '@shop/contracts/languages';
import { toRupees } from '@shop/contracts/money';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import { checkCodConfirmationToken, signCodConfirmationToken } from './cod-confirmation-token.ts';
import { loadOrder } from './order-views.service.ts';

type OrderRow = typeof orders.$inferSelect;

const brokenLink = () =>
  badRequest(
    'This confirmation link is not valid. Please open it again from your order confirmation mail, or see the order under My Orders.',
    [{ path: 'token', message: 'This link is not valid.' }],
  );

const expiredLink = (why: string) =>
  badRequest(
    `This link has expired: ${why} Your order stands as placed and nothing more is needed from you; the shop may call you to confirm it. You can see it under My Orders.`,
    [{ path: 'token', message: 'This link has expired.' }],
  );

/**
 * The "Confirm my order" link of a COD order's confirmation mail, to the page in the mail's
 * language, or null when the order has nothing to confirm (paid by UPI, or cancelled).
 */
export async function confirmOrderUrl(
  link: { secret: string; publicUrl: string },
  order: Pick<Order, 'id' | 'paymentMethod' | 'deliveryStatus'>,
  language: Language,
): Promise<string | null> {
  if (order.paymentMethod !== 'COD' || order.deliveryStatus === 'CANCELED') return null;
  const token = await signCodConfirmationToken(link.secret, order.id);
  const page = pathInLanguage(`/confirm-order?token=${encodeURIComponent(token)}`, language);
  return `${link.publicUrl}${page}`;
}

/** The COD order a link's token names, locked when `forUpdate`; a 400 for any other token. */
async function orderOfToken(db: Db, secret: string, token: string, forUpdate: boolean) {
  const check = await checkCodConfirmationToken(secret, token);
  if (!check.valid) {
    throw check.expired
      ? expiredLink('it was valid for 14 days after the order was placed.')
      : brokenLink();
  }
  const query = db.select().from(orders).where(eq(orders.id, check.orderId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('This order no longer exists.');
  // A UPI order is paid before it ships: there is no cash visit to confirm.
  if (row.paymentMethod !== 'COD') throw brokenLink();
  return row;
}

/** A delivered order that was never confirmed: the question the link asked is moot. */
function assertStillConfirmable(row: OrderRow): void {
  if (!row.codConfirmedAt && row.deliveryStatus === 'DELIVERED') {
    throw expiredLink('your order has already been delivered.');
  }
}

async function answerOf(db: Db, row: OrderRow): Promise<CodConfirmationResponse> {
  const [count] = await db
    .select({ itemCount: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id));
  return {
    orderNumber: row.orderNumber,
    orderTotal: toRupees(row.orderTotalPaise),
    itemCount: Number(count?.itemCount ?? 0),
    codConfirmedAt: row.codConfirmedAt?.toISOString() ?? null,
    cancelled: row.deliveryStatus === 'CANCELED',
  };
}

/** What the link's page shows. A read only: a mail scanner opening the link confirms nothing. */
export async function codConfirmationOf(
  db: Db,
  secret: string,
  token: string,
): Promise<CodConfirmationResponse> {
  const row = await orderOfToken(db, secret, token, false);
  if (row.deliveryStatus !== 'CANCELED') assertStillConfirmable(row);
  return answerOf(db, row);
}

/**
 * The customer confirms: `cod_confirmed_at` is set once. A second use answers the first
 * confirmation unchanged; a cancelled order confirms nothing and says so.
 */
export async function confirmCodOrder(
  db: Db,
  secret: string,
  token: string,
): Promise<CodConfirmationResponse> {
  return db.transaction(async (tx) => {
    const row = await orderOfToken(tx, secret, token, true);
    if (row.deliveryStatus === 'CANCELED' || row.codConfirmedAt) return answerOf(tx, row);
    assertStillConfirmable(row);
    const [confirmed] = await tx
      .update(orders)
      .set({ codConfirmedAt: sql`now()` })
      .where(and(eq(orders.id, row.id), isNull(orders.codConfirmedAt)))
      .returning();
    return answerOf(tx, confirmed!);
  });
}

/**
 * The shop confirms a COD order by hand after speaking to the customer, recording who did. An
 * order already confirmed is answered unchanged.
 */
export async function confirmCodOrderByAdmin(
  db: Db,
  orderId: string,
  adminId: string,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound('Order not found.');
    if (row.paymentMethod !== 'COD') {
      throw conflict('This order is paid by UPI: only cash-on-delivery orders are confirmed.');
    }
    if (row.deliveryStatus === 'CANCELED') throw conflict('A cancelled order cannot be confirmed.');
    if (!row.codConfirmedAt && row.deliveryStatus === 'DELIVERED') {
      throw conflict('This order has been delivered: there is nothing left to confirm.');
    }
    if (!row.codConfirmedAt) {
      await tx
        .update(orders)
        .set({ codConfirmedAt: sql`now()`, codConfirmedBy: adminId })
        .where(eq(orders.id, orderId));
    }
    return (await loadOrder(tx, orderId))!;
  });
}
