import { eq } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import type { CreateReturnBody } from '@shop/contracts/returns';
import { orders } from '../db/schema.ts';
import { bearer, type TestApp } from '../test/test-app.ts';
import { customerWithCart, placeOrderAs } from '../orders/orders-fixtures.ts';

/**
 * A customer's order of the given lines, placed through the API and set DELIVERED by the admin;
 * `deliveredDaysAgo` then moves its delivery into the past in the database (the return window).
 */
export async function deliveredOrder(
  t: TestApp,
  admin: string,
  lines: { variantId: string; quantity: number }[],
  deliveredDaysAgo = 0,
): Promise<{ token: string; email: string; order: Order }> {
  const buyer = await customerWithCart(t, lines);
  const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
  if (placed.statusCode !== 201) throw new Error(`place: ${placed.body}`);
  const order = await setOrderStatus(t, admin, placed.json().order.id, 'DELIVERED');
  if (deliveredDaysAgo !== 0) await moveDelivery(t, order.id, deliveredDaysAgo * 24 * 3600_000);
  return { token: buyer.token, email: buyer.email, order };
}

async function setOrderStatus(
  t: TestApp,
  admin: string,
  orderId: string,
  deliveryStatus: Order['deliveryStatus'],
): Promise<Order> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: bearer(admin),
    payload: { deliveryStatus },
  });
  if (res.statusCode !== 200) throw new Error(`status: ${res.body}`);
  return res.json().order;
}

/** Sets the order's delivery this many milliseconds in the past. */
export async function moveDelivery(t: TestApp, orderId: string, agoMs: number): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ deliveredOn: new Date(Date.now() - agoMs) })
    .where(eq(orders.id, orderId));
}

export const askForReturn = (t: TestApp, token: string, orderId: string, body: CreateReturnBody) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: bearer(token),
    payload: body,
  });

export const moveReturn = (
  t: TestApp,
  admin: string,
  requestId: string,
  body: { status: string; adminNote?: string },
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/returns/${requestId}`,
    headers: bearer(admin),
    payload: body,
  });
