import { and, asc, count, desc, eq, isNull, min, sql, type AnyColumn } from 'drizzle-orm';
import type { Language } from '@shop/contracts/languages';
import {
  STOCK_ALERT_DEMAND_MAX,
  type StockAlert,
  type StockAlertBody,
  type StockAlertDemandResponse,
  type StockAlertResponse,
} from '@shop/contracts/notifications';
import type { Auth } from '../auth/auth-hooks.ts';
import type { Db } from '../db/client.ts';
import { mailOptOuts, products, productVariants, stockAlerts, users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import type { Message } from '../i18n/translations.ts';

/**
 * How many sizes one address may wait for at once: far more than a parent follows, and a ceiling
 * on what a stranger can sign someone else's inbox up for.
 */
export const STOCK_ALERTS_WAITING_MAX = 30;

const PRODUCT_GONE = 'This product is no longer available.';
const SIZE_GONE = 'This size is not available.';
const TURNED_OFF = 'This address turned off back-in-stock alerts. Sign in to turn them on again.';

/** Alerts not yet spent: waiting for a restock, or due and about to be mailed. */
const waiting = isNull(stockAlerts.notifiedAt);

/**
 * How many people wait for the variant in `variantId` (a column of the caller's query): the
 * dashboard's low-stock list shows it, a reason to restock that size first.
 */
export const waitingForVariant = (variantId: AnyColumn) =>
  sql<number>`(select count(*)::int from ${stockAlerts}
    where ${stockAlerts.variantId} = ${variantId} and ${stockAlerts.notifiedAt} is null)`;

/** The address a caller's alert goes to: a customer's account email, else the body's. */
export async function alertAddressOf(
  db: Db,
  caller: Auth | null,
  body: Pick<StockAlertBody, 'email'>,
): Promise<string | undefined> {
  if (!caller) return body.email;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, caller.userId));
  return user?.email.toLowerCase();
}

type AlertRow = typeof stockAlerts.$inferSelect;
type SizeOf = { size: string; color: string };

const alertView = (row: AlertRow, variant: SizeOf): StockAlert => ({
  id: row.id,
  variantId: row.variantId,
  size: variant.size,
  color: variant.color,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

async function waitingAlert(db: Db, variantId: string, email: string) {
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.variantId, variantId), eq(stockAlerts.email, email), waiting));
  return row;
}

/**
 * Puts `email` on the list for a sold-out size of an active product: 201 with the new alert, or
 * 200 with the one already waiting (two requests at once meet on the partial unique index
 * `stock_alerts_waiting_key`, never a 500). An address that turned the alerts off stays off for a
 * visitor (409); its own customer asking turns them on again, in the same transaction. The alert
 * keeps `language`, the page's it was asked on, and its mail is written in it.
 */
export async function requestStockAlert(
  db: Db,
  caller: Auth | null,
  productId: string,
  body: StockAlertBody,
  language: Language,
): Promise<{
  status: 200 | 201;
  answer: Omit<StockAlertResponse, 'message'> & { message: Message };
}> {
  const email = await alertAddressOf(db, caller, body);
  if (!email) {
    throw badRequest('Enter your email address.', [
      { path: 'email', message: 'Enter your email address.' },
    ]);
  }
  const [product] = await db
    .select({ name: products.name, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.status !== 'ACTIVE') throw notFound(PRODUCT_GONE);
  const [variant] = await db
    .select({
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(and(eq(productVariants.id, body.variantId), eq(productVariants.productId, productId)));
  if (!variant) throw notFound(SIZE_GONE);
  if (variant.stock > 0) {
    throw conflict('{name} in size {size} is in stock: add it to your cart.', {
      name: product.name,
      size: variant.size,
    });
  }

  return db.transaction(async (tx) => {
    const optedOut = and(eq(mailOptOuts.email, email), eq(mailOptOuts.kind, 'STOCK_ALERT'));
    const [optOut] = await tx
      .select({ email: mailOptOuts.email })
      .from(mailOptOuts)
      .where(optedOut);
    if (optOut) {
      // Only the address's own signed-in customer may undo what its unsubscribe link did.
      if (!caller) throw conflict(TURNED_OFF);
      await tx.delete(mailOptOuts).where(optedOut);
    }

    const already = await waitingAlert(tx, body.variantId, email);
    if (already) return alreadyWaiting(already, variant);

    const [{ waitingCount } = { waitingCount: 0 }] = await tx
      .select({ waitingCount: count() })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, email), waiting));
    if (waitingCount >= STOCK_ALERTS_WAITING_MAX) {
      throw conflict(
        '{email} already waits for {count} sizes, as many as we keep. You will hear about those first.',
        { email, count: STOCK_ALERTS_WAITING_MAX },
      );
    }

    const [created] = await tx
      .insert(stockAlerts)
      .values({ variantId: body.variantId, email, userId: caller?.userId ?? null, language })
      // A request at the same moment for the same address and size won: answer with its alert.
      .onConflictDoNothing({
        target: [stockAlerts.variantId, stockAlerts.email],
        where: sql`notified_at is null`,
      })
      .returning();
    if (!created) {
      const winner = await waitingAlert(tx, body.variantId, email);
      if (!winner) throw conflict('Please try again.');
      return alreadyWaiting(winner, variant);
    }
    return {
      status: 201 as const,
      answer: {
        message: {
          message: 'We will mail {email} when {name} in size {size} is back.',
          values: { email, name: product.name, size: variant.size },
        },
        alert: alertView(created, variant),
      },
    };
  });
}

const alreadyWaiting = (row: AlertRow, variant: SizeOf) => ({
  status: 200 as const,
  answer: {
    message: {
      message: '{email} is already on the list for size {size}.',
      values: { email: row.email, size: variant.size },
    },
    alert: alertView(row, variant),
  },
});

/**
 * The sizes people wait for (alerts not yet spent), most waited-for first, then the longest
 * waiting; at most STOCK_ALERT_DEMAND_MAX.
 */
export async function stockAlertDemand(db: Db): Promise<StockAlertDemandResponse> {
  const waitingCount = count(stockAlerts.id);
  const oldestAt = min(stockAlerts.createdAt);
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
      waiting: waitingCount,
      oldestAt,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(waiting)
    .groupBy(productVariants.id, products.id)
    .orderBy(desc(waitingCount), asc(oldestAt), asc(productVariants.id))
    .limit(STOCK_ALERT_DEMAND_MAX);
  return {
    variants: rows.map((row) => ({
      ...row,
      waiting: Number(row.waiting),
      // min() of a timestamp comes back as the driver's text; the group has at least one row.
      oldestAt: new Date(row.oldestAt ?? 0).toISOString(),
    })),
  };
}
