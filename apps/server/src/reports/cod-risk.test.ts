import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import { orders } from '../db/schema.ts';
import { bearer, callerOf, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { setOrderStatusVia } from '../orders/orders-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Socks' });
const socks = await createProductVia(t, admin, {
  name: 'Stripy Socks',
  categoryId: category.id,
  variants: [variant('0-6M', 199, 500)],
});

/** A new customer's cash-on-delivery order of one pair, shipped to `pincode`. */
async function orderTo(pincode: string): Promise<Order> {
  const { token } = await signUpCustomer(t.app);
  const address = await call(token, 'POST', '/api/addresses', {
    fullName: 'Meera Iyer',
    phone: '9845012345',
    addressLine1: '4 Temple Street',
    city: 'Somewhere',
    state: 'Karnataka',
    postalCode: pincode,
  });
  await call(token, 'POST', '/api/cart/add', {
    productVariantId: socks.variants[0]!.id,
    quantity: 1,
  });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: bearer(token),
    payload: { addressId: address.json().address.id, paymentMethod: 'COD' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order;
}

/** Shipped, then returned to origin when `cameBack`, else delivered. */
async function shippedTo(pincode: string, cameBack: boolean): Promise<Order> {
  const order = await orderTo(pincode);
  await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
  await setOrderStatusVia(
    t,
    admin,
    order.id,
    cameBack
      ? { deliveryStatus: 'CANCELED', reason: 'REFUSED_AT_DOOR' }
      : { deliveryStatus: 'DELIVERED' },
  );
  return order;
}

// The report reads what the orders table holds: a UPI order is made here by changing the method
// of an order whose story is over (UPI placing and payment are tested with the payments).
const paidByUpi = (order: Order) =>
  t.database.db.update(orders).set({ paymentMethod: 'UPI' }).where(eq(orders.id, order.id));

const report = async (query = '') => {
  const res = await call(admin, 'GET', `/api/admin/reports/cod-risk${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the cash-on-delivery risk report', () => {
  it('has no rates while nothing has shipped', async () => {
    await orderTo('560001');
    expect(await report()).toEqual({
      days: 90,
      cod: { shipped: 0, returnedToOrigin: 0, ratePercent: null },
      upi: { shipped: 0, returnedToOrigin: 0, ratePercent: null },
      prefixes: [],
    });
  });

  it('counts the parcels that came back, per method and per PIN prefix, worst first', async () => {
    for (const cameBack of [true, true, false, false]) await shippedTo('110001', cameBack);
    for (const cameBack of [true, false]) await shippedTo('110045', cameBack);
    for (const cameBack of [true, false, false]) await shippedTo('560034', cameBack);
    for (let i = 0; i < 2; i++) await shippedTo('400001', false);
    for (let i = 0; i < 2; i++) await shippedTo('411014', false);
    // Shipped and still on its way: it counts as shipped, not (yet) as returned.
    const onItsWay = await orderTo('411002');
    await setOrderStatusVia(t, admin, onItsWay.id, { deliveryStatus: 'SHIPPED' });
    // Never left the shop: cancelled before shipping, or still pending.
    const cancelledEarly = await orderTo('110002');
    await setOrderStatusVia(t, admin, cancelledEarly.id, { deliveryStatus: 'CANCELED' });
    await orderTo('110003');
    // Placed before the period.
    const old = await shippedTo('560001', true);
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '100 days'` })
      .where(eq(orders.id, old.id));
    // UPI orders count apart and never in the prefixes.
    await paidByUpi(await shippedTo('560002', true));
    for (let i = 0; i < 3; i++) await paidByUpi(await shippedTo('560003', false));

    // The delivery settings no longer offer cash on delivery in 110 (a finer rule in 560 does
    // not make all of 560 cash-free).
    const settings = await call(admin, 'PUT', '/api/admin/delivery-settings', {
      codMaxOrderValue: null,
      defaultDeliveryDays: 5,
      rules: [
        { prefix: '110', serviceable: true, codAvailable: false },
        { prefix: '560034', serviceable: true, codAvailable: false },
      ],
    });
    expect(settings.statusCode).toBe(200);

    expect(await report('?days=90')).toEqual({
      days: 90,
      cod: { shipped: 14, returnedToOrigin: 4, ratePercent: 28.6 },
      upi: { shipped: 4, returnedToOrigin: 1, ratePercent: 25 },
      prefixes: [
        { prefix: '110', shipped: 6, returnedToOrigin: 3, ratePercent: 50, codAvailable: false },
        { prefix: '560', shipped: 3, returnedToOrigin: 1, ratePercent: 33.3, codAvailable: true },
        // Equal rates: the most shipped first.
        { prefix: '411', shipped: 3, returnedToOrigin: 0, ratePercent: 0, codAvailable: true },
        { prefix: '400', shipped: 2, returnedToOrigin: 0, ratePercent: 0, codAvailable: true },
      ],
    });

    const longer = await report('?days=120');
    expect(longer.cod).toEqual({ shipped: 15, returnedToOrigin: 5, ratePercent: 33.3 });
    expect(longer.prefixes[1]).toMatchObject({ prefix: '560', shipped: 4, returnedToOrigin: 2 });
  });

  it('takes days from 7 to 365', async () => {
    for (const days of ['6', '366', '1.5', 'ninety']) {
      const res = await call(admin, 'GET', `/api/admin/reports/cod-risk?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'days', message: 'Days must be a whole number from 7 to 365.' },
      ]);
    }
  });
});
