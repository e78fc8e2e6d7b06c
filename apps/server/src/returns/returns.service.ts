import { and, asc, count, desc, eq, gte, inArray, notInArray, sql, sum } from 'drizzle-orm';
import {
  exchangeSizeAllowed,
  openReturnStatuses,
  RETURN_WINDOW_DAYS,
  returnMoves,
  returnStatuses,
  type AdminReturnListResponse,
  type CreateReturnBody,
  type ReturnRequest,
  type ReturnStatus,
  type UpdateReturnBody,
} from '@shop/contracts/returns';
import type { Db } from '../db/client.ts';
import {
  orderItems,
  orders,
  productVariants,
  returnRequestHistory,
  returnRequestItems,
  returnRequests,
} from '../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../http/app-error.ts';
import type { MessageValues } from '../i18n/translations.ts';
import { pageOffset, statusTabsPage } from '../http/pagination.ts';
import { enqueueMail, type MailingDeps } from '../mail/mail-outbox.ts';
import { mailLanguageOf } from '../mail/mail-language.ts';
import type { MailingShop } from '../mail/mail-layout.ts';
import { getReturnInstructions, mailingShop } from '../content/company.service.ts';
import { createReplacementOrder, newPublicNumber } from '../orders/orders.service.ts';
import { returnableUntil } from '../orders/order-views.service.ts';
import { unitsShare } from '../offers/offers.service.ts';
import { issueCreditNoteIfInvoiced } from '../invoices/credit-notes.service.ts';
import { loadReturnRequest, toReturnViews } from './return-view.ts';
import { returnStepMail } from './return-mails.ts';

/** Statuses whose quantities no longer count against what may be returned. */
const closedWithoutReturn: ReturnStatus[] = ['REJECTED', 'CANCELLED'];

const outOfStock = (message: string, values?: MessageValues) =>
  new AppError('OUT_OF_STOCK', 409, message, undefined, values);

/**
 * Records the request's new status in its history and queues the customer's mail about it (an
 * approval's with the shop's return instructions).
 */
async function recordStep(
  tx: Db,
  requestId: string,
  status: ReturnStatus,
  shop: MailingShop,
  returnInstructions?: string,
) {
  await tx.insert(returnRequestHistory).values({ returnRequestId: requestId, status });
  const view = (await loadReturnRequest(tx, requestId))!;
  const language = await mailLanguageOf(tx, view.customer.id);
  await enqueueMail(tx, returnStepMail(view, shop, language, returnInstructions));
  return view;
}

/**
 * The owner asks to return or exchange items of a delivered order, within the return window. The
 * order row is locked first, so two requests for the last returnable unit cannot both pass.
 */
export async function createReturnRequest(
  deps: MailingDeps,
  userId: string,
  orderId: string,
  input: CreateReturnBody,
): Promise<ReturnRequest> {
  const shop = await mailingShop(deps);
  const view = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('Order not found.');
    const until = returnableUntil(order);
    if (!until) throw conflict('Only a delivered order can be returned or exchanged.');
    if (Date.now() > until.getTime()) {
      throw conflict(
        `Returns and exchanges are possible until ${RETURN_WINDOW_DAYS} days after delivery; this order's window has closed.`,
      );
    }
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const lineById = new Map(lines.map((line) => [line.id, line]));
    const strangers = input.items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => !lineById.has(item.orderItemId))
      .map(({ index }) => ({
        path: `items.${index}.orderItemId`,
        message: 'This item is not part of the order.',
      }));
    if (strangers.length > 0) throw badRequest(strangers[0]!.message, strangers);

    const covered = await coveredQuantities(tx, orderId);
    for (const item of input.items) {
      const line = lineById.get(item.orderItemId)!;
      const left = line.quantity - (covered.get(line.id) ?? 0);
      if (item.quantity > left) {
        throw conflict(
          left === 0
            ? '{name} (size {size}) is already in another return or exchange request.'
            : 'Only {left} of {name} (size {size}) can still be returned or exchanged.',
          { name: line.productName, size: line.size, left },
        );
      }
    }

    const exchanges = input.type === 'EXCHANGE' ? await exchangeVariants(tx, input, lineById) : [];
    let inserted: { id: string } | undefined;
    // A clash of random request numbers is rare; on one, simply draw again.
    while (!inserted) {
      [inserted] = await tx
        .insert(returnRequests)
        .values({
          requestNumber: newPublicNumber('RT'),
          orderId,
          userId,
          type: input.type,
          note: input.note || null,
          // An exchange refunds nothing, so it keeps no UPI ID even when one was sent.
          refundUpiId: input.type === 'RETURN' ? (input.refundUpiId ?? null) : null,
        })
        .onConflictDoNothing({ target: returnRequests.requestNumber })
        .returning({ id: returnRequests.id });
    }
    const requestId = inserted.id;
    await tx.insert(returnRequestItems).values(
      input.items.map((item, index) => ({
        returnRequestId: requestId,
        orderItemId: item.orderItemId,
        quantity: item.quantity,
        reason: item.reason,
        exchangeVariantId: exchanges[index]?.id ?? null,
        exchangeSize: exchanges[index]?.size ?? null,
        exchangeColor: exchanges[index]?.color ?? null,
      })),
    );
    return recordStep(tx, requestId, 'REQUESTED', shop);
  });
  deps.afterCommit();
  return view;
}

/** What open or completed requests already cover, by order line. */
async function coveredQuantities(tx: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ orderItemId: returnRequestItems.orderItemId, n: sum(returnRequestItems.quantity) })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        notInArray(returnRequests.status, closedWithoutReturn),
      ),
    )
    .groupBy(returnRequestItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.n ?? 0)]));
}

/**
 * The variant each item is exchanged for, in the items' order: a variant of the product bought
 * (400 otherwise), in another size when the reason is that the size did not fit (400 otherwise),
 * with stock for the quantity now (409 OUT_OF_STOCK otherwise). The stock is only taken when the
 * request is approved.
 */
async function exchangeVariants(
  tx: Db,
  input: CreateReturnBody,
  lineById: Map<string, typeof orderItems.$inferSelect>,
) {
  const ids = input.items.map((item) => item.exchangeVariantId!);
  const variants = await tx.select().from(productVariants).where(inArray(productVariants.id, ids));
  const byId = new Map(variants.map((v) => [v.id, v]));
  const strangers: { path: string; message: string; values: MessageValues }[] = [];
  const chosen = input.items.map((item, index) => {
    const line = lineById.get(item.orderItemId)!;
    const variant = byId.get(item.exchangeVariantId!);
    if (!variant || !line.productId || variant.productId !== line.productId) {
      strangers.push({
        path: `items.${index}.exchangeVariantId`,
        message: 'Choose a size of {name} to exchange for.',
        values: { name: line.productName },
      });
    } else if (!exchangeSizeAllowed(item.reason, line.size, variant.size)) {
      strangers.push({
        path: `items.${index}.exchangeVariantId`,
        message: '{name} was bought in size {size}: choose another size to exchange for.',
        values: { name: line.productName, size: line.size },
      });
    }
    return variant!;
  });
  if (strangers.length > 0) {
    throw badRequest(strangers[0]!.message, strangers, strangers[0]!.values);
  }
  // Two lines may ask for the same variant: their quantities add up.
  const wanted = new Map<string, number>();
  input.items.forEach((item) =>
    wanted.set(item.exchangeVariantId!, (wanted.get(item.exchangeVariantId!) ?? 0) + item.quantity),
  );
  for (const [variantId, quantity] of wanted) {
    const variant = byId.get(variantId)!;
    if (variant.stock < quantity) {
      const name = [...lineById.values()].find((l) => l.productId === variant.productId)!;
      throw outOfStock(
        variant.stock === 0
          ? '{name} in size {size} is out of stock.'
          : 'Only {stock} left of {name} in size {size}.',
        { name: name.productName, size: variant.size, stock: variant.stock },
      );
    }
  }
  return chosen;
}

export async function listMyReturns(db: Db, userId: string): Promise<ReturnRequest[]> {
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.userId, userId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
  return toReturnViews(db, rows);
}

/** A page of all requests, newest first, and the count of each status tab from one grouped count. */
export async function listAllReturns(
  db: Db,
  query: { status?: ReturnStatus | undefined; page: number; limit: number },
): Promise<AdminReturnListResponse> {
  const where = query.status ? eq(returnRequests.status, query.status) : undefined;
  const [rows, groups] = await Promise.all([
    db
      .select()
      .from(returnRequests)
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db
      .select({ status: returnRequests.status, n: count() })
      .from(returnRequests)
      .groupBy(returnRequests.status),
  ]);
  return {
    data: await toReturnViews(db, rows),
    ...statusTabsPage(query, returnStatuses, groups),
  };
}

/** Requests still being dealt with (REQUESTED, APPROVED or RECEIVED): the dashboard's count. */
export async function countOpenReturnRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(inArray(returnRequests.status, [...openReturnStatuses]));
  return row?.n ?? 0;
}

/** The owner withdraws a request still REQUESTED; withdrawing it again changes nothing. */
export async function cancelMyReturn(
  deps: MailingDeps,
  userId: string,
  requestId: string,
): Promise<ReturnRequest> {
  return moveRequest(deps, requestId, { status: 'CANCELLED' }, userId);
}

/**
 * An admin moves a request along `returnMoves` (409 for any other move). The status it already
 * has changes nothing but a given adminNote, and mails nothing, so a retried step is harmless.
 * APPROVED holds an exchange's new sizes (conditional decrement: 409 OUT_OF_STOCK if gone),
 * RECEIVED puts the returned units back on sale, COMPLETED records a refund or creates the
 * replacement order. Each move is one transaction with its history row and its mail.
 */
export async function updateReturnStatus(
  deps: MailingDeps,
  requestId: string,
  input: UpdateReturnBody,
): Promise<ReturnRequest> {
  return moveRequest(deps, requestId, input);
}

async function moveRequest(
  deps: MailingDeps,
  requestId: string,
  input: UpdateReturnBody,
  ownerId?: string,
): Promise<ReturnRequest> {
  const shop = await mailingShop(deps);
  // Read before the transaction, like the shop's name: the approval mail says how to send back.
  const returnInstructions =
    input.status === 'APPROVED' ? await getReturnInstructions(deps.db) : undefined;
  let moved = false;
  const view = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(returnRequests)
      .where(
        ownerId
          ? and(eq(returnRequests.id, requestId), eq(returnRequests.userId, ownerId))
          : eq(returnRequests.id, requestId),
      )
      .for('update');
    if (!request) throw notFound('Return request not found.');
    const to = input.status;
    const adminNote = input.adminNote === undefined ? {} : { adminNote: input.adminNote || null };
    if (request.status === to) {
      if (input.adminNote !== undefined) {
        await tx.update(returnRequests).set(adminNote).where(eq(returnRequests.id, requestId));
      }
      return (await loadReturnRequest(tx, requestId))!;
    }
    if (!returnMoves[request.status].includes(to)) {
      throw conflict(
        ownerId
          ? 'Only a request that is still waiting for approval can be cancelled.'
          : `A request that is ${request.status} cannot be moved to ${to}.`,
      );
    }
    const changes: Partial<typeof returnRequests.$inferInsert> = { status: to, ...adminNote };
    if (to === 'APPROVED' && request.type === 'EXCHANGE') await holdExchangeStock(tx, requestId);
    if (to === 'RECEIVED') await restockReturnedUnits(tx, requestId);
    if (to === 'COMPLETED') {
      if (request.type === 'RETURN') {
        changes.refundAmountPaise = await refundPaise(tx, requestId);
      } else {
        const lines = await tx
          .select({
            variantId: returnRequestItems.exchangeVariantId,
            quantity: returnRequestItems.quantity,
          })
          .from(returnRequestItems)
          .where(eq(returnRequestItems.returnRequestId, requestId))
          .orderBy(asc(returnRequestItems.id));
        const held = lines.filter((line): line is { variantId: string; quantity: number } =>
          Boolean(line.variantId),
        );
        if (held.length === 0) {
          throw conflict('The sizes this exchange held no longer exist; it cannot be completed.');
        }
        const replacement = await createReplacementOrder(tx, request.orderId, held);
        changes.replacementOrderId = replacement.id;
      }
    }
    await tx.update(returnRequests).set(changes).where(eq(returnRequests.id, requestId));
    if (to === 'COMPLETED' && request.type === 'RETURN') {
      await issueCreditNoteIfInvoiced(tx, requestId);
    }
    moved = true;
    return recordStep(tx, requestId, to, shop, returnInstructions);
  });
  if (moved) deps.afterCommit();
  return view;
}

/**
 * Takes the exchange sizes' stock, locking the variants first in product, then variant order
 * (the order checkout locks them in, so the two never deadlock), and decrementing only where the
 * stock covers the quantity: an exchange can never oversell.
 */
async function holdExchangeStock(tx: Db, requestId: string): Promise<void> {
  const items = await tx
    .select({
      variantId: returnRequestItems.exchangeVariantId,
      quantity: returnRequestItems.quantity,
      size: returnRequestItems.exchangeSize,
      name: orderItems.productName,
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(eq(returnRequestItems.returnRequestId, requestId));
  const wanted = new Map<string, number>();
  for (const item of items) {
    if (!item.variantId) {
      throw outOfStock('{name} in size {size} is no longer sold.', {
        name: item.name,
        size: item.size ?? '',
      });
    }
    wanted.set(item.variantId, (wanted.get(item.variantId) ?? 0) + item.quantity);
  }
  const locked = await lockVariants(tx, [...wanted.keys()]);
  for (const variant of locked) {
    const quantity = wanted.get(variant.id)!;
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(and(eq(productVariants.id, variant.id), gte(productVariants.stock, quantity)))
      .returning({ id: productVariants.id });
    if (taken.length === 0) {
      const name = items.find((item) => item.variantId === variant.id)!.name;
      throw outOfStock(
        variant.stock === 0
          ? '{name} in size {size} is out of stock now.'
          : 'Only {stock} left of {name} in size {size}.',
        { name, size: variant.size, stock: variant.stock },
      );
    }
  }
}

/** Locks variants FOR UPDATE in product, then variant order: the same order as checkout. */
async function lockVariants(tx: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: productVariants.id, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, ids))
    .orderBy(asc(productVariants.productId), asc(productVariants.id))
    .for('update');
}

/** The returned units go back to the stock of the variants bought (a deleted one is skipped). */
async function restockReturnedUnits(tx: Db, requestId: string): Promise<void> {
  const items = await tx
    .select({ variantId: orderItems.variantId, quantity: returnRequestItems.quantity })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(eq(returnRequestItems.returnRequestId, requestId));
  const returned = new Map<string, number>();
  for (const item of items) {
    if (item.variantId) {
      returned.set(item.variantId, (returned.get(item.variantId) ?? 0) + item.quantity);
    }
  }
  for (const variant of await lockVariants(tx, [...returned.keys()])) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${returned.get(variant.id)!}` })
      .where(eq(productVariants.id, variant.id));
  }
}

/**
 * The price paid for the returned units, in paise: their price less their part of the line's
 * share of the order's discount code. Units refunded earlier (completed returns of the same
 * line) come first, so refunds of every unit of a line add up to what the line charged. Each
 * line's part is kept on the request's item: a credit note reverses exactly that.
 */
async function refundPaise(tx: Db, requestId: string): Promise<number> {
  const returned = await tx
    .select({
      id: returnRequestItems.id,
      orderItemId: orderItems.id,
      units: returnRequestItems.quantity,
      pricePaise: orderItems.pricePaise,
      lineQuantity: orderItems.quantity,
      lineSharePaise: orderItems.couponDiscountPaise,
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(eq(returnRequestItems.returnRequestId, requestId));
  const earlier = await refundedUnitsBefore(
    tx,
    requestId,
    returned.map((line) => line.orderItemId),
  );
  let total = 0;
  for (const line of returned) {
    const share = unitsShare(
      line.lineSharePaise,
      line.lineQuantity,
      earlier.get(line.orderItemId) ?? 0,
      line.units,
    );
    const refund = line.pricePaise * line.units - share;
    await tx
      .update(returnRequestItems)
      .set({ refundPaise: refund })
      .where(eq(returnRequestItems.id, line.id));
    total += refund;
  }
  return total;
}

/** How many units of each line other returns already refunded (those COMPLETED). */
async function refundedUnitsBefore(
  tx: Db,
  requestId: string,
  orderItemIds: string[],
): Promise<Map<string, number>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await tx
    .select({
      orderItemId: returnRequestItems.orderItemId,
      units: sum(returnRequestItems.quantity),
    })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .where(
      and(
        inArray(returnRequestItems.orderItemId, orderItemIds),
        eq(returnRequests.type, 'RETURN'),
        eq(returnRequests.status, 'COMPLETED'),
        sql`${returnRequests.id} <> ${requestId}`,
      ),
    )
    .groupBy(returnRequestItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.units ?? 0)]));
}
