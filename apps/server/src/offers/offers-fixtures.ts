import type { CartResponse } from '@shop/contracts/cart';
import type { Coupon, CouponBodyInput } from '@shop/contracts/offers';
import { bearer, type TestApp } from '../test/test-app.ts';

/** A code's fields: 10 % off every product, started an hour ago, unless `fields` says otherwise. */
export const couponBody = (fields: Partial<CouponBodyInput> = {}): CouponBodyInput => ({
  code: `CODE${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  type: 'PERCENT',
  value: 10,
  startsAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  ...fields,
});

/** POST /api/admin/coupons as an admin; throws unless it answers 201. */
export async function createCouponVia(
  t: TestApp,
  adminToken: string,
  fields: Partial<CouponBodyInput> = {},
): Promise<Coupon> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: bearer(adminToken),
    payload: couponBody(fields),
  });
  if (res.statusCode !== 201) throw new Error(`create coupon: ${res.body}`);
  return res.json().coupon as Coupon;
}

/** POST /api/cart/coupon as a customer: the raw answer. */
export const applyCouponAs = (t: TestApp, token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/coupon',
    headers: bearer(token),
    payload: { code },
  });

export async function cartOf(t: TestApp, token: string): Promise<CartResponse> {
  const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`cart: ${res.body}`);
  return res.json() as CartResponse;
}
