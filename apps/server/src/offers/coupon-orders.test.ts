import { describe, expect, it } from 'vitest';
import { couponRuleMessages, type TopCouponsResponse } from '@shop/contracts/offers';
import type { Order } from '@shop/contracts/orders';
import { callerOf, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import {
  customerWithCart,
  placeOrderAs,
  queuedMails,
  setOrderStatusVia,
} from '../orders/orders-fixtures.ts';
import { askForReturn, moveReturn } from '../returns/returns-fixtures.ts';
import { applyCouponAs, cartOf, couponBody, createCouponVia } from './offers-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);

const category = await createCategoryVia(t, admin, { name: 'Coupon Order Wear' });
const frock = await createProductVia(t, admin, {
  name: 'Coupon Frock',
  categoryId: category.id,
  variants: [variant('2-3Y', 999, 1000, { discountPrice: 200 })],
});
const socks = await createProductVia(t, admin, {
  name: 'Coupon Socks',
  categoryId: category.id,
  variants: [variant('0-6M', 99.99, 1000)],
});
const frocks = (quantity = 1) => ({ variantId: frock.variants[0]!.id, quantity });
const sockPairs = (quantity = 1) => ({ variantId: socks.variants[0]!.id, quantity });

/** A new customer who applied `code` to a cart of `lines` and placed the order. */
async function orderWithCode(code: string, lines = [frocks(), sockPairs(3)]) {
  const buyer = await customerWithCart(t, lines);
  const applied = await applyCouponAs(t, buyer.token, code);
  if (applied.statusCode !== 200) throw new Error(`apply: ${applied.body}`);
  const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
  if (placed.statusCode !== 201) throw new Error(`place: ${placed.body}`);
  return { buyer, order: placed.json().order as Order };
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe('an order placed with a code', () => {
  it('snapshots the code, its discount and each line share; the total is after it', async () => {
    const coupon = await createCouponVia(t, admin, { value: 15 });
    const { buyer, order } = await orderWithCode(coupon.code);
    // Lines charge 999 + 3 x 99.99 = 1298.97; 15 % rounded down = 194.84.
    expect(order.coupon).toEqual({ code: coupon.code, discount: 194.84 });
    expect(order.subtotal).toBe(1498.97);
    expect(order.discountTotal).toBe(394.84);
    expect(order.orderTotal).toBe(1104.13);
    const shares = order.items.map((item) => paise(item.couponDiscount));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(19_484);
    const frockLine = order.items.find((item) => item.product.name === 'Coupon Frock')!;
    // 999 / 1298.97 of 194.84 = 149.845..., the socks' 44.995...: the leftover paisa to the frock.
    expect(frockLine.couponDiscount).toBe(149.85);

    // The cart is empty and holds no code any more; the order lists read the same.
    expect(await cartOf(t, buyer.token)).toMatchObject({ items: [], coupon: null });
    const mine = await call(buyer.token, 'GET', '/api/orders/my-orders');
    expect(mine.json().orders[0]).toMatchObject({ coupon: order.coupon, orderTotal: 1104.13 });

    // The confirmation shows the code and its discount apart from the products' own.
    const [confirmation] = await queuedMails(t, order.orderNumber);
    expect(confirmation!.text).toContain(`Code ${coupon.code}: -₹194.84`);
    expect(confirmation!.text).toContain('Discount: -₹200.00');
    expect(confirmation!.text).toContain('₹1,104.13');
    // So does the shipped mail, with what to pay.
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    const shipped = (await queuedMails(t, order.orderNumber)).find((m) =>
      m.subject.includes('on its way'),
    );
    expect(shipped!.text).toContain(`₹1,104.13 ready (code ${coupon.code} took ₹194.84 off)`);

    // The admin's export: the code and each line's share.
    const csv = await call(admin, 'GET', `/api/admin/orders/export.csv?q=${order.orderNumber}`);
    const rows = csv.body.split('\r\n').filter((row) => row.includes(order.orderNumber));
    expect(rows.map((row) => row.split(',').slice(-2).join(',')).sort()).toEqual([
      `${coupon.code},149.85`,
      `${coupon.code},44.99`,
    ]);
  });

  it('fails with 409 and the rule when the code stopped applying, and the cart lets it go', async () => {
    const coupon = await createCouponVia(t, admin);
    const buyer = await customerWithCart(t, [frocks()]);
    expect((await applyCouponAs(t, buyer.token, coupon.code)).statusCode).toBe(200);
    await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      ...couponBody({ code: coupon.code }),
      startsAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      endsAt: new Date(Date.now() - 3600_000).toISOString(),
    });
    const refused = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: couponRuleMessages.expired });
    // Nothing was placed; the lines stay, the code is gone, and the order goes through without it.
    const cart = await cartOf(t, buyer.token);
    expect(cart).toMatchObject({ coupon: null, couponNotice: null });
    expect(cart.items).toHaveLength(1);
    const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.coupon).toBeNull();
  });

  it('a cancelled order gives its use back', async () => {
    const coupon = await createCouponVia(t, admin, { usageLimit: 1 });
    const first = await orderWithCode(coupon.code);
    const second = await customerWithCart(t, [frocks()]);
    expect((await applyCouponAs(t, second.token, coupon.code)).json().message).toBe(
      couponRuleMessages.usedUp,
    );
    const used = await call(admin, 'GET', `/api/admin/coupons?q=${coupon.code}`);
    expect(used.json().data[0].timesUsed).toBe(1);

    const cancelled = await call(first.buyer.token, 'PUT', `/api/orders/${first.order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const free = await call(admin, 'GET', `/api/admin/coupons?q=${coupon.code}`);
    expect(free.json().data[0].timesUsed).toBe(0);
    expect((await applyCouponAs(t, second.token, coupon.code)).statusCode).toBe(200);
    expect((await placeOrderAs(t, second.token, second.addressId)).statusCode).toBe(201);
  });

  it('a code an order used cannot be deleted (409), only switched off', async () => {
    const coupon = await createCouponVia(t, admin);
    await orderWithCode(coupon.code, [sockPairs()]);
    const res = await call(admin, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('deactivate it instead');
    const off = await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      ...couponBody({ code: coupon.code }),
      active: false,
    });
    expect(off.json().coupon).toMatchObject({ state: 'inactive', timesUsed: 1 });
  });

  it('the cash-on-delivery cap applies to the total after the code', async () => {
    const capped = await call(admin, 'PUT', '/api/admin/delivery-settings', {
      codMaxOrderValue: 1000,
      defaultDeliveryDays: 5,
      rules: [],
    });
    expect(capped.statusCode, capped.body).toBe(200);
    try {
      const coupon = await createCouponVia(t, admin, { type: 'FIXED', value: 100 });
      // 999 + 99.99 = 1098.99 is over the cap; less ₹100 it is 998.99, under it.
      const over = await customerWithCart(t, [frocks(), sockPairs()]);
      const refused = await placeOrderAs(t, over.token, over.addressId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('Cash on delivery is limited');
      expect((await applyCouponAs(t, over.token, coupon.code)).statusCode).toBe(200);
      const placed = await placeOrderAs(t, over.token, over.addressId);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().order.orderTotal).toBe(998.99);
    } finally {
      await call(admin, 'PUT', '/api/admin/delivery-settings', {
        codMaxOrderValue: null,
        defaultDeliveryDays: 5,
        rules: [],
      });
    }
  });

  it('refunds what was paid for the units after their share: every unit back adds up to the line', async () => {
    const coupon = await createCouponVia(t, admin, { type: 'FIXED', value: 1 });
    // ₹1 off 3 pairs of socks (₹299.97): 100 paise over 3 units.
    const { buyer, order } = await orderWithCode(coupon.code, [sockPairs(3)]);
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'DELIVERED' });
    const itemId = order.items[0]!.id;
    const refunds: number[] = [];
    for (const units of [1, 2]) {
      const asked = await askForReturn(t, buyer.token, order.id, {
        type: 'RETURN',
        items: [{ orderItemId: itemId, quantity: units, reason: 'CHANGED_MIND' }],
        refundUpiId: 'asha@okaxis',
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().returnRequest.id as string;
      for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
        const moved = await moveReturn(t, admin, id, { status });
        expect(moved.statusCode, moved.body).toBe(200);
        if (status === 'COMPLETED') refunds.push(moved.json().returnRequest.refundAmount);
      }
    }
    // 99.99 - 0.33, then 2 x 99.99 - 0.67: together the 298.97 the line charged.
    expect(refunds).toEqual([99.66, 199.31]);
    expect(paise(refunds[0]! + refunds[1]!)).toBe(paise(order.orderTotal));
  });
});

describe("the dashboard's codes of the month", () => {
  it('counts orders not cancelled and the discount they gave, most used first', async () => {
    const popular = await createCouponVia(t, admin, {
      code: 'MONTH-POPULAR',
      type: 'FIXED',
      value: 10,
    });
    const rare = await createCouponVia(t, admin, { code: 'MONTH-RARE', type: 'FIXED', value: 50 });
    await orderWithCode(popular.code, [sockPairs()]);
    await orderWithCode(popular.code, [sockPairs()]);
    await orderWithCode(rare.code, [sockPairs()]);
    const cancelled = await orderWithCode(rare.code, [sockPairs()]);
    await call(cancelled.buyer.token, 'PUT', `/api/orders/${cancelled.order.id}/cancel`);

    const res = await call(admin, 'GET', '/api/admin/dashboard/coupons');
    expect(res.statusCode).toBe(200);
    const top = res.json() as TopCouponsResponse;
    const india = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    expect(top.month).toBe(india);
    const mine = top.coupons.filter((c) => c.code.startsWith('MONTH-'));
    expect(mine).toEqual([
      { code: 'MONTH-POPULAR', orders: 2, discount: 20 },
      { code: 'MONTH-RARE', orders: 1, discount: 50 },
    ]);
  });
});
