import { eq, sql } from 'drizzle-orm';
import type { Order, PlaceOrderResponse } from '@shop/contracts/orders';
import { orders } from '../db/schema.ts';
import { bearer, multipart, type TestApp } from '../test/test-app.ts';
import { customerWithCart } from '../orders/orders-fixtures.ts';

/** The shop's UPI ID in these tests, and its payee name. */
export const SHOP_UPI_ID = 'littlesprouts@okicici';

/** The admin saves the company details with a UPI ID (and a payee name when given). */
export async function enableUpi(
  t: TestApp,
  adminToken: string,
  fields: { upiId?: string; upiPayeeName?: string } = {},
): Promise<void> {
  const form = await multipart({
    name: 'Little Sprouts',
    upiId: fields.upiId ?? SHOP_UPI_ID,
    upiPayeeName: fields.upiPayeeName ?? '',
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company-details',
    headers: { ...bearer(adminToken), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`company details: ${res.body}`);
}

type Buyer = Awaited<ReturnType<typeof customerWithCart>>;

/** POST /api/orders/place paying by UPI, as the buyer. */
export const placeUpiOrderAs = (t: TestApp, buyer: Buyer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: bearer(buyer.token),
    payload: { addressId: buyer.addressId, paymentMethod: 'UPI' },
  });

/** A new customer who has ordered the given lines paying by UPI (the shop must take UPI). */
export async function placedUpiOrder(
  t: TestApp,
  lines: { variantId: string; quantity: number }[],
): Promise<{ buyer: Buyer; order: Order; placed: PlaceOrderResponse }> {
  const buyer = await customerWithCart(t, lines);
  const res = await placeUpiOrderAs(t, buyer);
  if (res.statusCode !== 201) throw new Error(`place UPI order: ${res.body}`);
  const placed = res.json() as PlaceOrderResponse;
  return { buyer, order: placed.order, placed };
}

/** POST /api/orders/:id/payment-reference as `token`. */
export const giveReference = (t: TestApp, token: string, orderId: string, utr: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payment-reference`,
    headers: bearer(token),
    payload: { utr },
  });

/** PUT /api/admin/orders/:id/payment as the admin. */
export const recordPaymentAs = (
  t: TestApp,
  adminToken: string,
  orderId: string,
  body: { status: 'PAID' | 'FAILED'; utr?: string },
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/payment`,
    headers: bearer(adminToken),
    payload: body,
  });

/** A UPI order that the shopper has given `utr` for and the admin has marked paid. */
export async function paidUpiOrder(
  t: TestApp,
  adminToken: string,
  lines: { variantId: string; quantity: number }[],
  utr: string,
): Promise<{ buyer: Buyer; order: Order }> {
  const { buyer, order } = await placedUpiOrder(t, lines);
  const given = await giveReference(t, buyer.token, order.id, utr);
  if (given.statusCode !== 200) throw new Error(`payment reference: ${given.body}`);
  const paid = await recordPaymentAs(t, adminToken, order.id, { status: 'PAID' });
  if (paid.statusCode !== 200) throw new Error(`record payment: ${paid.body}`);
  return { buyer, order: paid.json().order as Order };
}

/** Moves the order's time to pay `minutes` into the past, straight in the database. */
export async function runOutOfTime(t: TestApp, orderId: string, minutes = 1): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ paymentExpiresAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, orderId));
}
