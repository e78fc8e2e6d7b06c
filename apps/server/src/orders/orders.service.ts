import { createHash, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  deliveryStatuses,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type CancelOrderBody,
  type DeliveryStatus,
  type Order,
  type PlaceOrderBody,
  type UpdateOrderStatusBody,
} from '@shop/contracts/orders';
import type { Language } from '@shop/contracts/languages';
import { orderTotals } from '@shop/contracts/order-totals';
import { codRefusalMessage } from '@shop/contracts/delivery';
import { returnToOriginReasonMessage } from '@shop/contracts/payments';
import { toRupees } from '@shop/contracts/money';
import { upiPaymentUri } from '@shop/contracts/payments';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import {
  addresses,
  cartItems,
  carts,
  idempotencyKeys,
  orderItems,
  orderStatusHistory,
  orders,
  productVariants,
  products,
  returnRequests,
  users,
} from '../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../http/app-error.ts';
import type { MessageValues } from '../i18n/translations.ts';
import { pageOffset, statusTabsPage } from '../http/pagination.ts';
import { enqueueMail, type MailingDeps } from '../mail/mail-outbox.ts';
import { mailLanguageOf } from '../mail/mail-language.ts';
import type { MailingShop } from '../mail/mail-layout.ts';
import { coverImageKeys } from '../catalog/products.service.ts';
import { mediaPath } from '../images/image-store.ts';
import { loadOrder, toOrderViews } from './order-views.service.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';
import { confirmOrderUrl } from './cod-confirmation.service.ts';
import { orderFilters, orderFiltersBesidesStatus } from './order-filters.ts';
import {
  orderCancelledMail,
  orderDeliveredMail,
  orderShippedMail,
} from './order-life-cycle-mail.ts';
import { deliveryCheckFor, promisedDeliveryDate } from '../delivery/delivery.service.ts';
import { addressProblem } from '../addresses/addresses.service.ts';
import { getCompanyDetails, mailingBrand, mailingShop } from '../content/company.service.ts';
import type { MailBrand } from '../mail/mail-document.ts';
import { unsubscribeLinksFor } from '../notifications/mail-preferences.service.ts';
import { issueInvoiceNumber } from '../invoices/invoice-numbers.service.ts';
import { reviewInvitationMail } from '../reviews/review-invitation.service.ts';
import { checkCartCoupon, type CouponCheck } from '../offers/offers.service.ts';

// Crockford's base32 without look-alikes (no I, L, O, U): easy to read out on the phone.
const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short public number, e.g. `LS-7K2QF9M` for an order or `RT-…` for a return request. */
export function newPublicNumber(prefix: string): string {
  let code = '';
  for (let i = 0; i < 7; i++)
    code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `${prefix}-${code}`;
}

const outOfStock = (message: string, values?: MessageValues) =>
  new AppError('OUT_OF_STOCK', 409, message, undefined, values);

/**
 * Turns the caller's cart into an order in one transaction: checks the address is complete and
 * served (for cash on delivery: allowed there and for this total; for UPI: the shop has a UPI
 * ID), locks the variants (in a fixed order, so concurrent orders cannot deadlock), checks and
 * decrements stock, snapshots prices, names and the address, empties the cart and queues the
 * confirmation mail. A UPI order waits for its payment until `upiPaymentMinutes` from now, with
 * the `upi://pay` link made now. Any failure changes nothing.
 */
export async function placeOrder(
  deps: MailingDeps,
  userId: string,
  input: PlaceOrderBody,
  options: { idempotencyKey?: string | undefined; upiPaymentMinutes: number },
): Promise<Order> {
  const { idempotencyKey } = options;
  const { db } = deps;
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  if (idempotencyKey) {
    const earlier = await replayedOrder(db, userId, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }
  // Before the transaction: the shop's name is cached for `db`, not for a transaction handle.
  const shop = await mailingShop(deps);
  let order: Order;
  let refusedCouponId: string | undefined;
  try {
    order = await db.transaction(async (tx) => {
      const address = await shippingAddress(tx, userId, input.addressId);
      const cart = await lockCartLines(tx, userId);
      const coupon = await cartCoupon(tx, userId, cart);
      if (coupon && !coupon.applies) {
        refusedCouponId = cart.couponId!;
        throw conflict(coupon.message.message, coupon.message.values);
      }
      const discount = coupon?.applies ? coupon : undefined;
      const upi =
        input.paymentMethod === 'UPI'
          ? { ...(await shopUpiPayee(tx, shop.name)), minutes: options.upiPaymentMinutes }
          : undefined;
      const promised = upi
        ? await servedDeliveryDate(tx, address.postalCode)
        : await codDeliveryDate(tx, address.postalCode, cart.lines, discount);
      await takeStock(tx, cart.lines);
      const placed = await writeOrder(tx, userId, cart.lines, address, promised, discount, upi);
      await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      if (cart.couponId)
        await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
      if (idempotencyKey) {
        await tx
          .insert(idempotencyKeys)
          .values({ userId, key: idempotencyKey, requestHash, orderId: placed.id });
      }
      const language = await mailLanguageOf(tx, userId);
      const confirmUrl = await confirmOrderUrl(deps, placed, language);
      await enqueueMail(
        tx,
        orderConfirmationMail(placed, placed.user.email, shop, confirmUrl, language),
      );
      return placed;
    });
  } catch (error) {
    // The code no longer applies: the shopper was told why (409), so the cart lets it go.
    if (refusedCouponId) {
      await db
        .update(carts)
        .set({ couponId: null })
        .where(and(eq(carts.userId, userId), eq(carts.couponId, refusedCouponId)));
    }
    // The same key raced in from a second request: that one won, so answer with its order.
    if (idempotencyKey && uniqueViolation(error) !== undefined) {
      const earlier = await replayedOrder(db, userId, idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    throw error;
  }
  deps.afterCommit();
  return order;
}

async function shippingAddress(
  tx: Db,
  userId: string,
  addressId: string,
): Promise<typeof addresses.$inferSelect> {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) throw notFound('Address not found.');
  const problem = addressProblem(address);
  if (problem) {
    throw conflict('Please update this address before placing your order: {problem}', {
      problem: { message: problem },
    });
  }
  return address;
}

/**
 * The day a cash-on-delivery order of these lines to `pincode` is promised for, on the delivery
 * terms read in the order's transaction; 409 naming the PIN code when the shop does not deliver
 * there, has no cash on delivery there, or the total is above the cash-on-delivery cap.
 */
async function codDeliveryDate(
  tx: Db,
  pincode: string,
  lines: CartLine[],
  coupon: AppliedCoupon | undefined,
): Promise<string> {
  const delivery = await deliveryCheckFor(tx, pincode);
  const total = toRupees(orderTotals(priced(lines), coupon?.discountPaise).orderTotalPaise);
  const refusal = codRefusalMessage(delivery, total);
  if (refusal) throw conflict(refusal.message, refusal.values);
  // Not refused, so served: a served PIN code always has a date.
  return delivery.expectedDeliveryDate!;
}

/** The day an order paid now is promised for: any PIN code the shop serves, COD or not. */
async function servedDeliveryDate(tx: Db, pincode: string): Promise<string> {
  const delivery = await deliveryCheckFor(tx, pincode);
  if (!delivery.serviceable || !delivery.expectedDeliveryDate) {
    throw conflict('We do not deliver to PIN code {pincode} yet. Choose another address.', {
      pincode,
    });
  }
  return delivery.expectedDeliveryDate;
}

/** Where a UPI payment goes: the shop's UPI ID and the payee name apps show; 409 without one. */
type UpiPayee = { upiId: string; payeeName: string };

async function shopUpiPayee(tx: Db, shopName: string): Promise<UpiPayee> {
  const details = await getCompanyDetails(tx);
  if (!details.upiId) {
    throw conflict('This shop does not take UPI payments yet. Please choose Cash on Delivery.');
  }
  return { upiId: details.upiId, payeeName: details.upiPayeeName || shopName };
}

/** What an order line copies of the variant bought and its product (joined on products). */
const variantSnapshot = {
  variantId: productVariants.id,
  productId: products.id,
  name: products.name,
  slug: products.slug,
  size: productVariants.size,
  color: productVariants.color,
  hsnCode: products.hsnCode,
  gstRatePercent: products.gstRatePercent,
};

type CartLine = Awaited<ReturnType<typeof lockCartLines>>['lines'][number];

/** The cart's lines with their variants locked for update; 400 when the cart is empty. */
async function lockCartLines(tx: Db, userId: string) {
  const [cart] = await tx
    .select({ id: carts.id, couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.userId, userId));
  if (!cart) throw badRequest('Your cart is empty.');
  const lines = await tx
    .select({
      quantity: cartItems.quantity,
      ...variantSnapshot,
      status: products.status,
      categoryId: products.categoryId,
      stock: productVariants.stock,
      pricePaise: productVariants.originalPricePaise,
      discountPaise: productVariants.discountPricePaise,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartItems.cartId, cart.id))
    // Product, then variant order: the stock trigger also locks product rows, and taking
    // every lock in one global order is what keeps concurrent orders from deadlocking.
    .orderBy(asc(products.id), asc(productVariants.id))
    .for('update', { of: productVariants });
  if (lines.length === 0) throw badRequest('Your cart is empty.');
  return { id: cart.id, couponId: cart.couponId, lines };
}

type AppliedCoupon = Extract<CouponCheck, { applies: true }>;

/**
 * The cart's code checked again inside the order's transaction, its row locked before its uses
 * are counted: simultaneous orders take its last uses one at a time. Undefined without a code.
 */
async function cartCoupon(
  tx: Db,
  userId: string,
  cart: Awaited<ReturnType<typeof lockCartLines>>,
): Promise<CouponCheck | undefined> {
  if (!cart.couponId) return undefined;
  return checkCartCoupon(
    tx,
    userId,
    cart.couponId,
    cart.lines.map((line) => ({
      categoryId: line.categoryId,
      valuePaise: line.pricePaise * line.quantity,
    })),
    { forUse: true },
  );
}

/**
 * Every line must be on sale (not a draft) and in stock, else 409 and nothing changes; then the
 * stock goes down.
 */
async function takeStock(tx: Db, lines: CartLine[]): Promise<void> {
  for (const line of lines) {
    if (line.status === 'DRAFT') {
      throw conflict('This product is not available: {name}. Please remove it from your cart.', {
        name: line.name,
      });
    }
    if (line.quantity > line.stock) {
      const values = { name: line.name, size: line.size, stock: line.stock };
      throw outOfStock(
        line.stock === 0
          ? '{name} (size {size}) is out of stock. Please remove it from your cart.'
          : 'Only {stock} left of {name} (size {size}). Please lower the quantity.',
        values,
      );
    }
  }
  for (const line of lines) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId));
  }
}

/** The cart's lines at the price they sell for: a variant without a discount has 0 off. */
const priced = (lines: CartLine[]) =>
  lines.map((line) => ({ ...line, discountPaise: line.discountPaise ?? 0 }));

/** The order row and its items: a snapshot of the lines' prices, names and cover pictures. */
async function writeOrder(
  tx: Db,
  userId: string,
  lines: CartLine[],
  address: typeof addresses.$inferSelect,
  expectedDeliveryDate: string,
  coupon: AppliedCoupon | undefined,
  upi: (UpiPayee & { minutes: number }) | undefined,
): Promise<Order> {
  const pricedLines = priced(lines).map((line, index) => ({
    ...line,
    couponDiscountPaise: coupon?.shares[index] ?? 0,
  }));
  const totals = orderTotals(pricedLines, coupon?.discountPaise);
  const inserted = await insertOrder(
    tx,
    {
      userId,
      ...totals,
      couponId: coupon?.couponId ?? null,
      couponCode: coupon?.code ?? null,
      expectedDeliveryDate,
      shipFullName: address.fullName,
      shipPhone: address.phone,
      shipAddressLine1: address.addressLine1,
      shipAddressLine2: address.addressLine2,
      shipCity: address.city,
      shipState: address.state,
      shipPostalCode: address.postalCode,
    },
    pricedLines,
  );
  if (upi) await awaitUpiPayment(tx, { ...inserted, totalPaise: totals.orderTotalPaise }, upi);
  return (await loadOrder(tx, inserted.id))!;
}

/**
 * Makes a new order a UPI order waiting for its payment until `minutes` from now (the database's
 * clock, as the expiry job reads it), with its `upi://pay` link: the order number is both the
 * note and the reference, and the link keeps the shop's UPI ID of today.
 */
async function awaitUpiPayment(
  tx: Db,
  inserted: { id: string; orderNumber: string; totalPaise: number },
  upi: UpiPayee & { minutes: number },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentMethod: 'UPI',
      paymentStatus: 'AWAITING_PAYMENT',
      paymentExpiresAt: sql`now() + make_interval(mins => ${upi.minutes})`,
      upiPaymentUri: upiPaymentUri({
        upiId: upi.upiId,
        payeeName: upi.payeeName,
        amountPaise: inserted.totalPaise,
        orderNumber: inserted.orderNumber,
      }),
    })
    .where(eq(orders.id, inserted.id));
}

/** An order line to write: the variant bought, with its product, and the price paid per unit. */
type NewOrderLine = {
  productId: string;
  variantId: string;
  name: string;
  slug: string;
  size: string;
  color: string;
  quantity: number;
  pricePaise: number;
  discountPaise: number;
  hsnCode: string | null;
  gstRatePercent: number;
  /** The line's share of the order's code discount, all its units together. */
  couponDiscountPaise?: number;
};

const coverThumbPath = (cover: { thumbKey: string } | undefined) =>
  cover ? mediaPath(cover.thumbKey) : null;

/**
 * Inserts a PENDING order under a new number (drawn again on the rare clash), its first timeline
 * entry, and its lines: a snapshot of each product's name, slug, size, colour and cover picture,
 * which later changes to the catalogue leave as they were.
 */
async function insertOrder(
  tx: Db,
  orderValues: Omit<typeof orders.$inferInsert, 'orderNumber'>,
  lines: NewOrderLine[],
): Promise<{ id: string; orderNumber: string }> {
  let inserted: { id: string; orderNumber: string } | undefined;
  while (!inserted) {
    [inserted] = await tx
      .insert(orders)
      .values({ ...orderValues, orderNumber: newPublicNumber('LS') })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
  }
  await tx.insert(orderStatusHistory).values({ orderId: inserted.id, status: 'PENDING' });
  const covers = await coverImageKeys(
    tx,
    lines.map((line) => line.productId),
  );
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId: inserted.id,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name,
      productSlug: line.slug,
      size: line.size,
      color: line.color,
      // The shop's own path, not the linked URL: the picture follows a later MEDIA_BASE_URL.
      imageUrl: coverThumbPath(covers.get(line.productId)),
      quantity: line.quantity,
      pricePaise: line.pricePaise,
      discountPaise: line.discountPaise,
      couponDiscountPaise: line.couponDiscountPaise ?? 0,
      hsnCode: line.hsnCode,
      gstRatePercent: line.gstRatePercent,
    })),
  );
  return inserted;
}

/**
 * The order that sends an exchange's new sizes: total 0, each line priced 0 at its exchange
 * variant (name, slug, size, colour and cover copied as a placed order's are), the source order's
 * recipient and address, promised in the days its PIN code takes today, PENDING with its first
 * status in the history. It takes no stock: the exchange held the
 * stock when it was approved. Call inside the exchange's transaction.
 */
export async function createReplacementOrder(
  tx: Db,
  sourceOrderId: string,
  lines: { variantId: string; quantity: number }[],
): Promise<{ id: string; orderNumber: string }> {
  const [source] = await tx.select().from(orders).where(eq(orders.id, sourceOrderId));
  if (!source) throw new Error(`replacement for a missing order ${sourceOrderId}`);
  const variants = await tx
    .select(variantSnapshot)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      inArray(
        productVariants.id,
        lines.map((line) => line.variantId),
      ),
    );
  const byId = new Map(variants.map((v) => [v.variantId, v]));
  return insertOrder(
    tx,
    {
      userId: source.userId,
      subtotalPaise: 0,
      discountTotalPaise: 0,
      shippingTotalPaise: 0,
      orderTotalPaise: 0,
      expectedDeliveryDate: await promisedDeliveryDate(tx, source.shipPostalCode),
      shipFullName: source.shipFullName,
      shipPhone: source.shipPhone,
      shipAddressLine1: source.shipAddressLine1,
      shipAddressLine2: source.shipAddressLine2,
      shipCity: source.shipCity,
      shipState: source.shipState,
      shipPostalCode: source.shipPostalCode,
    },
    lines.map((line) => {
      const variant = byId.get(line.variantId);
      if (!variant) throw new Error(`replacement for a missing variant ${line.variantId}`);
      return { ...variant, quantity: line.quantity, pricePaise: 0, discountPaise: 0 };
    }),
  );
}

async function replayedOrder(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
): Promise<Order | undefined> {
  const [earlier] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!earlier) return undefined;
  if (earlier.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      422,
      'This Idempotency-Key was already used for a different order request.',
    );
  }
  return earlier.orderId ? loadOrder(db, earlier.orderId) : undefined;
}

export async function listMyOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toOrderViews(db, rows);
}

/**
 * A page of the orders the admin's filters match, newest first, and the count of each status tab
 * among the orders every filter but the status matches, from one grouped count.
 */
export async function listAllOrders(
  db: Db,
  query: AdminOrderListQuery,
): Promise<AdminOrderListResponse> {
  const [rows, groups] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(orderFilters(query))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db
      .select({ status: orders.deliveryStatus, n: count() })
      .from(orders)
      .where(orderFiltersBesidesStatus(query))
      .groupBy(orders.deliveryStatus),
  ]);
  return {
    orders: await toOrderViews(db, rows),
    ...statusTabsPage(query, deliveryStatuses, groups),
  };
}

/** The order's lines in product, then variant order: the same lock order as placeOrder. */
async function stockLines(tx: Db, orderId: string) {
  return tx
    .select({
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      name: orderItems.productName,
      size: orderItems.size,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
}

async function returnStock(tx: Db, orderId: string): Promise<void> {
  for (const line of await stockLines(tx, orderId)) {
    // A variant deleted since the order has no stock to return to.
    if (!line.variantId) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId));
  }
}

async function takeStockAgain(tx: Db, orderId: string): Promise<void> {
  for (const line of await stockLines(tx, orderId)) {
    const taken = line.variantId
      ? await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(
            and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)),
          )
          .returning({ id: productVariants.id })
      : [];
    if (taken.length === 0) {
      throw outOfStock(
        `Not enough stock left to reopen this order: ${line.name} (size ${line.size}).`,
      );
    }
  }
}

type OrderRow = typeof orders.$inferSelect;

/**
 * What cancelling does to a UPI order's payment: a paid one owes the customer what they paid,
 * to `refundUpiId` (null: the account the payment came from); one never paid fails, and waits
 * for no payment any more. A cash-on-delivery order's payment is left as it is.
 */
function cancelledPayment(row: OrderRow, refundUpiId: string | null) {
  if (row.paymentMethod !== 'UPI') return {};
  if (row.paymentStatus === 'PAID') return { refundAmountPaise: row.orderTotalPaise, refundUpiId };
  return { paymentStatus: 'FAILED' as const, paymentExpiresAt: null };
}

const refundUpiIdNeeded = 'Enter the UPI ID to refund to.';

/**
 * The owner cancels while the order is still PENDING; the stock goes back and a mail says so.
 * A paid UPI order needs the UPI ID its refund goes to; one whose payment the shop is still
 * looking for cannot be cancelled until it is found (or not).
 */
export async function cancelOrder(
  deps: MailingDeps,
  userId: string,
  orderId: string,
  input: CancelOrderBody,
): Promise<Order> {
  const shop = await mailingShop(deps);
  const cancelled = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('Order not found.');
    if (order.deliveryStatus !== 'PENDING') {
      throw conflict('Only pending orders can be cancelled.');
    }
    const [exchange] = await tx
      .select({ requestNumber: returnRequests.requestNumber })
      .from(returnRequests)
      .where(eq(returnRequests.replacementOrderId, orderId));
    if (exchange) {
      // The units were held for the exchange and the old ones are back in stock: cancelling
      // would leave the request completed with nothing sent. The shop can still stop it.
      throw conflict(
        'Order {orderNumber} sends your exchange {requestNumber} free of charge and cannot be cancelled here. Please contact us if you no longer want it.',
        { orderNumber: order.orderNumber, requestNumber: exchange.requestNumber },
      );
    }
    if (order.paymentStatus === 'VERIFYING') {
      throw conflict(
        'We are checking your payment for this order with our bank. Once it is confirmed you can cancel it here and get a refund; please contact us if you need to cancel sooner.',
      );
    }
    const paid = order.paymentStatus === 'PAID';
    if (paid && order.paymentMethod === 'UPI' && !input.refundUpiId) {
      throw badRequest(refundUpiIdNeeded, [{ path: 'refundUpiId', message: refundUpiIdNeeded }]);
    }
    await tx
      .update(orders)
      .set({ deliveryStatus: 'CANCELED', ...cancelledPayment(order, input.refundUpiId ?? null) })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status: 'CANCELED' });
    await returnStock(tx, orderId);
    const view = (await loadOrder(tx, orderId))!;
    const language = await mailLanguageOf(tx, view.user.id);
    await enqueueMail(
      tx,
      orderCancelledMail(view, shop, { by: 'customer', wasPaid: paid }, language),
    );
    return view;
  });
  deps.afterCommit();
  return cancelled;
}

/**
 * Cancels a PENDING UPI order whose payment never came (the shop found none, or it expired):
 * its payment FAILED, the timeline gains CANCELED and the stock goes back. Call in a transaction
 * that holds the order's row lock and has checked it may be cancelled; mailing is the caller's.
 */
export async function cancelUnpaidUpiOrder(tx: Db, orderId: string): Promise<Order> {
  await tx
    .update(orders)
    .set({ deliveryStatus: 'CANCELED', paymentStatus: 'FAILED', paymentExpiresAt: null })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({ orderId, status: 'CANCELED' });
  await returnStock(tx, orderId);
  return (await loadOrder(tx, orderId))!;
}

/** Courier and tracking number as given: left out keeps what is stored, an empty one clears it. */
function shipmentChanges(input: UpdateOrderStatusBody) {
  return {
    ...(input.courier === undefined ? {} : { courier: input.courier || null }),
    ...(input.trackingNumber === undefined ? {} : { trackingNumber: input.trackingNumber || null }),
  };
}

/**
 * A SHIPPED order cancelled came back unsold (return to origin): the admin must say why. Any
 * other move leaves no reason, so an order reopened from CANCELED loses it.
 */
function returnToOriginReasonOf(from: DeliveryStatus, input: UpdateOrderStatusBody) {
  if (from !== 'SHIPPED' || input.deliveryStatus !== 'CANCELED') return null;
  if (!input.reason) {
    throw badRequest(returnToOriginReasonMessage, [
      { path: 'reason', message: returnToOriginReasonMessage },
    ]);
  }
  return input.reason;
}

/**
 * Admins may set any status. Entering CANCELED returns the stock once; leaving it takes the
 * stock again (409 if it has been sold meanwhile). DELIVERED records the day and, for cash on
 * delivery, the payment. Every move adds a row to the order's timeline and, except back to
 * PENDING, mails the customer. Setting the status the order already has changes nothing and
 * mails nothing; only SHIPPED again with a courier or tracking number corrects those.
 *
 * A UPI order leaves the shop (SHIPPED or DELIVERED) only once PAID (409 before), and delivery
 * does not touch its payment. Cancelling a paid one records the refund owed (to `refundUpiId`
 * when given); an unpaid one's payment FAILS. Reopening a cancelled order drops its refund.
 *
 * `shippedOn` is when the parcel first left: set on the first move to SHIPPED (or straight to
 * DELIVERED, which implies it), and kept when an order is reopened and shipped again, whose
 * later dates the timeline holds. Courier and tracking number are read only with SHIPPED.
 */
export async function setDeliveryStatus(
  deps: MailingDeps,
  orderId: string,
  input: UpdateOrderStatusBody,
): Promise<Order> {
  const shop = await mailingShop(deps);
  // The review invitation's frame, should this be the order's first delivery.
  const brand = await mailingBrand(deps);
  const to = input.deliveryStatus;
  const { order, mailed } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound('Order not found.');
    const from = row.deliveryStatus;
    const shipment = to === 'SHIPPED' ? shipmentChanges(input) : {};
    const returnToOriginReason = returnToOriginReasonOf(from, input);
    if (from === to) {
      if (Object.keys(shipment).length > 0) {
        await tx.update(orders).set(shipment).where(eq(orders.id, orderId));
      }
      return { order: (await loadOrder(tx, orderId))!, mailed: false };
    }
    const leaving = to === 'SHIPPED' || to === 'DELIVERED';
    if (leaving && row.paymentMethod === 'UPI' && row.paymentStatus !== 'PAID') {
      throw conflict(
        `Order ${row.orderNumber} is paid by UPI and its payment has not been found yet: mark it paid before it leaves the shop.`,
      );
    }
    if (to === 'CANCELED') await returnStock(tx, orderId);
    if (from === 'CANCELED') await takeStockAgain(tx, orderId);
    const leftTheShop = leaving && !row.shippedOn;
    await tx
      .update(orders)
      .set({
        deliveryStatus: to,
        returnToOriginReason,
        // The database's clock, as for the timeline row below: one moment for both.
        deliveredOn: to === 'DELIVERED' ? sql`now()` : null,
        ...(row.paymentMethod === 'COD' ? codPayment(to) : {}),
        ...(to === 'CANCELED' ? cancelledPayment(row, input.refundUpiId ?? null) : {}),
        // Reopened: a refund recorded at its cancellation is no longer owed.
        ...(from === 'CANCELED' ? { refundAmountPaise: null, refundUpiId: null } : {}),
        ...(leftTheShop ? { shippedOn: sql`now()` } : {}),
        ...shipment,
      })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status: to });
    if (to === 'DELIVERED' && !row.invoiceNumber && row.orderTotalPaise > 0) {
      await issueInvoiceNumber(tx, orderId);
    }
    const view = (await loadOrder(tx, orderId))!;
    const language = await mailLanguageOf(tx, view.user.id);
    const mail = statusMail(view, shop, language, {
      from,
      wasPaid: row.paymentStatus === 'PAID',
    });
    if (mail) await enqueueMail(tx, mail);
    const invitation = await inviteReviewsOnFirstDelivery(deps, tx, row, view, brand, language);
    return { order: view, mailed: mail !== undefined || invitation };
  });
  if (mailed) deps.afterCommit();
  return order;
}

/** Cash on delivery is paid when the parcel is delivered, and is not paid in any other status. */
const codPayment = (to: DeliveryStatus) =>
  to === 'DELIVERED'
    ? { paymentStatus: 'PAID' as const, paidAt: sql`now()` }
    : { paymentStatus: 'PENDING' as const, paidAt: null };

/**
 * On an order's first delivery, queues the mail asking the customer to review what it brought,
 * to go out REVIEW_INVITATION_DELAY later, once the clothes have been worn and washed: once per
 * order (delivered again after a correction, it is not sent again), and never for an exchange's
 * replacement order (total 0), which is no sale. Its kind, REVIEW_INVITATION, is one the customer
 * may turn off (its unsubscribe link). Whether a mail was queued.
 */
const REVIEW_INVITATION_DELAY = sql`interval '3 days'`;

async function inviteReviewsOnFirstDelivery(
  deps: MailingDeps,
  tx: Db,
  row: typeof orders.$inferSelect,
  view: Order,
  brand: MailBrand,
  language: Language,
): Promise<boolean> {
  if (view.deliveryStatus !== 'DELIVERED' || row.reviewInvitedAt || row.orderTotalPaise <= 0) {
    return false;
  }
  await tx
    .update(orders)
    .set({ reviewInvitedAt: sql`now()` })
    .where(eq(orders.id, row.id));
  const unsubscribe = await unsubscribeLinksFor(
    deps,
    { email: view.user.email, kind: 'REVIEW_INVITATION' },
    language,
  );
  const mail = reviewInvitationMail(view, brand, unsubscribe, language);
  if (mail) {
    await enqueueMail(tx, mail, {
      notBefore: sql`now() + ${REVIEW_INVITATION_DELAY}`,
      kind: 'REVIEW_INVITATION',
    });
  }
  return mail !== undefined;
}

/**
 * The mail a move to the order's new status sends. None back to PENDING (nothing the customer
 * waits for), and none for DELIVERED -> SHIPPED, a correction of a parcel already announced.
 */
function statusMail(
  order: Order,
  shop: MailingShop,
  language: Language,
  previous: { from: DeliveryStatus; wasPaid: boolean },
) {
  switch (order.deliveryStatus) {
    case 'SHIPPED':
      return previous.from === 'DELIVERED' ? undefined : orderShippedMail(order, shop, language);
    case 'DELIVERED':
      return orderDeliveredMail(order, shop, language);
    case 'CANCELED':
      return orderCancelledMail(order, shop, { by: 'shop', wasPaid: previous.wasPaid }, language);
    case 'PENDING':
      return undefined;
  }
}

/** Mails the confirmation again, only ever to the account's own address. */
export async function resendConfirmation(
  deps: MailingDeps,
  userId: string,
  orderId: string,
): Promise<{ message: string }> {
  const { db } = deps;
  const [row] = await db
    .select({ id: orders.id, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound('Order not found.');
  const order = (await loadOrder(db, orderId))!;
  const language = await mailLanguageOf(db, userId);
  const confirmUrl = await confirmOrderUrl(deps, order, language);
  await enqueueMail(
    db,
    orderConfirmationMail(order, row.email, await mailingShop(deps), confirmUrl, language),
  );
  deps.afterCommit();
  return { message: `Order confirmation sent to ${row.email}.` };
}
