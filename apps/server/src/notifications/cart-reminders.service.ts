import { and, asc, eq, exists, gte, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicRounds, type PeriodicRounds } from '../db/periodic-rounds.ts';
import { CART_REMINDER_GAP_DAYS } from '@shop/contracts/notifications';
import { cartItems, carts, orders, users } from '../db/schema.ts';
import { enqueueMail, type MailingDeps } from '../mail/mail-outbox.ts';
import type { MailBrand } from '../mail/mail-document.ts';
import { mailingBrand } from '../content/company.service.ts';
import { listCartItems } from '../cart/cart.service.ts';
import { unsubscribeLinks } from './unsubscribe-token.ts';
import { cartReminderMail } from './cart-reminder-mail.ts';

/**
 * Reminds one resting cart, if one is due: a CUSTOMER who agreed to reminders, whose cart has
 * lines and has not changed for `hours`, who placed no order since it last changed, whose cart
 * was not reminded since then, and who was not reminded in the last CART_REMINDER_GAP_DAYS. The
 * cart is claimed with FOR UPDATE SKIP LOCKED and marked (`reminded_at`) in the transaction that
 * queues the mail, so another instance running the same job skips it or, once this one commits,
 * no longer finds it due: one mail, whichever instance gets there. Undefined when none is due;
 * else whether it was mailed or passed over (nothing in it can be bought today).
 */
async function remindOne(
  deps: MailingDeps,
  brand: MailBrand,
  hours: number,
): Promise<'mailed' | 'passed' | undefined> {
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        cartId: carts.id,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
      })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .where(
        and(
          eq(users.userType, 'CUSTOMER'),
          eq(users.marketingConsent, true),
          lte(carts.changedAt, sql`now() - ${hours} * interval '1 hour'`),
          or(
            isNull(carts.remindedAt),
            and(
              lt(carts.remindedAt, carts.changedAt),
              lte(carts.remindedAt, sql`now() - ${CART_REMINDER_GAP_DAYS} * interval '1 day'`),
            ),
          ),
          exists(
            tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, carts.id)),
          ),
          notExists(
            tx
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.userId, carts.userId), gte(orders.createdAt, carts.changedAt))),
          ),
        ),
      )
      .orderBy(asc(carts.changedAt))
      .limit(1)
      .for('update', { of: carts, skipLocked: true });
    if (!due) return undefined;
    // Today's lines, prices and stock, as the cart itself shows them.
    const items = await listCartItems(tx, due.userId);
    const unsubscribe = await unsubscribeLinks(
      deps,
      { email: due.email, kind: 'CART_REMINDER' },
      due.language,
    );
    const mail = cartReminderMail({
      to: due.email,
      customer: due,
      language: due.language,
      items,
      brand,
      unsubscribe,
    });
    if (mail) await enqueueMail(tx, mail, { kind: 'CART_REMINDER' });
    // Marked even when nothing in it can be bought today and no mail went: this resting cart has
    // had its turn (else the job would weigh it again every round, and mail it the moment one
    // size came back, which is what a stock alert is for). A change to the cart makes it due
    // again, CART_REMINDER_GAP_DAYS after this.
    await tx
      .update(carts)
      .set({ remindedAt: sql`now()` })
      .where(eq(carts.id, due.cartId));
    return mail ? 'mailed' : 'passed';
  });
}

/** Reminds every resting cart that is due; how many reminder mails this call queued. */
export async function sendCartReminders(deps: MailingDeps, hours: number): Promise<number> {
  const brand = await mailingBrand(deps);
  let mailed = 0;
  for (let handled = await remindOne(deps, brand, hours); handled;) {
    if (handled === 'mailed') mailed += 1;
    handled = await remindOne(deps, brand, hours);
  }
  if (mailed > 0) deps.afterCommit();
  return mailed;
}

/**
 * Runs `sendCartReminders` every `intervalMs` (10 minutes) and once at once. Nothing is held in
 * memory: what is due follows from the carts' own columns, so a restart misses nothing, and any
 * number of instances may run it side by side (each cart is claimed with SKIP LOCKED). A failed
 * round is logged and the next one tries again. The timer is unref'd.
 */
export function startCartReminders(options: {
  deps: MailingDeps;
  /** CART_REMINDER_HOURS: how long a cart rests before its reminder. */
  hours: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
}): PeriodicRounds {
  const { deps, log, hours } = options;
  return startPeriodicRounds({
    round: async () => {
      const mailed = await sendCartReminders(deps, hours);
      if (mailed > 0) log.info({ mailed }, 'cart reminders queued');
    },
    intervalMs: options.intervalMs ?? 10 * 60_000,
    log,
    failure: 'cart reminder round failed',
  });
}
