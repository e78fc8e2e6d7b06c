import { describe, expect, it } from 'vitest';
import { couponRuleMessages } from '@shop/contracts/offers';
import type { Product } from '@shop/contracts/catalog';
import {
  bearer,
  callerOf,
  createTestApp,
  relaxedRateLimits,
  signInAdmin,
  signUpCustomer,
  useTestApp,
} from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs } from '../orders/orders-fixtures.ts';
import { applyCouponAs, cartOf, couponBody, createCouponVia } from './offers-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);
const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const clothes = await createCategoryVia(t, admin, { name: 'Cart Coupon Clothes' });
const rompers = await createCategoryVia(t, admin, { name: 'Cart Rompers', parentId: clothes.id });
const toys = await createCategoryVia(t, admin, { name: 'Cart Coupon Toys' });
const romper = await createProductVia(t, admin, {
  name: 'Coupon Romper',
  categoryId: rompers.id,
  variants: [variant('0-3M', 450, 100, { discountPrice: 50 })],
});
const rattle = await createProductVia(t, admin, {
  name: 'Coupon Rattle',
  categoryId: toys.id,
  variants: [variant('Free Size', 300, 100)],
});
const line = (product: Product, quantity = 1) => ({
  variantId: product.variants[0]!.id,
  quantity,
});

describe('a code on the cart', () => {
  it('applies in any case and the cart answers its code, discount and totals', async () => {
    const coupon = await createCouponVia(t, admin, { value: 10, maxDiscount: 100 });
    const buyer = await customerWithCart(t, [line(romper, 2), line(rattle)]);
    const res = await applyCouponAs(t, buyer.token, `  ${coupon.code.toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    // 10 % of 450 × 2 + 300 = 120, capped at 100.
    const expected = {
      coupon: { code: coupon.code, discount: 100 },
      totals: { subtotal: 1300, savings: 100, couponDiscount: 100, shipping: 0, total: 1100 },
      couponNotice: null,
    };
    expect(res.json().cart).toMatchObject(expected);
    expect(await cartOf(t, buyer.token)).toMatchObject(expected);

    const removed = await call(buyer.token, 'DELETE', '/api/cart/coupon');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().cart).toMatchObject({
      coupon: null,
      totals: { couponDiscount: 0, total: 1200 },
      couponNotice: null,
    });
    expect((await cartOf(t, buyer.token)).coupon).toBeNull();
  });

  it('answers 409 with the message of each rule that fails, and keeps no code', async () => {
    const buyer = await customerWithCart(t, [line(romper)]);
    const cases: [Parameters<typeof couponBody>[0] | string, string][] = [
      ['NO-SUCH-CODE', couponRuleMessages.notValid],
      ['not a code!', couponRuleMessages.notValid],
      [{ active: false }, couponRuleMessages.notValid],
      [{ startsAt: at(hour) }, couponRuleMessages.notActiveYet],
      [{ startsAt: at(-2 * hour), endsAt: at(-hour) }, couponRuleMessages.expired],
      [{ categoryIds: [toys.id] }, couponRuleMessages.nothingApplies],
      [{ minOrderValue: 1000 }, 'Add ₹550 more to use this code.'],
      [{ minOrderValue: 450.5 }, 'Add ₹0.50 more to use this code.'],
    ];
    for (const [fields, message] of cases) {
      const code =
        typeof fields === 'string' ? fields : (await createCouponVia(t, admin, fields)).code;
      const res = await applyCouponAs(t, buyer.token, code);
      expect(res.statusCode, code).toBe(409);
      expect(res.json(), code).toEqual({ code: 'CONFLICT', message });
      expect((await cartOf(t, buyer.token)).coupon).toBeNull();
    }
  });

  it('counts only the lines of its categories and their descendants', async () => {
    const coupon = await createCouponVia(t, admin, {
      type: 'FIXED',
      value: 1000,
      categoryIds: [clothes.id],
      minOrderValue: 400,
    });
    const buyer = await customerWithCart(t, [line(romper), line(rattle)]);
    const res = await applyCouponAs(t, buyer.token, coupon.code);
    expect(res.statusCode, res.body).toBe(200);
    // A fixed ₹1000 is capped at what the romper (in a subcategory of clothes) charges.
    expect(res.json().cart.coupon).toEqual({ code: coupon.code, discount: 450 });
    expect(res.json().cart.totals.total).toBe(300);
  });

  it('used up by others, or by you: usedUp and usedByYou', async () => {
    const once = await createCouponVia(t, admin, { usageLimit: 1, perCustomerLimit: 5 });
    const mine = await createCouponVia(t, admin, { perCustomerLimit: 1 });
    const first = await customerWithCart(t, [line(rattle)]);
    expect((await applyCouponAs(t, first.token, once.code)).statusCode).toBe(200);
    expect((await placeOrderAs(t, first.token, first.addressId)).statusCode).toBe(201);

    const second = await customerWithCart(t, [line(rattle)]);
    const usedUp = await applyCouponAs(t, second.token, once.code);
    expect(usedUp.json()).toEqual({ code: 'CONFLICT', message: couponRuleMessages.usedUp });

    expect((await applyCouponAs(t, second.token, mine.code)).statusCode).toBe(200);
    expect((await placeOrderAs(t, second.token, second.addressId)).statusCode).toBe(201);
    await call(second.token, 'POST', '/api/cart/add', {
      productVariantId: rattle.variants[0]!.id,
      quantity: 1,
    });
    const usedByYou = await applyCouponAs(t, second.token, mine.code);
    expect(usedByYou.json()).toEqual({ code: 'CONFLICT', message: couponRuleMessages.usedByYou });
  });

  it('a code that stops applying leaves the cart, and the read that removed it says why, once', async () => {
    const coupon = await createCouponVia(t, admin, { minOrderValue: 500 });
    const buyer = await customerWithCart(t, [line(romper), line(rattle)]);
    expect((await applyCouponAs(t, buyer.token, coupon.code)).statusCode).toBe(200);
    const romperLine = (await cartOf(t, buyer.token)).items.find(
      (item) => item.product.id === romper.id,
    )!;
    await call(buyer.token, 'DELETE', `/api/cart/remove/${romperLine.id}`);

    const changed = await cartOf(t, buyer.token);
    expect(changed).toMatchObject({
      coupon: null,
      couponNotice: 'Add ₹200 more to use this code.',
      totals: { couponDiscount: 0, total: 300 },
    });
    expect((await cartOf(t, buyer.token)).couponNotice).toBeNull();

    // Switched off by the shop while in a cart: the next read says it is no longer valid.
    const other = await createCouponVia(t, admin);
    expect((await applyCouponAs(t, buyer.token, other.code)).statusCode).toBe(200);
    await call(admin, 'PUT', `/api/admin/coupons/${other.id}`, {
      ...couponBody({ code: other.code }),
      active: false,
    });
    expect(await cartOf(t, buyer.token)).toMatchObject({
      coupon: null,
      couponNotice: couponRuleMessages.notValid,
    });
  });

  it('only customers use the cart code: visitor 401, admin 403; an empty code is 400', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/coupon', payload: { code: 'X' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cart/coupon' })).statusCode).toBe(
      401,
    );
    expect((await applyCouponAs(t, admin, 'ANY')).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', '/api/cart/coupon')).statusCode).toBe(403);
    const shopper = await signUpCustomer(t.app);
    expect((await applyCouponAs(t, shopper.token, '  ')).statusCode).toBe(400);
  });
});

describe('guessing codes', () => {
  it('is limited per account and per address (429), a removal is not', async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...relaxedRateLimits,
        couponPerAccount: { max: 3, windowMs: hour },
        couponPerIp: { max: 5, windowMs: hour },
      },
    });
    try {
      const shopper = await signUpCustomer(limited.app);
      const neighbour = await signUpCustomer(limited.app);
      const attempts = [];
      for (let i = 0; i < 4; i++)
        attempts.push(await applyCouponAs(limited, shopper.token, `GUESS${i}`));
      expect(attempts.map((res) => res.statusCode)).toEqual([409, 409, 409, 429]);
      expect(attempts[3]!.json().code).toBe('RATE_LIMITED');
      const removal = await limited.app.inject({
        method: 'DELETE',
        url: '/api/cart/coupon',
        headers: bearer(shopper.token),
      });
      expect(removal.statusCode).toBe(200);
      // The same address: the neighbour gets the address's last tries, then 429.
      const fromNeighbour = [];
      for (let i = 0; i < 2; i++)
        fromNeighbour.push((await applyCouponAs(limited, neighbour.token, 'GUESS')).statusCode);
      expect(fromNeighbour).toEqual([409, 429]);
    } finally {
      await limited.close();
    }
  });
});
