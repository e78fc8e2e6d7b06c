import { and, eq, ne, sql } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import type { AdminPaymentBody } from '@shop/contracts/payments';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { orders } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { enqueueMail, type MailingDeps } from '../mail/mail-outbox.ts';
import { mailLanguageOf } from '../mail/mail-language.ts';
import type { MailingShop } from '../mail/mail-layout.ts';
import { mailingShop } from '../content/company.service.ts';
import { loadOrder } from '../orders/order-views.service.ts';
import { cancelUnpaidUpiOrder } from '../orders/orders.service.ts';
import { paymentFailedMail, paymentReceivedMail } from './payment-mails.ts';

type OrderRow = typeof orders.$inferSelect;

const UTR_CONSTRAINT = 'orders_payment_utr_unique';
const utrUsedByAnotherOrder =
  'This UPI reference is already used for another order. Check the 12-digit UTR in your UPI app: each payment has its own.';

/**
 * Runs `change` in a transaction; a UTR another order took meanwhile (the unique constraint,
 * when two calls raced past the check) is the same 409 as one found taken beforehand.
 */
async function withUniqueUtr<T>(db: Db, message: string, change: (tx: Db) => Promise<T>) {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (uniqueViolation(error) === UTR_CONSTRAINT) throw conflict(message);
    throw error;
  }
}

/** The order number of another order holding `utr`, if one does. */
async function orderHoldingUtr(tx: Db, utr: string, besides: string): Promise<string | undefined> {
  const [holder] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.paymentUtr, utr), ne(orders.id, besides)));
  return holder?.orderNumber;
}

/**
 * The shopper gives the UTR of their UPI payment: AWAITING_PAYMENT (and not yet expired) moves
 * to VERIFYING, until the shop finds the money on its bank statement. The same UTR again
 * answers the order as it is; another order's UTR, a cash-on-delivery order or an order past
 * waiting is 409. Only the owner's order is found (404 otherwise).
 */
export async function submitPaymentReference(
  db: Db,
  userId: string,
  orderId: string,
  utr: string,
): Promise<Order> {
  return withUniqueUtr(db, utrUsedByAnotherOrder, async (tx) => {
    const [row] = await tx
      .select({ order: orders, expired: sql<boolean>`${orders.paymentExpiresAt} <= now()` })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!row) throw notFound('Order not found.');
    const { order, expired } = row;
    // A retry (a double tap, a lost answer) of the reference already given changes nothing.
    const givenAlready = order.paymentStatus === 'VERIFYING' || order.paymentStatus === 'PAID';
    if (givenAlready && order.paymentUtr === utr) return (await loadOrder(tx, orderId))!;
    refuseReference(order, expired);
    if (await orderHoldingUtr(tx, utr, orderId)) throw conflict(utrUsedByAnotherOrder);
    await tx
      .update(orders)
      .set({ paymentStatus: 'VERIFYING', paymentUtr: utr })
      .where(eq(orders.id, orderId));
    return (await loadOrder(tx, orderId))!;
  });
}

/** 409 with the reason an order takes no payment reference now; nothing when it does. */
function refuseReference(order: OrderRow, expired: boolean): void {
  if (order.paymentMethod !== 'UPI') {
    throw conflict('This order is paid by cash on delivery: there is no UPI payment to give.');
  }
  if (order.deliveryStatus === 'CANCELED' || order.paymentStatus === 'FAILED') {
    throw conflict(
      'This order has been cancelled, so it takes no payment. If money left your account for it, please contact us with the UPI reference.',
    );
  }
  if (order.paymentStatus === 'PAID') throw conflict('This order is already paid.');
  if (order.paymentStatus === 'VERIFYING') {
    throw conflict(
      'We already have the UPI reference {utr} for this order and are checking it with our bank. Please contact us if it was wrong.',
      { utr: order.paymentUtr ?? '' },
    );
  }
  if (expired) {
    throw conflict(
      'The time to pay for this order has run out, so it is being cancelled. If you paid, please contact us with the UPI reference.',
    );
  }
}

/** 409 unless the shop may record this order's payment: a UPI order still waiting for it. */
function refuseRecording(order: OrderRow): void {
  if (order.paymentMethod !== 'UPI') {
    throw conflict(
      `Order ${order.orderNumber} is paid by cash on delivery: its payment is recorded when it is delivered.`,
    );
  }
  if (order.deliveryStatus === 'CANCELED') {
    throw conflict(`Order ${order.orderNumber} has been cancelled: it takes no payment.`);
  }
  if (order.paymentStatus === 'PAID') throw conflict(`Order ${order.orderNumber} is already paid.`);
  if (order.paymentStatus === 'FAILED') {
    throw conflict(`Order ${order.orderNumber}'s payment has already been marked failed.`);
  }
}

/**
 * Records a UPI order as PAID now by the admin `recordedBy` (by hand, or by running the statement
 * reconciliation) under `utr`, and queues the "payment received" mail. Call in a transaction
 * holding the order's row lock, after checking it may be paid.
 */
export async function markPaid(
  tx: Db,
  order: OrderRow,
  payment: { utr: string | null; recordedBy: string },
  shop: MailingShop,
): Promise<Order> {
  await tx
    .update(orders)
    .set({
      paymentStatus: 'PAID',
      paymentUtr: payment.utr,
      paidAt: sql`now()`,
      paymentRecordedBy: payment.recordedBy,
    })
    .where(eq(orders.id, order.id));
  const view = (await loadOrder(tx, order.id))!;
  await enqueueMail(tx, paymentReceivedMail(view, shop, await mailLanguageOf(tx, view.user.id)));
  return view;
}

/**
 * The admin records what the bank says: PAID (from AWAITING_PAYMENT or VERIFYING, under the
 * given UTR or the one the shopper gave; a UTR of another order is 409), or FAILED, which
 * cancels the order (stock back, timeline CANCELED). Either mails the customer. A cash-on-delivery
 * order, or one already paid, failed or cancelled, is 409.
 */
export async function recordPayment(
  deps: MailingDeps,
  adminId: string,
  orderId: string,
  input: AdminPaymentBody,
): Promise<Order> {
  const shop = await mailingShop(deps);
  const order = await withUniqueUtr(
    deps.db,
    `UPI reference ${input.utr} is already recorded for another order.`,
    async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw notFound('Order not found.');
      refuseRecording(row);
      if (input.status === 'FAILED') {
        const view = await cancelUnpaidUpiOrder(tx, orderId);
        await enqueueMail(
          tx,
          paymentFailedMail(view, shop, await mailLanguageOf(tx, view.user.id)),
        );
        return view;
      }
      const utr = input.utr ?? row.paymentUtr;
      const takenBy = utr ? await orderHoldingUtr(tx, utr, orderId) : undefined;
      if (takenBy) throw conflict(`UPI reference ${utr} is already recorded for order ${takenBy}.`);
      return markPaid(tx, row, { utr, recordedBy: adminId }, shop);
    },
  );
  deps.afterCommit();
  return order;
}
