import { describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import { RETURN_WINDOW_DAYS } from '@shop/contracts/returns';
import { mailOutbox, orderStatusHistory, orders, returnRequests } from '../db/schema.ts';
import {
  bearer,
  callerOf,
  createTestApp,
  signInAdmin,
  signUpCustomer,
  useTestApp,
} from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import {
  backdateDelivery,
  customerWithCart,
  deliverOrderVia,
  placedOrder,
  placeOrderAs,
  queuedMails,
  setOrderStatusVia,
  stockOf,
} from './orders-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Baby Fashion' });
const romper = await createProductVia(t, admin, {
  name: 'Dino Romper',
  categoryId: category.id,
  variants: [variant('0-3M', 450, 50, { discountPrice: 50 }), variant('3-6M', 480, 50)],
});
const frock = await createProductVia(t, admin, {
  name: 'Star Frock',
  categoryId: category.id,
  variants: [variant('2-3Y', 899.5, 2)],
});

const call = callerOf(t);

describe('placing an order', () => {
  it('snapshots lines and address, decrements stock, empties the cart, and mails a confirmation', async () => {
    const before = await stockOf(t, romper);
    const { token, addressId, email } = await customerWithCart(t, [
      { variantId: romper.variants[0]!.id, quantity: 2 },
      { variantId: romper.variants[1]!.id, quantity: 1 },
    ]);
    const res = await placeOrderAs(t, token, addressId);
    expect(res.statusCode).toBe(201);
    const order: Order = res.json().order;
    expect(order.orderNumber).toMatch(/^LS-[0-9A-HJKMNP-TV-Z]{7}$/);
    expect(order).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      deliveryStatus: 'PENDING',
      subtotal: 1480, // (450 + 50) x 2 + 480
      discountTotal: 100,
      shippingTotal: 0,
      orderTotal: 1380,
      address: {
        fullName: 'Asha Rao',
        phone: '9845012345',
        addressLine1: '12 MG Road',
        addressLine2: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      },
      user: { email },
      deliveredOn: null,
    });
    const expected = new Date();
    expected.setUTCDate(expected.getUTCDate() + 5);
    expect(order.expectedDeliveryDate).toBe(expected.toISOString().slice(0, 10));
    expect(
      order.items.map((i) => [
        i.product.name,
        i.product.variant.size,
        i.quantity,
        i.priceAtPurchase,
      ]),
    ).toEqual([
      ['Dino Romper', '0-3M', 2, 450],
      ['Dino Romper', '3-6M', 1, 480],
    ]);
    expect(order.items[0]!.product.images[0]!.url).toMatch(/^\/media\//);

    expect(await stockOf(t, romper)).toEqual([before[0]! - 2, before[1]! - 1]);
    expect((await call(token, 'GET', '/api/cart')).json().items).toEqual([]);
    await vi.waitFor(() => {
      const mail = t.mail.sent.find((m) => m.subject.includes(order.orderNumber));
      expect(mail?.to).toBe(email);
      expect(mail?.text).toContain('Dino Romper (size 0-3M, Blush Pink) x 2');
      expect(mail?.text).toContain('₹1,380.00');
      expect(mail?.text).toContain('12 MG Road');
      expect(mail?.html).toContain(order.orderNumber);
    });
  });

  it('keeps the order history whole after the product is edited and deleted', async () => {
    const category = await createCategoryVia(t, admin, { name: 'Short lived' });
    const hat = await createProductVia(t, admin, {
      name: 'Sun Hat',
      categoryId: category.id,
      variants: [variant('Free Size', 299, 5)],
    });
    const { token, addressId } = await customerWithCart(t, [
      { variantId: hat.variants[0]!.id, quantity: 1 },
    ]);
    const order: Order = (await placeOrderAs(t, token, addressId)).json().order;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${hat.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(200);
    const [mine] = (await call(token, 'GET', '/api/orders/my-orders')).json().orders;
    expect(mine.id).toBe(order.id);
    expect(mine.items[0]).toMatchObject({
      quantity: 1,
      priceAtPurchase: 299,
      product: {
        id: null,
        name: 'Sun Hat',
        variant: { id: null, size: 'Free Size', color: 'Blush Pink' },
      },
    });
  });

  it('refuses an empty cart (400), a stranger address (404) and anything but COD (400)', async () => {
    const { token, addressId } = await customerWithCart(t, []);
    const empty = await placeOrderAs(t, token, addressId);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty.');
    const other = await customerWithCart(t, [{ variantId: romper.variants[1]!.id, quantity: 1 }]);
    expect((await placeOrderAs(t, other.token, addressId)).statusCode).toBe(404);
    const card = await call(other.token, 'POST', '/api/orders/place', {
      addressId: other.addressId,
      paymentMethod: 'CARD',
    });
    expect(card.statusCode).toBe(400);
  });

  it('refuses not enough stock with 409 naming product and size, and changes nothing', async () => {
    const buyer = await customerWithCart(t, [
      { variantId: romper.variants[1]!.id, quantity: 1 },
      { variantId: frock.variants[0]!.id, quantity: 2 },
    ]);
    // Someone else buys the frocks first.
    const rival = await customerWithCart(t, [{ variantId: frock.variants[0]!.id, quantity: 2 }]);
    expect((await placeOrderAs(t, rival.token, rival.addressId)).statusCode).toBe(201);
    const romperStock = await stockOf(t, romper);
    const [ordersBefore] = await t.database.db.select({ n: count() }).from(orders);

    const res = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Star Frock (size 2-3Y) is out of stock. Please remove it from your cart.',
    });
    expect(await stockOf(t, romper)).toEqual(romperStock);
    expect((await call(buyer.token, 'GET', '/api/cart')).json().items).toHaveLength(2);
    const [ordersAfter] = await t.database.db.select({ n: count() }).from(orders);
    expect(ordersAfter!.n).toBe(ordersBefore!.n);
  });

  it('returns the first order for a repeated Idempotency-Key, and 422 for a different body', async () => {
    const { token, addressId } = await customerWithCart(t, [
      { variantId: romper.variants[1]!.id, quantity: 1 },
    ]);
    const key = { 'idempotency-key': 'checkout-123' };
    const first = await placeOrderAs(t, token, addressId, key);
    const second = await placeOrderAs(t, token, addressId, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().order.id).toBe(first.json().order.id);
    const mine = (await call(token, 'GET', '/api/orders/my-orders')).json().orders;
    expect(mine).toHaveLength(1);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: { ...bearer(token), ...key },
      payload: { addressId: '00000000-0000-4000-8000-000000000000', paymentMethod: 'COD' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('is for customers: 401 for visitors, 403 for admins', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders/place', payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (
        await call(admin, 'POST', '/api/orders/place', {
          addressId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('order life', () => {
  it('lists my orders newest first; only the owner cancels, only while PENDING; stock returns', async () => {
    const stock = await stockOf(t, romper);
    const buyer = await customerWithCart(t, [{ variantId: romper.variants[0]!.id, quantity: 1 }]);
    const first: Order = (await placeOrderAs(t, buyer.token, buyer.addressId)).json().order;
    await call(buyer.token, 'POST', '/api/cart/add', {
      productVariantId: romper.variants[0]!.id,
      quantity: 2,
    });
    const second: Order = (await placeOrderAs(t, buyer.token, buyer.addressId)).json().order;
    const mine = (await call(buyer.token, 'GET', '/api/orders/my-orders')).json().orders;
    expect(mine.map((o: Order) => o.id)).toEqual([second.id, first.id]);
    expect(await stockOf(t, romper)).toEqual([stock[0]! - 3, stock[1]!]);

    const stranger = await signUpCustomer(t.app);
    expect((await call(stranger.token, 'PUT', `/api/orders/${first.id}/cancel`)).statusCode).toBe(
      404,
    );
    const cancelled = await call(buyer.token, 'PUT', `/api/orders/${first.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.deliveryStatus).toBe('CANCELED');
    expect(await stockOf(t, romper)).toEqual([stock[0]! - 2, stock[1]!]);
    expect((await call(buyer.token, 'PUT', `/api/orders/${first.id}/cancel`)).statusCode).toBe(409);

    await call(admin, 'PUT', `/api/orders/${second.id}/status`, { deliveryStatus: 'SHIPPED' });
    const late = await call(buyer.token, 'PUT', `/api/orders/${second.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only pending orders can be cancelled.');
  });

  it('admin status changes: CANCELED returns stock once, leaving it takes it again, DELIVERED marks paid', async () => {
    const stock = await stockOf(t, romper);
    const buyer = await customerWithCart(t, [{ variantId: romper.variants[1]!.id, quantity: 2 }]);
    const order: Order = (await placeOrderAs(t, buyer.token, buyer.addressId)).json().order;
    const setStatus = (deliveryStatus: string) =>
      call(admin, 'PUT', `/api/orders/${order.id}/status`, { deliveryStatus });
    expect(await stockOf(t, romper)).toEqual([stock[0]!, stock[1]! - 2]);

    expect((await setStatus('CANCELED')).json().order.deliveryStatus).toBe('CANCELED');
    await setStatus('CANCELED');
    expect(await stockOf(t, romper)).toEqual(stock);
    await setStatus('PENDING');
    expect(await stockOf(t, romper)).toEqual([stock[0]!, stock[1]! - 2]);

    const delivered = (await setStatus('DELIVERED')).json().order;
    expect(delivered.paymentStatus).toBe('PAID');
    expect(Date.parse(delivered.deliveredOn)).toBeGreaterThan(Date.now() - 60_000);
    expect((await setStatus('BOGUS')).statusCode).toBe(400);
    expect(
      (
        await call(buyer.token, 'PUT', `/api/orders/${order.id}/status`, {
          deliveryStatus: 'DELIVERED',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses to reopen a cancelled order whose stock has been sold meanwhile (409)', async () => {
    const category = await createCategoryVia(t, admin, { name: 'Limited' });
    const limited = await createProductVia(t, admin, {
      name: 'Limited Bib',
      categoryId: category.id,
      variants: [variant('Free Size', 199, 1)],
    });
    const first = await customerWithCart(t, [{ variantId: limited.variants[0]!.id, quantity: 1 }]);
    const order: Order = (await placeOrderAs(t, first.token, first.addressId)).json().order;
    await call(first.token, 'PUT', `/api/orders/${order.id}/cancel`);
    const second = await customerWithCart(t, [{ variantId: limited.variants[0]!.id, quantity: 1 }]);
    expect((await placeOrderAs(t, second.token, second.addressId)).statusCode).toBe(201);
    const reopen = await call(admin, 'PUT', `/api/orders/${order.id}/status`, {
      deliveryStatus: 'PENDING',
    });
    expect(reopen.statusCode).toBe(409);
    expect(await stockOf(t, limited)).toEqual([0]);
  });

  it('admin list: newest first, status filter, pagination', async () => {
    const all = (await call(admin, 'GET', '/api/orders/all?limit=2')).json();
    expect(all.orders).toHaveLength(2);
    expect(all.pagination.limit).toBe(2);
    expect(Date.parse(all.orders[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(all.orders[1].createdAt),
    );
    const canceled = (await call(admin, 'GET', '/api/orders/all?status=CANCELED&limit=100')).json();
    expect(canceled.orders.length).toBeGreaterThan(0);
    expect(canceled.orders.every((o: Order) => o.deliveryStatus === 'CANCELED')).toBe(true);
    expect(canceled.pagination.totalItems).toBe(canceled.orders.length);
    const { token } = await signUpCustomer(t.app);
    expect((await call(token, 'GET', '/api/orders/all')).statusCode).toBe(403);
  });

  it('admin list: counts every status across the shop, whatever the tab and page', async () => {
    const everything: Order[] = (await call(admin, 'GET', '/api/orders/all?limit=100')).json()
      .orders;
    const expected = { ALL: everything.length, PENDING: 0, SHIPPED: 0, DELIVERED: 0, CANCELED: 0 };
    for (const order of everything) expected[order.deliveryStatus] += 1;
    expect(expected.CANCELED).toBeGreaterThan(0);

    const shipped = (await call(admin, 'GET', '/api/orders/all?status=SHIPPED&limit=1')).json();
    expect(shipped.statusCounts).toEqual(expected);
    expect(shipped.pagination.totalItems).toBe(expected.SHIPPED);

    // A status change moves one order from one count to another.
    const pending = everything.find((order) => order.deliveryStatus === 'PENDING')!;
    expect(
      (await call(admin, 'PUT', `/api/orders/${pending.id}/status`, { deliveryStatus: 'SHIPPED' }))
        .statusCode,
    ).toBe(200);
    const after = (await call(admin, 'GET', '/api/orders/all?page=2&limit=1')).json();
    expect(after.statusCounts).toEqual({
      ...expected,
      PENDING: expected.PENDING - 1,
      SHIPPED: expected.SHIPPED + 1,
    });
    expect(after.pagination.totalItems).toBe(expected.ALL);
  });

  it('send-confirmation mails only the owner, whatever email the request names', async () => {
    const buyer = await customerWithCart(t, [{ variantId: romper.variants[1]!.id, quantity: 1 }]);
    const order: Order = (await placeOrderAs(t, buyer.token, buyer.addressId)).json().order;
    await vi.waitFor(() =>
      expect(t.mail.sent.some((m) => m.subject.includes(order.orderNumber))).toBe(true),
    );
    t.mail.sent.length = 0;
    const res = await call(buyer.token, 'POST', '/api/orders/send-confirmation', {
      orderData: { id: order.id, orderTotal: 1 },
      email: 'attacker@evil.example',
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mail.sent).toHaveLength(1));
    expect(t.mail.sent[0]!.to).toBe(buyer.email);
    const stranger = await signUpCustomer(t.app);
    expect(
      (
        await call(stranger.token, 'POST', '/api/orders/send-confirmation', {
          orderData: { id: order.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the order timeline and shipment', () => {
  const buy = async () => placedOrder(t, [{ variantId: romper.variants[1]!.id, quantity: 1 }]);
  const setStatus = (orderId: string, body: object) =>
    call(admin, 'PUT', `/api/orders/${orderId}/status`, body);
  const timeline = (order: Order) => order.statusHistory.map((entry) => entry.status);
  const historyRows = async (orderId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
    )[0]!.n;

  it('starts PENDING at placing, and the customer cancelling adds CANCELED', async () => {
    const { buyer, order } = await buy();
    expect(order.statusHistory).toEqual([{ status: 'PENDING', at: order.createdAt }]);
    expect(order).toMatchObject({ shipment: null, returnableUntil: null, replacementFor: null });

    const cancelled: Order = (
      await call(buyer.token, 'PUT', `/api/orders/${order.id}/cancel`)
    ).json().order;
    expect(timeline(cancelled)).toEqual(['PENDING', 'CANCELED']);
    expect(Date.parse(cancelled.statusHistory[1]!.at)).toBeGreaterThanOrEqual(
      Date.parse(order.createdAt),
    );
    const [mine] = (await call(buyer.token, 'GET', '/api/orders/my-orders')).json().orders;
    expect(mine.statusHistory).toEqual(cancelled.statusHistory);
  });

  it('records every status move oldest first, with courier, tracking number and the day it shipped', async () => {
    const { order } = await buy();
    const shipped = await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'SHIPPED',
      courier: '  Delhivery ',
      trackingNumber: 'DLV123456789',
    });
    expect(shipped.shipment).toEqual({
      courier: 'Delhivery',
      trackingNumber: 'DLV123456789',
      shippedOn: shipped.statusHistory[1]!.at,
    });
    expect(timeline(shipped)).toEqual(['PENDING', 'SHIPPED']);
    expect(shipped.returnableUntil).toBeNull();

    const delivered = await deliverOrderVia(t, admin, order.id);
    expect(timeline(delivered)).toEqual(['PENDING', 'SHIPPED', 'DELIVERED']);
    expect(delivered.shipment).toEqual(shipped.shipment);
    expect(delivered.deliveredOn).toBe(delivered.statusHistory[2]!.at);
    const ats = delivered.statusHistory.map((entry) => Date.parse(entry.at));
    expect(ats).toEqual([...ats].sort((a, b) => a - b));

    // The admin list and the owner's list show the same timeline, each order its own.
    const all: Order[] = (await call(admin, 'GET', '/api/orders/all?limit=100')).json().orders;
    expect(all.find((o) => o.id === order.id)!.statusHistory).toEqual(delivered.statusHistory);
    expect(all.every((o) => o.statusHistory[0]?.status === 'PENDING')).toBe(true);
  });

  it('keeps the first shipping day when a reopened order ships again; leaves courier alone unless given', async () => {
    const { order } = await buy();
    const first = await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'SHIPPED',
      courier: 'Blue Dart',
    });
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'PENDING' });
    const again = await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'SHIPPED',
      trackingNumber: 'BD-42',
    });
    expect(again.shipment).toEqual({
      courier: 'Blue Dart',
      trackingNumber: 'BD-42',
      shippedOn: first.shipment!.shippedOn,
    });
    expect(timeline(again)).toEqual(['PENDING', 'SHIPPED', 'PENDING', 'SHIPPED']);
    // Given with another status, courier and tracking number are not read.
    const delivered = await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'DELIVERED',
      courier: 'Someone else',
    });
    expect(delivered.shipment?.courier).toBe('Blue Dart');
  });

  it('a delivery without a SHIPPED step still records when it left the shop', async () => {
    const { order } = await buy();
    const delivered = await deliverOrderVia(t, admin, order.id);
    expect(delivered.shipment).toEqual({
      courier: null,
      trackingNumber: null,
      shippedOn: delivered.deliveredOn,
    });
  });

  it('setting the status it already has adds nothing and mails nothing; SHIPPED again corrects courier and tracking', async () => {
    const { order } = await buy();
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED', courier: 'DTDC' });
    const shippedMails = async () =>
      (await queuedMails(t, order.orderNumber)).filter((m) => m.subject.includes('on its way'));
    expect(await shippedMails()).toHaveLength(1);
    expect(await historyRows(order.id)).toBe(2);

    const same = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    expect(same.shipment?.courier).toBe('DTDC');
    const corrected = await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'SHIPPED',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(corrected.shipment).toMatchObject({
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
      shippedOn: same.shipment!.shippedOn,
    });
    const cleared = await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'SHIPPED',
      courier: '',
      trackingNumber: '   ',
    });
    expect(cleared.shipment).toMatchObject({ courier: null, trackingNumber: null });
    expect(timeline(cleared)).toEqual(['PENDING', 'SHIPPED']);
    expect(await historyRows(order.id)).toBe(2);
    expect(await shippedMails()).toHaveLength(1);

    await deliverOrderVia(t, admin, order.id);
    const deliveredTwice = await deliverOrderVia(t, admin, order.id);
    expect(timeline(deliveredTwice)).toEqual(['PENDING', 'SHIPPED', 'DELIVERED']);
    expect(
      (await queuedMails(t, order.orderNumber)).filter((m) => m.subject.includes('delivered')),
    ).toHaveLength(1);
  });

  it('refuses a courier or tracking number over 60 characters with 400, changing nothing', async () => {
    const { order } = await buy();
    const before = await queuedMails(t, order.orderNumber);
    const long = await setStatus(order.id, { deliveryStatus: 'SHIPPED', courier: 'C'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'courier: Courier must be at most 60 characters.',
      details: [{ path: 'courier', message: 'Courier must be at most 60 characters.' }],
    });
    const tracking = await setStatus(order.id, {
      deliveryStatus: 'SHIPPED',
      trackingNumber: '9'.repeat(61),
    });
    expect(tracking.statusCode).toBe(400);
    expect(tracking.json().details).toEqual([
      { path: 'trackingNumber', message: 'Tracking number must be at most 60 characters.' },
    ]);
    const sixty = await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'PENDING',
      courier: 'C'.repeat(60),
    });
    expect(sixty).toMatchObject({ deliveryStatus: 'PENDING', shipment: null });
    expect(timeline(sixty)).toEqual(['PENDING']);
    expect(await queuedMails(t, order.orderNumber)).toEqual(before);
    expect((await setStatus(order.id, { deliveryStatus: 'SHIPPED', courier: 42 })).statusCode).toBe(
      400,
    );
  });

  it('returnableUntil is deliveredOn plus the return window while DELIVERED, and null otherwise', async () => {
    const { order } = await buy();
    const delivered = await deliverOrderVia(t, admin, order.id);
    expect(Date.parse(delivered.returnableUntil!)).toBe(
      Date.parse(delivered.deliveredOn!) + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000,
    );
    expect(RETURN_WINDOW_DAYS).toBe(7);
    for (const status of ['SHIPPED', 'CANCELED', 'PENDING'] as const) {
      // Cancelled after shipping, the parcel came back: that needs its reason.
      const reason = status === 'CANCELED' ? { reason: 'OTHER' as const } : {};
      const moved = await setOrderStatusVia(t, admin, order.id, {
        deliveryStatus: status,
        ...reason,
      });
      expect(moved, status).toMatchObject({ deliveredOn: null, returnableUntil: null });
    }
    const again = await deliverOrderVia(t, admin, order.id);
    expect(Date.parse(again.deliveredOn!)).toBeGreaterThan(Date.parse(delivered.deliveredOn!));
    expect(Date.parse(again.returnableUntil!) - Date.parse(again.deliveredOn!)).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
  });

  it('the return window follows deliveredOn, also when the delivery was days ago', async () => {
    const { buyer, order } = await buy();
    await deliverOrderVia(t, admin, order.id);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await backdateDelivery(t, order.id, eightDaysAgo);
    const [mine]: Order[] = (await call(buyer.token, 'GET', '/api/orders/my-orders')).json().orders;
    expect(mine!.deliveredOn).toBe(eightDaysAgo.toISOString());
    expect(mine!.statusHistory.at(-1)).toEqual({
      status: 'DELIVERED',
      at: eightDaysAgo.toISOString(),
    });
    expect(mine!.returnableUntil).toBe(
      new Date(eightDaysAgo.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    );
    expect(Date.parse(mine!.returnableUntil!)).toBeLessThan(Date.now());
    expect(mine!.statusHistory.map((entry) => entry.status)).toEqual(['PENDING', 'DELIVERED']);
    expect(mine!.statusHistory[0]!.at).toBe(mine!.createdAt);
    expect(Date.parse(mine!.createdAt)).toBeLessThan(eightDaysAgo.getTime());
  });

  it('replacementFor names the exchange request an order replaces, and is null for any other', async () => {
    const original = await buy();
    const replacement = await buy();
    expect(replacement.order.replacementFor).toBeNull();
    const [request] = await t.database.db
      .insert(returnRequests)
      .values({
        requestNumber: 'RT-TEST001',
        orderId: original.order.id,
        userId: original.order.user.id,
        type: 'EXCHANGE',
        status: 'COMPLETED',
        replacementOrderId: replacement.order.id,
      })
      .returning({ id: returnRequests.id });
    const [mine] = (await call(replacement.buyer.token, 'GET', '/api/orders/my-orders')).json()
      .orders;
    expect(mine.replacementFor).toEqual({
      returnRequestId: request!.id,
      requestNumber: 'RT-TEST001',
    });
    const [theirs] = (await call(original.buyer.token, 'GET', '/api/orders/my-orders')).json()
      .orders;
    expect(theirs.replacementFor).toBeNull();
  });
});

describe('mail failures', () => {
  it('never fail the order, and the outbox retries until the mail goes out', async () => {
    let failuresLeft = 1;
    const sent: string[] = [];
    const flaky = await createTestApp({
      outboxIntervalMs: 100,
      mailer: {
        send: async (message) => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('SMTP server said no');
          }
          sent.push(message.subject);
        },
      },
    });
    try {
      const flakyAdmin = await signInAdmin(flaky);
      const category = await createCategoryVia(flaky, flakyAdmin, { name: 'Socks' });
      const socks = await createProductVia(flaky, flakyAdmin, {
        name: 'Cosy Socks',
        categoryId: category.id,
        variants: [variant('0-6M', 149, 9)],
      });
      const buyer = await customerWithCart(flaky, [
        { variantId: socks.variants[0]!.id, quantity: 1 },
      ]);
      const res = await placeOrderAs(flaky, buyer.token, buyer.addressId);
      expect(res.statusCode).toBe(201);
      const { db } = flaky.database;
      await vi.waitFor(async () => {
        const [row] = await db.select().from(mailOutbox);
        expect(row?.attempts).toBe(1);
        expect(row?.lastError).toBe('SMTP server said no');
      });
      // Make the retry due now instead of in 30 seconds, then let the worker run.
      await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      const orderNumber: string = res.json().order.orderNumber;
      await vi.waitFor(
        async () => {
          const [row] = await db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.subject, `Your Little Sprouts order ${orderNumber} is confirmed`));
          expect(row?.sentAt).not.toBeNull();
        },
        { timeout: 10_000 },
      );
      expect(sent).toHaveLength(1);
    } finally {
      await flaky.close();
    }
  });
});
