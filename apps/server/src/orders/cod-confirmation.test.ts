import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import { orders } from '../db/schema.ts';
import { bearer, callerOf, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { placedOrder, queuedMails, setOrderStatusVia } from './orders-fixtures.ts';
import {
  COD_CONFIRMATION_TTL_SECONDS,
  signCodConfirmationToken,
} from './cod-confirmation-token.ts';
import { codConfirmationTokenFor } from './cod-confirmation-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';
const t = await useTestApp({}, { PUBLIC_URL });
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Frocks' });
const frock = await createProductVia(t, admin, {
  name: 'Sunflower Frock',
  categoryId: category.id,
  variants: [variant('1-2Y', 650, 100)],
});

const order = () => placedOrder(t, [{ variantId: frock.variants[0]!.id, quantity: 2 }]);

/** The token of the "Confirm my order" link in the order's confirmation mail. */
async function tokenOfMail(placed: Order): Promise<string> {
  const [mail] = await queuedMails(t, placed.orderNumber);
  const link = mail!.text.match(/Confirm my order: (\S+)/)![1]!;
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/confirm-order`);
  return url.searchParams.get('token')!;
}

const look = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/cod-confirmation?token=${encodeURIComponent(token)}`,
  });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders/cod-confirmation', payload: { token } });

async function storedConfirmation(orderId: string) {
  const [row] = await t.database.db
    .select({ at: orders.codConfirmedAt, by: orders.codConfirmedBy })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!;
}

function expectRefused(res: { statusCode: number; json(): unknown }, message: RegExp) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: expect.stringMatching(message),
  });
}

describe('the "Confirm my order" link', () => {
  it('shows the order without confirming it, then confirms it once with the button', async () => {
    const { order: placed } = await order();
    const token = await tokenOfMail(placed);

    // A mail scanner (or the shopper) opening the link twice changes nothing.
    for (let i = 0; i < 2; i++) {
      const shown = await look(token);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({
        orderNumber: placed.orderNumber,
        orderTotal: 1300,
        itemCount: 2,
        codConfirmedAt: null,
        cancelled: false,
      });
    }
    expect((await storedConfirmation(placed.id)).at).toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    const first = confirmed.json();
    expect(first).toMatchObject({ orderNumber: placed.orderNumber, cancelled: false });
    expect(Date.parse(first.codConfirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await storedConfirmation(placed.id)).toEqual({
      at: new Date(first.codConfirmedAt),
      by: null,
    });

    // Used again, it answers the first confirmation unchanged.
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect((await look(token)).json()).toEqual(first);

    const seenByAdmin = await call(admin, 'GET', `/api/orders/all?q=${placed.orderNumber}`);
    expect(seenByAdmin.json().orders[0].codConfirmedAt).toBe(first.codConfirmedAt);
  });

  it('refuses a broken link, a session token and a token signed with another key', async () => {
    const { order: placed, buyer } = await order();
    const token = await tokenOfMail(placed);
    const [header, payload, signature] = token.split('.');
    const otherKey = await signCodConfirmationToken(
      'another-key-that-is-long-enough-for-hs256',
      placed.id,
    );
    const tampered = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    for (const bad of [buyer.token, admin, otherKey, tampered, 'not-a-token', token.slice(0, -1)]) {
      expectRefused(await look(bad), /^This confirmation link is not valid\./);
      expectRefused(await confirm(bad), /^This confirmation link is not valid\./);
    }
    const empty = await confirm('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([
      { path: 'token', message: 'This link is not complete.' },
    ]);
    expect((await storedConfirmation(placed.id)).at).toBeNull();
  });

  it('is no session: as a bearer token it signs nobody in', async () => {
    const { order: placed } = await order();
    const token = await tokenOfMail(placed);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
  });

  it('expires after 14 days with what to do, and once an unconfirmed order is delivered', async () => {
    const { order: placed } = await order();
    const issued = new Date(Date.now() - (COD_CONFIRMATION_TTL_SECONDS + 60) * 1000);
    const old = await codConfirmationTokenFor(placed.id, issued);
    for (const res of [await look(old), await confirm(old)]) {
      expectRefused(
        res,
        /^This link has expired: it was valid for 14 days .* nothing more is needed from you/,
      );
      expect(res.json().message).toContain('under My Orders');
    }
    expect((await storedConfirmation(placed.id)).at).toBeNull();

    const { order: delivered } = await order();
    const token = await tokenOfMail(delivered);
    await setOrderStatusVia(t, admin, delivered.id, { deliveryStatus: 'DELIVERED' });
    expectRefused(
      await confirm(token),
      /^This link has expired: your order has already been delivered\./,
    );
    expect((await storedConfirmation(delivered.id)).at).toBeNull();
  });

  it('answers a cancelled order as cancelled and confirms nothing', async () => {
    const { order: placed, buyer } = await order();
    const token = await tokenOfMail(placed);
    expect((await call(buyer.token, 'PUT', `/api/orders/${placed.id}/cancel`, {})).statusCode).toBe(
      200,
    );
    for (const res of [await look(token), await confirm(token)]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ cancelled: true, codConfirmedAt: null });
    }
    expect((await storedConfirmation(placed.id)).at).toBeNull();
  });

  it("refuses a UPI order's token: a paid order has no cash visit to confirm", async () => {
    const { order: placed } = await order();
    await t.database.db
      .update(orders)
      .set({ paymentMethod: 'UPI' })
      .where(eq(orders.id, placed.id));
    const token = await codConfirmationTokenFor(placed.id);
    expectRefused(await look(token), /not valid/);
    expectRefused(await confirm(token), /not valid/);
    expect((await storedConfirmation(placed.id)).at).toBeNull();
  });
});

describe('the shop confirms by hand', () => {
  const confirmByHand = (orderId: string) =>
    call(admin, 'PUT', `/api/admin/orders/${orderId}/cod-confirmation`);

  it('records when and which admin, and answers an order already confirmed unchanged', async () => {
    const { order: placed } = await order();
    const res = await confirmByHand(placed.id);
    expect(res.statusCode).toBe(200);
    const confirmedAt = res.json().order.codConfirmedAt;
    expect(Date.parse(confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    const adminId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sub;
    expect(await storedConfirmation(placed.id)).toEqual({ at: new Date(confirmedAt), by: adminId });

    const again = await confirmByHand(placed.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.codConfirmedAt).toBe(confirmedAt);

    // The customer's link then shows it confirmed, at the shop's moment.
    const token = await tokenOfMail(placed);
    expect((await confirm(token)).json().codConfirmedAt).toBe(confirmedAt);
  });

  it('is 409 for a UPI, a cancelled or a delivered order, and 404 for none', async () => {
    const { order: upi } = await order();
    await t.database.db.update(orders).set({ paymentMethod: 'UPI' }).where(eq(orders.id, upi.id));
    const { order: cancelled } = await order();
    await setOrderStatusVia(t, admin, cancelled.id, { deliveryStatus: 'CANCELED' });
    const { order: delivered } = await order();
    await setOrderStatusVia(t, admin, delivered.id, { deliveryStatus: 'DELIVERED' });
    const messages = {
      [upi.id]: 'This order is paid by UPI: only cash-on-delivery orders are confirmed.',
      [cancelled.id]: 'A cancelled order cannot be confirmed.',
      [delivered.id]: 'This order has been delivered: there is nothing left to confirm.',
    };
    for (const [id, message] of Object.entries(messages)) {
      const res = await confirmByHand(id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message });
      expect((await storedConfirmation(id)).at).toBeNull();
    }
    const none = await confirmByHand('00000000-0000-4000-8000-000000000000');
    expect(none.statusCode).toBe(404);
  });
});
