import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import type { ReturnRequest } from '@shop/contracts/returns';
import { orders, users } from '../db/schema.ts';
import { callerOf, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import {
  customerWithCart,
  placedOrder,
  queuedMails,
  setOrderStatusVia,
  stockOf,
} from '../orders/orders-fixtures.ts';
import { askForReturn, moveReturn } from '../returns/returns-fixtures.ts';
import {
  enableUpi,
  giveReference,
  paidUpiOrder,
  placedUpiOrder,
  placeUpiOrderAs,
  recordPaymentAs,
  runOutOfTime,
  SHOP_UPI_ID,
} from './payments-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';
const t = await useTestApp({}, { PUBLIC_URL, UPI_PAYMENT_MINUTES: '20' });
const { db } = t.database;
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Rompers' });
const romper = await createProductVia(t, admin, {
  name: 'Dino Romper',
  categoryId: category.id,
  variants: [variant('0-3M', 649.5, 100), variant('3-6M', 1299, 100)],
});
const [small, big] = romper.variants.map((v) => v.id) as [string, string];
const oneSmall = [{ variantId: small, quantity: 1 }];

let utrCounter = 0;
/** A fresh 12-digit UTR for each use. */
const nextUtr = () =>
  `4335${String(process.pid).slice(-4).padStart(4, '0')}${String(++utrCounter).padStart(4, '0')}`;

const rowOf = async (orderId: string) =>
  (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('placing a UPI order', () => {
  it('is 409 while the shop has no UPI ID, and changes nothing', async () => {
    const buyer = await customerWithCart(t, oneSmall);
    const stock = await stockOf(t, romper);
    const res = await placeUpiOrderAs(t, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This shop does not take UPI payments yet. Please choose Cash on Delivery.',
    );
    expect(await stockOf(t, romper)).toEqual(stock);
    const cart = await call(buyer.token, 'GET', '/api/cart');
    expect(cart.json().items).toHaveLength(1);
  });

  it('takes stock, empties the cart and answers how to pay: the upi:// link, the amount and when it expires', async () => {
    await enableUpi(t, admin, { upiPayeeName: 'Little Sprouts & Co' });
    const stock = await stockOf(t, romper);
    const buyer = await customerWithCart(t, [
      { variantId: small, quantity: 2 },
      { variantId: big, quantity: 1 },
    ]);
    const before = Date.now();
    const res = await placeUpiOrderAs(t, buyer);
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json() as { order: Order; payment: Record<string, unknown> };
    expect(order.paymentMethod).toBe('UPI');
    expect(order.paymentStatus).toBe('AWAITING_PAYMENT');
    expect(order.orderTotal).toBe(2598);
    expect(payment).toEqual({
      upiUri: `upi://pay?pa=littlesprouts%40okicici&pn=Little%20Sprouts%20%26%20Co&am=2598.00&cu=INR&tn=${order.orderNumber}&tr=${order.orderNumber}`,
      amount: 2598,
      expiresAt: order.payment.expiresAt,
    });
    expect(order.payment).toMatchObject({
      method: 'UPI',
      status: 'AWAITING_PAYMENT',
      utr: null,
      paidAt: null,
      upiUri: payment.upiUri,
    });
    // UPI_PAYMENT_MINUTES is 20 here.
    const expiresIn = new Date(order.payment.expiresAt!).getTime() - before;
    expect(expiresIn).toBeGreaterThan(19 * 60_000);
    expect(expiresIn).toBeLessThan(21 * 60_000);
    expect(await stockOf(t, romper)).toEqual([stock[0]! - 2, stock[1]! - 1]);
    expect((await call(buyer.token, 'GET', '/api/cart')).json().items).toEqual([]);
    expect(await queuedMails(t, order.orderNumber)).toHaveLength(1);
  });

  it('names the shop as payee when it gave no payee name, and a COD order answers no payment', async () => {
    await enableUpi(t, admin);
    const { order, placed } = await placedUpiOrder(t, oneSmall);
    expect(placed.payment!.upiUri).toContain('&pn=Little%20Sprouts&am=649.50&');
    const cod = await placedOrder(t, oneSmall);
    const row = await rowOf(cod.order.id);
    expect(cod.order.payment).toEqual({
      method: 'COD',
      status: 'PENDING',
      utr: null,
      paidAt: null,
      expiresAt: null,
      upiUri: null,
    });
    expect(row.paymentExpiresAt).toBeNull();
    expect(row.upiPaymentUri).toBeNull();
    expect(order.payment.upiUri).toBe(placed.payment!.upiUri);
  });

  it('keeps the link it was placed with when the shop changes its UPI ID later', async () => {
    const { order, buyer } = await placedUpiOrder(t, oneSmall);
    await enableUpi(t, admin, { upiId: 'newshop@oksbi' });
    const mine = (await call(buyer.token, 'GET', '/api/orders/my-orders')).json().orders as Order[];
    expect(mine[0]!.payment.upiUri).toContain(`pa=${encodeURIComponent(SHOP_UPI_ID)}`);
    expect(mine[0]!.id).toBe(order.id);
    await enableUpi(t, admin);
  });

  it('is allowed where cash on delivery is refused (no COD at the PIN code, total above the cap), but not where the shop does not deliver', async () => {
    const settings = async (rules: object[], codMaxOrderValue: number | null) => {
      const res = await call(admin, 'PUT', '/api/admin/delivery-settings', {
        codMaxOrderValue,
        defaultDeliveryDays: 5,
        rules,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    try {
      await settings([{ prefix: '560', serviceable: true, codAvailable: false }], 500);
      const cod = await customerWithCart(t, oneSmall);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/orders/place',
        headers: { authorization: `Bearer ${cod.token}` },
        payload: { addressId: cod.addressId, paymentMethod: 'COD' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('Cash on delivery is not available');
      const upi = await placeUpiOrderAs(t, cod);
      expect(upi.statusCode, upi.body).toBe(201);
      expect(upi.json().order.orderTotal).toBe(649.5);

      await settings([], 500);
      const aboveCap = await customerWithCart(t, [{ variantId: big, quantity: 1 }]);
      expect((await placeUpiOrderAs(t, aboveCap)).statusCode).toBe(201);

      await settings([{ prefix: '5600', serviceable: false, codAvailable: false }], null);
      const unserved = await customerWithCart(t, oneSmall);
      const res = await placeUpiOrderAs(t, unserved);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'We do not deliver to PIN code 560001 yet. Choose another address.',
      );
    } finally {
      await settings([], null);
    }
  });
});

describe('POST /orders/:id/payment-reference', () => {
  it('moves AWAITING_PAYMENT to VERIFYING with the UTR; the same UTR again changes nothing', async () => {
    const { buyer, order } = await placedUpiOrder(t, oneSmall);
    const utr = nextUtr();
    const res = await giveReference(t, buyer.token, order.id, `${utr.slice(0, 4)} ${utr.slice(4)}`);
    expect(res.statusCode, res.body).toBe(200);
    const verifying = res.json().order as Order;
    expect(verifying.paymentStatus).toBe('VERIFYING');
    expect(verifying.payment).toMatchObject({
      status: 'VERIFYING',
      utr,
      expiresAt: null,
      upiUri: null,
    });
    const again = await giveReference(t, buyer.token, order.id, utr);
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toEqual(verifying);
    const other = await giveReference(t, buyer.token, order.id, nextUtr());
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain(`We already have the UPI reference ${utr}`);
  });

  it('refuses a UTR another order holds with 409, and a bad UTR with 400', async () => {
    const first = await placedUpiOrder(t, oneSmall);
    const second = await placedUpiOrder(t, oneSmall);
    const utr = nextUtr();
    expect((await giveReference(t, first.buyer.token, first.order.id, utr)).statusCode).toBe(200);
    const taken = await giveReference(t, second.buyer.token, second.order.id, utr);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^This UPI reference is already used for another order\./);
    expect((await rowOf(second.order.id)).paymentStatus).toBe('AWAITING_PAYMENT');
    for (const bad of ['12345', '4335123456789', 'abcdefghijkl']) {
      const res = await giveReference(t, second.buyer.token, second.order.id, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: 'utr' });
    }
  });

  it('gives one of two orders racing for the same UTR, the other 409 (never a 500)', async () => {
    const racers = await Promise.all([placedUpiOrder(t, oneSmall), placedUpiOrder(t, oneSmall)]);
    const utr = nextUtr();
    const answers = await Promise.all(
      racers.map(({ buyer, order }) => giveReference(t, buyer.token, order.id, utr)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const holders = await db.select().from(orders).where(eq(orders.paymentUtr, utr));
    expect(holders).toHaveLength(1);
  });

  it('is 404 for anyone but the owner, and 409 for a COD order, a cancelled one or one past its time', async () => {
    const { buyer, order } = await placedUpiOrder(t, oneSmall);
    const stranger = await customerWithCart(t, []);
    expect((await giveReference(t, stranger.token, order.id, nextUtr())).statusCode).toBe(404);

    const cod = await placedOrder(t, oneSmall);
    const codAnswer = await giveReference(t, cod.buyer.token, cod.order.id, nextUtr());
    expect(codAnswer.statusCode).toBe(409);
    expect(codAnswer.json().message).toBe(
      'This order is paid by cash on delivery: there is no UPI payment to give.',
    );

    await runOutOfTime(t, order.id);
    const late = await giveReference(t, buyer.token, order.id, nextUtr());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^The time to pay for this order has run out/);

    const cancelled = await placedUpiOrder(t, oneSmall);
    const cancel = await call(
      cancelled.buyer.token,
      'PUT',
      `/api/orders/${cancelled.order.id}/cancel`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const afterCancel = await giveReference(
      t,
      cancelled.buyer.token,
      cancelled.order.id,
      nextUtr(),
    );
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().message).toMatch(/^This order has been cancelled/);
  });
});

describe('PUT /admin/orders/:id/payment', () => {
  it('PAID records when and by whom, and mails "payment received"', async () => {
    const { buyer, order } = await placedUpiOrder(t, oneSmall);
    const utr = nextUtr();
    await giveReference(t, buyer.token, order.id, utr);
    const res = await recordPaymentAs(t, admin, order.id, { status: 'PAID' });
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().order as Order;
    expect(paid.payment).toMatchObject({ status: 'PAID', utr, paidAt: expect.any(String) });
    const row = await rowOf(order.id);
    const [adminRow] = await db.select().from(users).where(eq(users.userType, 'ADMIN'));
    expect(row.paymentRecordedBy).toBe(adminRow!.id);
    const [mail] = (await queuedMails(t, order.orderNumber)).filter((m) =>
      m.subject.startsWith('Payment received'),
    );
    expect(mail!.subject).toBe(
      `Payment received for your Little Sprouts order ${order.orderNumber}`,
    );
    expect(mail!.to).toBe(buyer.email);
    expect(mail!.text).toContain(
      `We have received your UPI payment of ₹649.50 for order ${order.orderNumber} (UPI reference ${utr}).`,
    );
    expect(mail!.text).toContain(`Follow your orders: ${PUBLIC_URL}/myaccount/order`);
    expect(mail!.html).toContain(`<strong>${order.orderNumber}</strong>`);

    const again = await recordPaymentAs(t, admin, order.id, { status: 'PAID' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${order.orderNumber} is already paid.`);
    expect((await recordPaymentAs(t, admin, order.id, { status: 'FAILED' })).statusCode).toBe(409);
  });

  it('PAID straight from AWAITING_PAYMENT takes the UTR the bank shows, unless another order holds it', async () => {
    const holder = await paidUpiOrder(t, admin, oneSmall, nextUtr());
    const { order } = await placedUpiOrder(t, oneSmall);
    const taken = await recordPaymentAs(t, admin, order.id, {
      status: 'PAID',
      utr: holder.order.payment.utr!,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `UPI reference ${holder.order.payment.utr} is already recorded for order ${holder.order.orderNumber}.`,
    );
    const utr = nextUtr();
    const res = await recordPaymentAs(t, admin, order.id, { status: 'PAID', utr });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.payment).toMatchObject({ status: 'PAID', utr });
  });

  it('FAILED cancels the order, gives the stock back and mails "payment failed"', async () => {
    const stock = await stockOf(t, romper);
    const { buyer, order } = await placedUpiOrder(t, [{ variantId: small, quantity: 3 }]);
    const utr = nextUtr();
    await giveReference(t, buyer.token, order.id, utr);
    expect(await stockOf(t, romper)).toEqual([stock[0]! - 3, stock[1]]);
    const res = await recordPaymentAs(t, admin, order.id, { status: 'FAILED' });
    expect(res.statusCode, res.body).toBe(200);
    const failed = res.json().order as Order;
    expect(failed.deliveryStatus).toBe('CANCELED');
    expect(failed.paymentStatus).toBe('FAILED');
    expect(failed.statusHistory.map((entry) => entry.status)).toEqual(['PENDING', 'CANCELED']);
    expect(await stockOf(t, romper)).toEqual(stock);
    const [mail] = (await queuedMails(t, order.orderNumber)).filter((m) =>
      m.subject.includes('payment not received'),
    );
    expect(mail!.text).toContain(
      `We could not find your UPI payment of ₹1,948.50 for order ${order.orderNumber} (UPI reference ${utr}) in our bank account, so the order has been cancelled.`,
    );
    expect(mail!.text).toContain('A screenshot alone cannot prove a payment.');
    expect(mail!.text).toContain('Dino Romper (size 0-3M, Blush Pink) x 3');
    expect((await recordPaymentAs(t, admin, order.id, { status: 'PAID' })).statusCode).toBe(409);
    expect(await stockOf(t, romper)).toEqual(stock);
  });

  it('is 409 for a COD order, 404 for no order, 400 for another status', async () => {
    const cod = await placedOrder(t, oneSmall);
    const res = await recordPaymentAs(t, admin, cod.order.id, { status: 'PAID' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Order ${cod.order.orderNumber} is paid by cash on delivery: its payment is recorded when it is delivered.`,
    );
    const missing = await recordPaymentAs(t, admin, '00000000-0000-4000-8000-000000000000', {
      status: 'PAID',
    });
    expect(missing.statusCode).toBe(404);
    const wrong = await call(admin, 'PUT', `/api/admin/orders/${cod.order.id}/payment`, {
      status: 'VERIFYING',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].message).toBe('Choose paid or failed.');
  });
});

describe("a UPI order's delivery and cancellation", () => {
  it('may not leave the shop before it is PAID; delivery then leaves its payment as it is', async () => {
    const { buyer, order } = await placedUpiOrder(t, oneSmall);
    for (const deliveryStatus of ['SHIPPED', 'DELIVERED']) {
      const res = await call(admin, 'PUT', `/api/orders/${order.id}/status`, { deliveryStatus });
      expect(res.statusCode, deliveryStatus).toBe(409);
      expect(res.json().message).toBe(
        `Order ${order.orderNumber} is paid by UPI and its payment has not been found yet: mark it paid before it leaves the shop.`,
      );
    }
    const utr = nextUtr();
    await giveReference(t, buyer.token, order.id, utr);
    expect(
      (await call(admin, 'PUT', `/api/orders/${order.id}/status`, { deliveryStatus: 'SHIPPED' }))
        .statusCode,
    ).toBe(409);
    const paid = (await recordPaymentAs(t, admin, order.id, { status: 'PAID' })).json()
      .order as Order;
    const shipped = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    expect(shipped.payment).toEqual(paid.payment);
    const [shippedMail] = (await queuedMails(t, order.orderNumber)).filter((m) =>
      m.subject.includes('on its way'),
    );
    expect(shippedMail!.text).toContain(
      'You paid ₹649.50 by UPI: there is nothing to pay when it arrives.',
    );
    expect(shippedMail!.text).not.toContain('cash on delivery');
    const delivered = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'DELIVERED' });
    expect(delivered.payment).toEqual(paid.payment);
    const back = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    expect(back.paymentStatus).toBe('PAID');
  });

  it('a COD order is still paid on delivery, when it is recorded, and unpaid again if moved back', async () => {
    const { order } = await placedOrder(t, oneSmall);
    const delivered = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'DELIVERED' });
    expect(delivered.payment).toMatchObject({ status: 'PAID', paidAt: expect.any(String) });
    const back = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    expect(back.payment).toMatchObject({ status: 'PENDING', paidAt: null });
  });

  it('the customer may not cancel while the payment is being verified', async () => {
    const { buyer, order } = await placedUpiOrder(t, oneSmall);
    await giveReference(t, buyer.token, order.id, nextUtr());
    const res = await call(buyer.token, 'PUT', `/api/orders/${order.id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^We are checking your payment for this order with our bank\./,
    );
    expect((await rowOf(order.id)).deliveryStatus).toBe('PENDING');
  });

  it('a never-paid UPI order cancelled by its customer fails, keeps no expiry, and owes nothing', async () => {
    const stock = await stockOf(t, romper);
    const { buyer, order } = await placedUpiOrder(t, oneSmall);
    const res = await call(buyer.token, 'PUT', `/api/orders/${order.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json().order as Order;
    expect(cancelled).toMatchObject({
      deliveryStatus: 'CANCELED',
      paymentStatus: 'FAILED',
      refund: null,
    });
    expect(cancelled.payment).toMatchObject({ expiresAt: null, upiUri: null });
    expect((await rowOf(order.id)).paymentExpiresAt).toBeNull();
    expect(await stockOf(t, romper)).toEqual(stock);
    const [mail] = (await queuedMails(t, order.orderNumber)).filter((m) =>
      m.subject.includes('has been cancelled'),
    );
    expect(mail!.text).toContain('Nothing is due: no UPI payment was received for it.');
  });

  it('a paid UPI order cancelled by its customer needs the refund UPI ID, and records the refund', async () => {
    const { buyer, order } = await paidUpiOrder(t, admin, oneSmall, nextUtr());
    const without = await call(buyer.token, 'PUT', `/api/orders/${order.id}/cancel`, {});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      message: 'Enter the UPI ID to refund to.',
      details: [{ path: 'refundUpiId', message: 'Enter the UPI ID to refund to.' }],
    });
    const bad = await call(buyer.token, 'PUT', `/api/orders/${order.id}/cancel`, {
      refundUpiId: 'not an id',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'refundUpiId' });
    const res = await call(buyer.token, 'PUT', `/api/orders/${order.id}/cancel`, {
      refundUpiId: 'meera.iyer@okaxis',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json().order as Order;
    expect(cancelled).toMatchObject({
      deliveryStatus: 'CANCELED',
      paymentStatus: 'PAID',
      refund: { amount: 649.5, upiId: 'meera.iyer@okaxis' },
    });
    const [mail] = (await queuedMails(t, order.orderNumber)).filter((m) =>
      m.subject.includes('has been cancelled'),
    );
    expect(mail!.text).toContain('You paid by UPI: we will refund ₹649.50 to meera.iyer@okaxis.');
  });

  it("the admin's cancellation of a paid UPI order records the refund, with or without a UPI ID; reopening drops it", async () => {
    const withId = await paidUpiOrder(t, admin, oneSmall, nextUtr());
    const cancelled = await setOrderStatusVia(t, admin, withId.order.id, {
      deliveryStatus: 'CANCELED',
      refundUpiId: 'asha@oksbi',
    });
    expect(cancelled.refund).toEqual({ amount: 649.5, upiId: 'asha@oksbi' });
    const reopened = await setOrderStatusVia(t, admin, withId.order.id, {
      deliveryStatus: 'PENDING',
    });
    expect(reopened.refund).toBeNull();
    expect(reopened.paymentStatus).toBe('PAID');

    const withoutId = await paidUpiOrder(t, admin, [{ variantId: big, quantity: 1 }], nextUtr());
    await setOrderStatusVia(t, admin, withoutId.order.id, { deliveryStatus: 'SHIPPED' });
    const returned = await setOrderStatusVia(t, admin, withoutId.order.id, {
      deliveryStatus: 'CANCELED',
      reason: 'REFUSED_AT_DOOR',
    });
    expect(returned.refund).toEqual({ amount: 1299, upiId: null });
    const [mail] = (await queuedMails(t, withoutId.order.orderNumber)).filter((m) =>
      m.subject.includes('has been cancelled'),
    );
    expect(mail!.text).toContain(
      'You paid by UPI: we will refund ₹1,299.00 to the account you paid from.',
    );
  });

  it("the admin's cancellation of an unpaid UPI order fails its payment and stops its clock", async () => {
    const { order } = await placedUpiOrder(t, oneSmall);
    const cancelled = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'CANCELED' });
    expect(cancelled).toMatchObject({ paymentStatus: 'FAILED', refund: null });
    expect((await rowOf(order.id)).paymentExpiresAt).toBeNull();
  });

  it('a delivered paid UPI order is returned as a delivered COD order is: refunded to a UPI ID', async () => {
    const { buyer, order } = await paidUpiOrder(
      t,
      admin,
      [{ variantId: small, quantity: 2 }],
      nextUtr(),
    );
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'DELIVERED' });
    const asked = await askForReturn(t, buyer.token, order.id, {
      type: 'RETURN',
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'SIZE_TOO_SMALL' }],
      refundUpiId: 'meera.iyer@okaxis',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().returnRequest as ReturnRequest;
    expect(request.refundUpiId).toBe('meera.iyer@okaxis');
    for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
      const moved = await moveReturn(t, admin, request.id, { status });
      expect(moved.statusCode, `${status}: ${moved.body}`).toBe(200);
    }
    const done = (await call(buyer.token, 'GET', '/api/returns/mine')).json()
      .data as ReturnRequest[];
    expect(done.find((r) => r.id === request.id)).toMatchObject({
      status: 'COMPLETED',
      refundAmount: 649.5,
      refundUpiId: 'meera.iyer@okaxis',
    });
  });
});
