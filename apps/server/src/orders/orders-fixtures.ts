import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Product } from '@shop/contracts/catalog';
import type { Order, updateOrderStatusBodySchema } from '@shop/contracts/orders';
import { mailOutbox, orderStatusHistory, orders } from '../db/schema.ts';
import { bearer, signUpCustomer, type TestApp } from '../test/test-app.ts';

/** A signed-up customer with a default address and the given cart lines, through the API. */
export async function customerWithCart(
  t: TestApp,
  lines: { variantId: string; quantity: number }[],
): Promise<{ token: string; addressId: string; email: string }> {
  const { token, user } = await signUpCustomer(t.app);
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: bearer(token),
    payload: {
      fullName: 'Asha Rao',
      phone: '9845012345',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    },
  });
  for (const line of lines) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(token),
      payload: { productVariantId: line.variantId, quantity: line.quantity },
    });
    if (res.statusCode !== 200) throw new Error(`cart add: ${res.body}`);
  }
  return { token, addressId: address.json().address.id, email: user.email };
}

export async function stockOf(t: TestApp, product: Product): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
  return (res.json().data as Product).variants.map((v) => v.stock);
}

export const placeOrderAs = (
  t: TestApp,
  token: string,
  addressId: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: { ...bearer(token), ...headers },
    payload: { addressId, paymentMethod: 'COD' },
  });

type Lines = { variantId: string; quantity: number }[];
type Buyer = Awaited<ReturnType<typeof customerWithCart>>;

/** A new customer who has ordered the given lines, through the API. */
export async function placedOrder(
  t: TestApp,
  lines: Lines,
): Promise<{ buyer: Buyer; order: Order }> {
  const buyer = await customerWithCart(t, lines);
  const res = await placeOrderAs(t, buyer.token, buyer.addressId);
  if (res.statusCode !== 201) throw new Error(`place order: ${res.body}`);
  return { buyer, order: res.json().order as Order };
}

/** PUT /api/orders/:id/status as an admin; throws unless it answers 200. */
export async function setOrderStatusVia(
  t: TestApp,
  adminToken: string,
  orderId: string,
  body: z.input<typeof updateOrderStatusBodySchema>,
): Promise<Order> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: bearer(adminToken),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`set order status: ${res.body}`);
  return res.json().order as Order;
}

/** The admin marks the order DELIVERED (and so paid): its return window opens now. */
export const deliverOrderVia = (t: TestApp, adminToken: string, orderId: string) =>
  setOrderStatusVia(t, adminToken, orderId, { deliveryStatus: 'DELIVERED' });

/**
 * Pretends a DELIVERED order arrived at `deliveredOn` (e.g. eight days ago), straight in the
 * database: the whole order moves back in time by as much (placing, timeline, shipping day), so
 * it still reads in order. For tests of the return window.
 */
export async function backdateDelivery(
  t: TestApp,
  orderId: string,
  deliveredOn: Date,
): Promise<void> {
  const { db } = t.database;
  const [order] = await db
    .select({ deliveredOn: orders.deliveredOn })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.deliveredOn) throw new Error('backdateDelivery: the order is not delivered');
  const by = sql`${`${order.deliveredOn.getTime() - deliveredOn.getTime()} milliseconds`}::interval`;
  await db
    .update(orders)
    .set({
      deliveredOn,
      createdAt: sql`${orders.createdAt} - ${by}`,
      shippedOn: sql`${orders.shippedOn} - ${by}`,
    })
    .where(eq(orders.id, orderId));
  await db
    .update(orderStatusHistory)
    .set({ at: sql`${orderStatusHistory.at} - ${by}` })
    .where(eq(orderStatusHistory.orderId, orderId));
}

/**
 * Mails queued in the outbox whose subject contains `text` (an order or request number), oldest
 * first. They are there as soon as the call that queued them has answered, sent or not.
 */
export async function queuedMails(t: TestApp, text: string) {
  const rows = await t.database.db
    .select({
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
    })
    .from(mailOutbox)
    // Mails queued together (a delivery and its later review invitation) in the order they go.
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id));
  return rows.filter((row) => row.subject.includes(text));
}
