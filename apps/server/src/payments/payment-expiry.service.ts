import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicRounds, type PeriodicRounds } from '../db/periodic-rounds.ts';
import { orders } from '../db/schema.ts';
import { enqueueMail, type MailingDeps } from '../mail/mail-outbox.ts';
import { mailLanguageOf } from '../mail/mail-language.ts';
import { mailingShop } from '../content/company.service.ts';
import { cancelUnpaidUpiOrder } from '../orders/orders.service.ts';
import { orderExpiredMail } from './payment-mails.ts';

/**
 * Cancels one UPI order whose payment time ran out with no reference given: still PENDING and
 * AWAITING_PAYMENT past `payment_expires_at` (the database's clock). The row is taken with FOR
 * UPDATE SKIP LOCKED, so another instance running the same job, or a shopper giving the UTR at
 * that moment, holds it alone: each order is cancelled once, by one of them, and a UTR given
 * first wins. Stock back, timeline CANCELED, payment FAILED, the "order expired" mail; all or
 * nothing. One order per transaction: its stock is returned in the same lock order as
 * placing an order takes it, so it never deadlocks with a checkout. Whether one was cancelled.
 */
async function expireOne(deps: MailingDeps, shop: Awaited<ReturnType<typeof mailingShop>>) {
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, 'UPI'),
          eq(orders.paymentStatus, 'AWAITING_PAYMENT'),
          eq(orders.deliveryStatus, 'PENDING'),
          lte(orders.paymentExpiresAt, sql`now()`),
        ),
      )
      .orderBy(asc(orders.paymentExpiresAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    const order = await cancelUnpaidUpiOrder(tx, due.id);
    await enqueueMail(tx, orderExpiredMail(order, shop, await mailLanguageOf(tx, order.user.id)));
    return true;
  });
}

/** Cancels every UPI order whose payment time has run out; how many this call cancelled. */
export async function expireUnpaidOrders(deps: MailingDeps): Promise<number> {
  const shop = await mailingShop(deps);
  let expired = 0;
  while (await expireOne(deps, shop)) expired += 1;
  if (expired > 0) deps.afterCommit();
  return expired;
}

/**
 * Runs `expireUnpaidOrders` every `intervalMs` (a minute) and once at once. Nothing is held in
 * memory: the deadlines are the orders' own, so a restart misses nothing (orders that ran out
 * while the shop was down are cancelled by the first round), and any number of instances may
 * run it side by side (the rows are claimed with SKIP LOCKED). A failed round is logged and the
 * next one tries again. The timer is unref'd, so it never keeps the process alive.
 */
export function startPaymentExpiry(options: {
  deps: MailingDeps;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Called after a round gave stock back: the public catalogue shows stock. */
  onStockReturned: () => void;
  intervalMs?: number;
}): PeriodicRounds {
  const { deps, log } = options;
  return startPeriodicRounds({
    round: async () => {
      const expired = await expireUnpaidOrders(deps);
      if (expired === 0) return;
      log.info({ expired }, 'unpaid UPI orders cancelled');
      options.onStockReturned();
    },
    intervalMs: options.intervalMs ?? 60_000,
    log,
    failure: 'UPI payment expiry round failed',
  });
}
