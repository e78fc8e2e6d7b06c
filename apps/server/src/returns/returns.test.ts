import { describe, expect, it } from 'vitest';
import { eq, like, or } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import { DEFAULT_RETURN_INSTRUCTIONS } from '@shop/contracts/content';
import type { ReturnRequest } from '@shop/contracts/returns';
import { mailOutbox, orderStatusHistory, returnRequestHistory } from '../db/schema.ts';
import {
  bearer,
  callerOf,
  multipart,
  signInAdmin,
  signUpCustomer,
  useTestApp,
} from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs, stockOf } from '../orders/orders-fixtures.ts';
import { askForReturn, deliveredOrder, moveDelivery, moveReturn } from './returns-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';
const UPI = 'priya.sharma@okaxis';
const DAY = 24 * 3600_000;

const t = await useTestApp({}, { PUBLIC_URL });
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Baby Fashion' });
const romper = await createProductVia(t, admin, {
  name: 'Dino Romper',
  categoryId: category.id,
  variants: [
    variant('0-3M', 450, 50, { discountPrice: 50 }),
    variant('3-6M', 480, 50),
    variant('6-12M', 520, 1),
  ],
});
const frock = await createProductVia(t, admin, {
  name: 'Star Frock',
  categoryId: category.id,
  variants: [variant('2-3Y', 899.5, 20)],
});
const [small, medium, large] = romper.variants.map((v) => v.id) as [string, string, string];
const frockSize = frock.variants[0]!.id;

const lineOf = (order: Order, variantId: string) =>
  order.items.find((item) => item.product.variant.id === variantId)!;

/** The mails queued about one request, oldest first. */
async function mailsAbout(requestNumber: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${requestNumber}%`))
    .orderBy(mailOutbox.createdAt);
}

async function historyOf(requestId: string) {
  return t.database.db
    .select()
    .from(returnRequestHistory)
    .where(eq(returnRequestHistory.returnRequestId, requestId));
}

describe('a return, from request to refund', () => {
  it('records the request, moves through every step, returns the stock once and the refund to the paisa', async () => {
    const { token, email, order } = await deliveredOrder(t, admin, [
      { variantId: small, quantity: 2 },
      { variantId: frockSize, quantity: 1 },
    ]);
    const res = await askForReturn(t, token, order.id, {
      type: 'RETURN',
      items: [
        { orderItemId: lineOf(order, small).id, quantity: 2, reason: 'SIZE_TOO_SMALL' },
        { orderItemId: lineOf(order, frockSize).id, quantity: 1, reason: 'DAMAGED' },
      ],
      note: 'Both too small',
      refundUpiId: UPI,
    });
    expect(res.statusCode).toBe(201);
    const request: ReturnRequest = res.json().returnRequest;
    expect(request.requestNumber).toMatch(/^RT-[0-9A-HJKMNP-TV-Z]{7}$/);
    expect(request).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: 'REQUESTED',
      type: 'RETURN',
      note: 'Both too small',
      adminNote: null,
      refundUpiId: UPI,
      refundAmount: null,
      replacementOrderId: null,
      replacementOrderNumber: null,
      customer: { email },
      order: { orderTotal: order.orderTotal, address: { postalCode: '560001' } },
    });
    expect(request.history.map((h) => h.status)).toEqual(['REQUESTED']);
    expect(request.items).toHaveLength(2);
    expect(request.items.find((i) => i.reason === 'DAMAGED')).toMatchObject({
      quantity: 1,
      exchangeVariantId: null,
      exchangeSize: null,
      orderItem: { priceAtPurchase: 899.5, product: { name: 'Star Frock' } },
    });

    const mine = (await call(token, 'GET', '/api/returns/mine')).json().data as ReturnRequest[];
    expect(mine.map((r) => r.id)).toEqual([request.id]);
    expect(mine[0]!.refundUpiId).toBe(UPI);

    const stockBefore = [...(await stockOf(t, romper)), ...(await stockOf(t, frock))];
    const approved = await moveReturn(t, admin, request.id, { status: 'APPROVED' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().returnRequest.status).toBe('APPROVED');
    // A return holds nothing: the stock waits for the items to come back.
    expect([...(await stockOf(t, romper)), ...(await stockOf(t, frock))]).toEqual(stockBefore);

    const received = await moveReturn(t, admin, request.id, { status: 'RECEIVED' });
    expect(received.statusCode).toBe(200);
    const afterReceipt = [stockBefore[0]! + 2, stockBefore[1], stockBefore[2], stockBefore[3]! + 1];
    expect([...(await stockOf(t, romper)), ...(await stockOf(t, frock))]).toEqual(afterReceipt);
    // Received again: a no-op, so the stock comes back only once.
    expect((await moveReturn(t, admin, request.id, { status: 'RECEIVED' })).statusCode).toBe(200);
    expect([...(await stockOf(t, romper)), ...(await stockOf(t, frock))]).toEqual(afterReceipt);

    const completed = await moveReturn(t, admin, request.id, {
      status: 'COMPLETED',
      adminNote: 'Refund sent by UPI.',
    });
    expect(completed.statusCode).toBe(200);
    const done: ReturnRequest = completed.json().returnRequest;
    // The price paid (450 each, the 50 saved was never charged) x 2, and 899.50.
    expect(done.refundAmount).toBe(1799.5);
    expect(done.adminNote).toBe('Refund sent by UPI.');
    expect(done.replacementOrderId).toBeNull();
    expect(done.history.map((h) => h.status)).toEqual([
      'REQUESTED',
      'APPROVED',
      'RECEIVED',
      'COMPLETED',
    ]);
    expect([...(await stockOf(t, romper)), ...(await stockOf(t, frock))]).toEqual(afterReceipt);

    const mails = await mailsAbout(request.requestNumber);
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.recipient).toBe(email);
      expect(mail.subject).toContain(order.orderNumber);
      expect(mail.textBody).toContain(request.requestNumber);
      expect(mail.textBody).toContain(`Your orders: ${PUBLIC_URL}/myaccount/order`);
      expect(mail.htmlBody).toContain(`<a href="${PUBLIC_URL}/myaccount/order"`);
      expect(mail.htmlBody).toContain(order.orderNumber);
      expect(JSON.stringify(mail)).not.toContain(UPI);
      expect(JSON.stringify(mail)).not.toContain('okaxis');
    }
    expect(mails[0]!.textBody).toContain('Dino Romper (size 0-3M, Blush Pink) x 2: Size too small');
    expect(mails[0]!.textBody).toContain(
      'Star Frock (size 2-3Y, Blush Pink) x 1: Damaged or defective',
    );
    expect(mails[3]!.textBody).toContain('₹1,799.50');
    expect(mails[3]!.textBody).toContain('Refund sent by UPI.');
  });
});

describe('a size exchange, from request to replacement order', () => {
  it('holds the new size on approval, restocks the old one on receipt, and ships a free replacement', async () => {
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 1 }]);
    const res = await askForReturn(t, token, order.id, {
      type: 'EXCHANGE',
      items: [
        {
          orderItemId: lineOf(order, small).id,
          quantity: 1,
          reason: 'SIZE_TOO_SMALL',
          exchangeVariantId: medium,
        },
      ],
      // Ignored for an exchange: nothing is refunded.
      refundUpiId: UPI,
    });
    expect(res.statusCode).toBe(201);
    const request: ReturnRequest = res.json().returnRequest;
    expect(request).toMatchObject({ type: 'EXCHANGE', refundUpiId: null, note: null });
    expect(request.items[0]).toMatchObject({ exchangeVariantId: medium, exchangeSize: '3-6M' });

    const [s0, m0, l0] = await stockOf(t, romper);
    expect((await moveReturn(t, admin, request.id, { status: 'APPROVED' })).statusCode).toBe(200);
    expect(await stockOf(t, romper)).toEqual([s0, m0! - 1, l0]);
    // Approving again holds nothing more.
    expect((await moveReturn(t, admin, request.id, { status: 'APPROVED' })).statusCode).toBe(200);
    expect(await stockOf(t, romper)).toEqual([s0, m0! - 1, l0]);

    expect((await moveReturn(t, admin, request.id, { status: 'RECEIVED' })).statusCode).toBe(200);
    expect(await stockOf(t, romper)).toEqual([s0! + 1, m0! - 1, l0]);

    const completed = await moveReturn(t, admin, request.id, { status: 'COMPLETED' });
    expect(completed.statusCode).toBe(200);
    const done: ReturnRequest = completed.json().returnRequest;
    expect(done.refundAmount).toBeNull();
    expect(done.replacementOrderId).toEqual(expect.any(String));
    expect(done.replacementOrderNumber).toMatch(/^LS-/);
    // The replacement takes no stock again: the approval already held it.
    expect(await stockOf(t, romper)).toEqual([s0! + 1, m0! - 1, l0]);

    const orders = (await call(token, 'GET', '/api/orders/my-orders')).json().orders as Order[];
    const replacement = orders.find((o) => o.id === done.replacementOrderId)!;
    expect(replacement).toMatchObject({
      orderNumber: done.replacementOrderNumber,
      orderTotal: 0,
      subtotal: 0,
      discountTotal: 0,
      shippingTotal: 0,
      deliveryStatus: 'PENDING',
      address: order.address,
    });
    expect(replacement.items).toHaveLength(1);
    expect(replacement.items[0]).toMatchObject({
      quantity: 1,
      priceAtPurchase: 0,
      product: { id: romper.id, name: 'Dino Romper', variant: { id: medium, size: '3-6M' } },
    });
    expect(replacement.items[0]!.product.images[0]!.url).toMatch(/^\/media\//);
    const expected = new Date();
    expected.setUTCDate(expected.getUTCDate() + 5);
    expect(replacement.expectedDeliveryDate).toBe(expected.toISOString().slice(0, 10));
    const timeline = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, replacement.id));
    expect(timeline.map((h) => h.status)).toEqual(['PENDING']);
    // Nothing to pay and nothing the shopper could undo: only the shop may stop a replacement.
    const cancel = await call(token, 'PUT', `/api/orders/${replacement.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      code: 'CONFLICT',
      message: `Order ${replacement.orderNumber} sends your exchange ${request.requestNumber} free of charge and cannot be cancelled here. Please contact us if you no longer want it.`,
    });
    expect(
      (await call(token, 'GET', '/api/orders/my-orders'))
        .json()
        .orders.find((o: Order) => o.id === replacement.id).deliveryStatus,
    ).toBe('PENDING');

    const mails = await mailsAbout(request.requestNumber);
    expect(mails).toHaveLength(4);
    expect(mails[0]!.textBody).toContain('for size 3-6M');
    // The approval says how the items reach the shop: the default words, none being saved.
    expect(mails[1]!.textBody).toContain(
      `How to send the items back: ${DEFAULT_RETURN_INSTRUCTIONS}`,
    );
    expect(mails[3]!.textBody).toContain(done.replacementOrderNumber!);
  });

  it('refuses an approval when the new size has sold out since (409 OUT_OF_STOCK), and changes nothing', async () => {
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 1 }]);
    const body = {
      type: 'EXCHANGE' as const,
      items: [
        {
          orderItemId: lineOf(order, small).id,
          quantity: 1,
          reason: 'SIZE_TOO_SMALL' as const,
          exchangeVariantId: large,
        },
      ],
    };
    const res = await askForReturn(t, token, order.id, body);
    expect(res.statusCode).toBe(201);
    const request: ReturnRequest = res.json().returnRequest;
    // Someone buys the last 6-12M.
    const buyer = await customerWithCart(t, [{ variantId: large, quantity: 1 }]);
    expect((await placeOrderAs(t, buyer.token, buyer.addressId)).statusCode).toBe(201);

    const refused = await moveReturn(t, admin, request.id, { status: 'APPROVED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Dino Romper in size 6-12M is out of stock now.',
    });
    expect((await stockOf(t, romper))[2]).toBe(0);
    expect((await historyOf(request.id)).map((h) => h.status)).toEqual(['REQUESTED']);
    expect(await mailsAbout(request.requestNumber)).toHaveLength(1);

    // And, once that request is withdrawn, a new one for the sold-out size is refused at once.
    expect((await call(token, 'PUT', `/api/returns/${request.id}/cancel`)).statusCode).toBe(200);
    const again = await askForReturn(t, token, order.id, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OUT_OF_STOCK');
  });
});

describe('who may ask, and when', () => {
  it('answers 404 for another customer’s order and an unknown one, 403 for an admin, 401 for a visitor', async () => {
    const { order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 1 }]);
    const stranger = (await signUpCustomer(t.app)).token;
    const body = {
      type: 'RETURN' as const,
      items: [
        { orderItemId: lineOf(order, small).id, quantity: 1, reason: 'CHANGED_MIND' as const },
      ],
      refundUpiId: UPI,
    };
    const notYours = await askForReturn(t, stranger, order.id, body);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found.' });
    const unknown = await askForReturn(t, stranger, '00000000-0000-4000-8000-000000000000', body);
    expect(unknown.statusCode).toBe(404);
    const asAdmin = await askForReturn(t, admin, order.id, body);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().code).toBe('FORBIDDEN');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('takes only delivered orders, until 7 days after delivery (409 otherwise)', async () => {
    const buyer = await customerWithCart(t, [{ variantId: small, quantity: 1 }]);
    const pending: Order = (await placeOrderAs(t, buyer.token, buyer.addressId)).json().order;
    const body = (o: Order) => ({
      type: 'RETURN' as const,
      items: [{ orderItemId: o.items[0]!.id, quantity: 1, reason: 'CHANGED_MIND' as const }],
      refundUpiId: UPI,
    });
    const notDelivered = await askForReturn(t, buyer.token, pending.id, body(pending));
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json()).toEqual({
      code: 'CONFLICT',
      message: 'Only a delivered order can be returned or exchanged.',
    });

    const late = await deliveredOrder(t, admin, [{ variantId: small, quantity: 1 }]);
    await moveDelivery(t, late.order.id, 7 * DAY + 60_000);
    const tooLate = await askForReturn(t, late.token, late.order.id, body(late.order));
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('CONFLICT');
    expect(tooLate.json().message).toMatch(/7 days after delivery/);

    await moveDelivery(t, late.order.id, 7 * DAY - 60_000);
    expect((await askForReturn(t, late.token, late.order.id, body(late.order))).statusCode).toBe(
      201,
    );
  });
});

describe('what may be asked for', () => {
  it('refuses an item of another order (400 with details) and names every bad line', async () => {
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 1 }]);
    const other = await deliveredOrder(t, admin, [{ variantId: medium, quantity: 1 }]);
    const res = await askForReturn(t, token, order.id, {
      type: 'RETURN',
      items: [
        { orderItemId: lineOf(order, small).id, quantity: 1, reason: 'CHANGED_MIND' },
        { orderItemId: other.order.items[0]!.id, quantity: 1, reason: 'CHANGED_MIND' },
      ],
      refundUpiId: UPI,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This item is not part of the order.',
      details: [{ path: 'items.1.orderItemId', message: 'This item is not part of the order.' }],
    });
  });

  it('needs a valid UPI ID for a return (400), not for an exchange', async () => {
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 1 }]);
    const items = [
      { orderItemId: lineOf(order, small).id, quantity: 1, reason: 'CHANGED_MIND' as const },
    ];
    const missing = await askForReturn(t, token, order.id, { type: 'RETURN', items });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    expect(missing.json().details).toEqual([
      { path: 'refundUpiId', message: 'Enter the UPI ID to refund to.' },
    ]);
    const malformed = await askForReturn(t, token, order.id, {
      type: 'RETURN',
      items,
      refundUpiId: 'not a upi id',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toEqual([
      { path: 'refundUpiId', message: 'Enter a UPI ID like name@bank.' },
    ]);
    const noSize = await askForReturn(t, token, order.id, { type: 'EXCHANGE', items });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().details[0].path).toBe('items.0.exchangeVariantId');
  });

  it('counts what open and completed requests cover, and frees what rejected or cancelled ones held', async () => {
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 2 }]);
    const ask = (quantity: number) =>
      askForReturn(t, token, order.id, {
        type: 'RETURN',
        items: [{ orderItemId: lineOf(order, small).id, quantity, reason: 'CHANGED_MIND' }],
        refundUpiId: UPI,
      });
    const tooMany = await ask(3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'CONFLICT',
      message: 'Only 2 of Dino Romper (size 0-3M) can still be returned or exchanged.',
    });
    const first: ReturnRequest = (await ask(1)).json().returnRequest;
    expect((await ask(2)).statusCode).toBe(409);
    const second: ReturnRequest = (await ask(1)).json().returnRequest;
    const none = await ask(1);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'Dino Romper (size 0-3M) is already in another return or exchange request.',
    );

    expect((await call(token, 'PUT', `/api/returns/${first.id}/cancel`)).statusCode).toBe(200);
    const third: ReturnRequest = (await ask(1)).json().returnRequest;
    expect((await moveReturn(t, admin, second.id, { status: 'REJECTED' })).statusCode).toBe(200);
    expect((await ask(1)).statusCode).toBe(201);
    expect((await ask(1)).statusCode).toBe(409);

    // A completed request still covers its units.
    for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
      expect((await moveReturn(t, admin, third.id, { status })).statusCode).toBe(200);
    }
    expect((await ask(1)).statusCode).toBe(409);
  });

  it('exchanges only for a size of the same product (400) with stock enough (409 OUT_OF_STOCK)', async () => {
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 2 }]);
    const exchange = (exchangeVariantId: string, quantity = 1) =>
      askForReturn(t, token, order.id, {
        type: 'EXCHANGE',
        items: [
          {
            orderItemId: lineOf(order, small).id,
            quantity,
            reason: 'DAMAGED',
            exchangeVariantId,
          },
        ],
      });
    const otherProduct = await exchange(frockSize);
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Choose a size of Dino Romper to exchange for.',
      details: [
        {
          path: 'items.0.exchangeVariantId',
          message: 'Choose a size of Dino Romper to exchange for.',
        },
      ],
    });
    const unknown = await exchange('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);

    const sizes = await createProductVia(t, admin, {
      name: 'Tiny Socks',
      categoryId: category.id,
      variants: [variant('0-6M', 99, 10), variant('6-12M', 99, 1)],
    });
    const socks = await deliveredOrder(t, admin, [
      { variantId: sizes.variants[0]!.id, quantity: 2 },
    ]);
    const short = await askForReturn(t, socks.token, socks.order.id, {
      type: 'EXCHANGE',
      items: [
        {
          orderItemId: socks.order.items[0]!.id,
          quantity: 2,
          reason: 'SIZE_TOO_SMALL',
          exchangeVariantId: sizes.variants[1]!.id,
        },
      ],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Only 1 left of Tiny Socks in size 6-12M.',
    });
    // The same size is fine too: a damaged item's replacement.
    expect((await exchange(small, 2)).statusCode).toBe(201);
  });
  it('refuses the size bought for a size that did not fit (400), allows it for a damaged or wrong item', async () => {
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: medium, quantity: 3 }]);
    const exchange = (reason: 'SIZE_TOO_SMALL' | 'SIZE_TOO_LARGE' | 'WRONG_ITEM') =>
      askForReturn(t, token, order.id, {
        type: 'EXCHANGE',
        items: [
          { orderItemId: lineOf(order, medium).id, quantity: 1, reason, exchangeVariantId: medium },
        ],
      });
    const message = 'Dino Romper was bought in size 3-6M: choose another size to exchange for.';
    for (const reason of ['SIZE_TOO_SMALL', 'SIZE_TOO_LARGE'] as const) {
      const same = await exchange(reason);
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message,
        details: [{ path: 'items.0.exchangeVariantId', message }],
      });
    }
    expect((await exchange('WRONG_ITEM')).statusCode).toBe(201);
  });
});

describe('moving a request on', () => {
  async function freshRequest() {
    const { token, order } = await deliveredOrder(t, admin, [
      { variantId: frockSize, quantity: 1 },
    ]);
    const res = await askForReturn(t, token, order.id, {
      type: 'RETURN',
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'NOT_AS_DESCRIBED' }],
      refundUpiId: UPI,
    });
    return { token, request: res.json().returnRequest as ReturnRequest };
  }

  it('allows only the moves of returnMoves (409 else)', async () => {
    const { request } = await freshRequest();
    for (const status of ['RECEIVED', 'COMPLETED']) {
      const res = await moveReturn(t, admin, request.id, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'CONFLICT',
        message: `A request that is REQUESTED cannot be moved to ${status}.`,
      });
    }
    expect((await moveReturn(t, admin, request.id, { status: 'REJECTED' })).statusCode).toBe(200);
    expect((await moveReturn(t, admin, request.id, { status: 'APPROVED' })).statusCode).toBe(409);
    expect((await moveReturn(t, admin, request.id, { status: 'CANCELLED' })).statusCode).toBe(409);

    const other = await freshRequest();
    expect((await moveReturn(t, admin, other.request.id, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    expect((await moveReturn(t, admin, other.request.id, { status: 'COMPLETED' })).statusCode).toBe(
      409,
    );
    expect((await moveReturn(t, admin, other.request.id, { status: 'REQUESTED' })).statusCode).toBe(
      409,
    );
    const bad = await moveReturn(t, admin, other.request.id, { status: 'LOST' });
    expect(bad.statusCode).toBe(400);
    const unknown = await moveReturn(t, admin, '00000000-0000-4000-8000-000000000000', {
      status: 'APPROVED',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Return request not found.' });
    expect(
      (await moveReturn(t, other.token, other.request.id, { status: 'RECEIVED' })).statusCode,
    ).toBe(403);
  });

  it('lets an admin cancel a REQUESTED request; the same status again changes only the note and mails nothing', async () => {
    const { request } = await freshRequest();
    const cancelled = await moveReturn(t, admin, request.id, {
      status: 'CANCELLED',
      adminNote: 'Cancelled on the phone.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().returnRequest).toMatchObject({
      status: 'CANCELLED',
      adminNote: 'Cancelled on the phone.',
    });
    const again = await moveReturn(t, admin, request.id, {
      status: 'CANCELLED',
      adminNote: 'Customer called back.',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().returnRequest).toMatchObject({
      status: 'CANCELLED',
      adminNote: 'Customer called back.',
    });
    expect((await historyOf(request.id)).map((h) => h.status).sort()).toEqual([
      'CANCELLED',
      'REQUESTED',
    ]);
    const mails = await mailsAbout(request.requestNumber);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain('Cancelled on the phone.');
  });

  it('lets the owner withdraw a request only while REQUESTED; a retry is a no-op; others get 404', async () => {
    const { token, request } = await freshRequest();
    const stranger = (await signUpCustomer(t.app)).token;
    const notYours = await call(stranger, 'PUT', `/api/returns/${request.id}/cancel`);
    expect(notYours.statusCode).toBe(404);

    const res = await call(token, 'PUT', `/api/returns/${request.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().returnRequest.status).toBe('CANCELLED');
    expect((await call(token, 'PUT', `/api/returns/${request.id}/cancel`)).statusCode).toBe(200);
    expect(await mailsAbout(request.requestNumber)).toHaveLength(2);
    expect((await historyOf(request.id)).map((h) => h.status).sort()).toEqual([
      'CANCELLED',
      'REQUESTED',
    ]);

    const approved = await freshRequest();
    await moveReturn(t, admin, approved.request.id, { status: 'APPROVED' });
    const late = await call(approved.token, 'PUT', `/api/returns/${approved.request.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'CONFLICT',
      message: 'Only a request that is still waiting for approval can be cancelled.',
    });
  });

  it('receives a return whose product was deleted meanwhile, without stock to return to', async () => {
    const gone = await createProductVia(t, admin, {
      name: 'Sun Hat',
      categoryId: category.id,
      variants: [variant('Free Size', 299, 5)],
    });
    const { token, order } = await deliveredOrder(t, admin, [
      { variantId: gone.variants[0]!.id, quantity: 1 },
    ]);
    const request: ReturnRequest = (
      await askForReturn(t, token, order.id, {
        type: 'RETURN',
        items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'DAMAGED' }],
        refundUpiId: UPI,
      })
    ).json().returnRequest;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${gone.id}`,
      headers: bearer(admin),
    });
    for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
      expect((await moveReturn(t, admin, request.id, { status })).statusCode).toBe(200);
    }
    const done = (await call(token, 'GET', '/api/returns/mine')).json().data[0] as ReturnRequest;
    expect(done).toMatchObject({ status: 'COMPLETED', refundAmount: 299 });
    expect(done.items[0]!.orderItem.product).toMatchObject({ id: null, name: 'Sun Hat' });
  });
});

describe('the lists', () => {
  it('shows a customer only their own requests, newest first', async () => {
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 2 }]);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await askForReturn(t, token, order.id, {
        type: 'RETURN',
        items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'CHANGED_MIND' }],
        refundUpiId: UPI,
      });
      ids.push(res.json().returnRequest.id);
    }
    const mine = (await call(token, 'GET', '/api/returns/mine')).json().data as ReturnRequest[];
    expect(mine.map((r) => r.id)).toEqual([...ids].reverse());
    const stranger = (await signUpCustomer(t.app)).token;
    expect((await call(stranger, 'GET', '/api/returns/mine')).json()).toEqual({ data: [] });
    expect((await call(admin, 'GET', '/api/returns/mine')).statusCode).toBe(403);
  });

  it('gives admins every request by status, paged, with the count of each status', async () => {
    const all = await call(admin, 'GET', '/api/admin/returns?limit=100');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    const counts = body.statusCounts;
    expect(counts.ALL).toBe(body.pagination.totalItems);
    expect(counts.ALL).toBe(
      counts.REQUESTED +
        counts.APPROVED +
        counts.REJECTED +
        counts.RECEIVED +
        counts.COMPLETED +
        counts.CANCELLED,
    );
    expect(counts.COMPLETED).toBeGreaterThan(0);
    const completed = await call(
      admin,
      'GET',
      '/api/admin/returns?status=COMPLETED&limit=1&page=1',
    );
    expect(completed.json().data).toHaveLength(1);
    expect(completed.json().data[0].status).toBe('COMPLETED');
    expect(completed.json().pagination).toEqual({
      totalItems: counts.COMPLETED,
      totalPages: counts.COMPLETED,
      currentPage: 1,
      limit: 1,
    });
    // Admins see the UPI ID to refund to.
    expect((body.data as ReturnRequest[]).some((r) => r.refundUpiId === UPI)).toBe(true);
    expect((await call(admin, 'GET', '/api/admin/returns?status=LOST')).statusCode).toBe(400);
    const customer = (await signUpCustomer(t.app)).token;
    expect((await call(customer, 'GET', '/api/admin/returns')).statusCode).toBe(403);
  });
});

describe('the outbox', () => {
  it('holds no mail with a UPI ID, though returns and exchanges were sent with one', async () => {
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        or(
          like(mailOutbox.textBody, '%okaxis%'),
          like(mailOutbox.htmlBody, '%okaxis%'),
          like(mailOutbox.subject, '%okaxis%'),
        ),
      );
    expect(rows).toEqual([]);
    const all = await t.database.db.select().from(mailOutbox);
    expect(all.filter((m) => m.subject.includes('RT-')).length).toBeGreaterThan(20);
  });
});

describe('the approval mail', () => {
  it("says how to send the items back in the shop's own words once it has written them", async () => {
    const pickup = 'Our courier collects the items from your address within 3 working days.';
    const form = await multipart({ name: 'Little Sprouts', returnInstructions: pickup });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/company-details',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode).toBe(200);
    const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 1 }]);
    const asked = await askForReturn(t, token, order.id, {
      type: 'RETURN',
      items: [{ orderItemId: lineOf(order, small).id, quantity: 1, reason: 'DAMAGED' }],
      refundUpiId: UPI,
    });
    const request: ReturnRequest = asked.json().returnRequest;
    expect((await moveReturn(t, admin, request.id, { status: 'APPROVED' })).statusCode).toBe(200);
    const [, approval] = await mailsAbout(request.requestNumber);
    expect(approval!.textBody).toContain(`How to send the items back: ${pickup}`);
    expect(approval!.htmlBody).toContain(pickup);
    expect(approval!.textBody).not.toContain('keep the items ready to hand back');
  });
});
