import { describe, expect, it } from 'vitest';
import type { AdminCouponListResponse, Coupon } from '@shop/contracts/offers';
import { bearer, callerOf, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { createCategoryVia } from '../catalog/catalog-fixtures.ts';
import { couponBody, createCouponVia } from './offers-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);
const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function list(query = ''): Promise<AdminCouponListResponse> {
  const res = await call(admin, 'GET', `/api/admin/coupons${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminCouponListResponse;
}

describe('admin: discount codes', () => {
  it('creates a code, stored upper-case, with its money in rupees and its state', async () => {
    const baby = await createCategoryVia(t, admin, { name: 'Coupon Baby' });
    const res = await call(
      admin,
      'POST',
      '/api/admin/coupons',
      couponBody({
        code: ' diwali15 ',
        description: 'Festive offer',
        value: 15,
        minOrderValue: 999.5,
        maxDiscount: 300,
        endsAt: at(30 * 24 * hour),
        usageLimit: 500,
        categoryIds: [baby.id],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json().coupon as Coupon;
    expect(coupon).toMatchObject({
      code: 'DIWALI15',
      description: 'Festive offer',
      type: 'PERCENT',
      value: 15,
      minOrderValue: 999.5,
      maxDiscount: 300,
      usageLimit: 500,
      perCustomerLimit: 1,
      categoryIds: [baby.id],
      active: true,
      timesUsed: 0,
      state: 'active',
    });

    const fixed = await createCouponVia(t, admin, {
      code: 'FIRST100',
      type: 'FIXED',
      value: 100.25,
    });
    expect(fixed).toMatchObject({ type: 'FIXED', value: 100.25, maxDiscount: null, endsAt: null });
  });

  it('refuses a code another coupon has, in any case (409), on create and on change', async () => {
    const first = await createCouponVia(t, admin, { code: 'TAKEN-1' });
    const again = await call(admin, 'POST', '/api/admin/coupons', couponBody({ code: 'taken-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Another discount code is already TAKEN-1.',
    });

    const second = await createCouponVia(t, admin, { code: 'TAKEN-2' });
    const renamed = await call(
      admin,
      'PUT',
      `/api/admin/coupons/${second.id}`,
      couponBody({ code: 'TAKEN-1' }),
    );
    expect(renamed.statusCode).toBe(409);
    // Saving a code under its own name is no clash.
    const same = await call(
      admin,
      'PUT',
      `/api/admin/coupons/${first.id}`,
      couponBody({ code: 'taken-1', value: 20, active: false }),
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().coupon).toMatchObject({ code: 'TAKEN-1', value: 20, state: 'inactive' });
  });

  it('refuses bad fields with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'no spaces' }, 'code'],
      [{ code: 'AB' }, 'code'],
      [{ value: 95 }, 'value'],
      [{ value: 12.5 }, 'value'],
      [{ type: 'FIXED', value: 100, maxDiscount: 50 }, 'maxDiscount'],
      [{ endsAt: at(-2 * hour) }, 'endsAt'],
      [{ perCustomerLimit: 0 }, 'perCustomerLimit'],
      [{ categoryIds: ['00000000-0000-4000-8000-000000000000'] }, 'categoryIds'],
    ];
    for (const [fields, field] of cases) {
      const res = await call(admin, 'POST', '/api/admin/coupons', couponBody(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(res.json().details), JSON.stringify(fields)).toContain(field);
    }
  });

  it('lists newest first, found by code or description, filtered by state, with state counts', async () => {
    const tag = `Q${Date.now().toString(36).toUpperCase()}`;
    await createCouponVia(t, admin, { code: `${tag}-ON` });
    await createCouponVia(t, admin, { code: `${tag}-LATER`, startsAt: at(24 * hour) });
    await createCouponVia(t, admin, {
      code: `${tag}-OVER`,
      startsAt: at(-48 * hour),
      endsAt: at(-24 * hour),
    });
    await createCouponVia(t, admin, { code: `${tag}-OFF`, active: false });
    await createCouponVia(t, admin, { code: 'UNRELATED1', description: `about ${tag}` });

    const all = await list(`?q=${tag.toLowerCase()}`);
    expect(all.data.map((c) => c.code)).toEqual([
      'UNRELATED1',
      `${tag}-OFF`,
      `${tag}-OVER`,
      `${tag}-LATER`,
      `${tag}-ON`,
    ]);
    expect(all.stateCounts).toEqual({ ALL: 5, active: 2, scheduled: 1, expired: 1, inactive: 1 });
    expect(all.data.map((c) => c.state)).toEqual([
      'active',
      'inactive',
      'expired',
      'scheduled',
      'active',
    ]);

    const scheduled = await list(`?q=${tag}&state=scheduled`);
    expect(scheduled.data.map((c) => c.code)).toEqual([`${tag}-LATER`]);
    expect(scheduled.pagination.totalItems).toBe(1);

    const paged = await list(`?q=${tag}&limit=2&page=2`);
    expect(paged.data.map((c) => c.code)).toEqual([`${tag}-OVER`, `${tag}-LATER`]);
    expect(paged.pagination).toEqual({ totalItems: 5, totalPages: 3, currentPage: 2, limit: 2 });

    // `%` and `_` are taken as typed, not as wildcards.
    expect((await list('?q=%25')).data).toEqual([]);
  });

  it('deletes a code no order used (204); an unknown one is 404', async () => {
    const coupon = await createCouponVia(t, admin);
    const deleted = await call(admin, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list(`?q=${coupon.code}`)).data).toEqual([]);
    const again = await call(admin, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect(again.statusCode).toBe(404);
    const changed = await call(admin, 'PUT', `/api/admin/coupons/${coupon.id}`, couponBody());
    expect(changed.statusCode).toBe(404);
  });

  it('a category a code is limited to cannot be deleted from under it', async () => {
    const socks = await createCategoryVia(t, admin, { name: 'Coupon Socks' });
    const coupon = await createCouponVia(t, admin, { categoryIds: [socks.id] });
    const refused = await call(admin, 'DELETE', `/api/categories/${socks.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('discount code');
    await call(admin, 'DELETE', `/api/admin/coupons/${coupon.id}`);
    expect((await call(admin, 'DELETE', `/api/categories/${socks.id}`)).statusCode).toBe(200);
  });

  it('only admins reach the codes: a visitor is 401, a customer 403', async () => {
    const customer = await signUpCustomer(t.app);
    const coupon = await createCouponVia(t, admin);
    const calls = [
      { method: 'GET', url: '/api/admin/coupons' },
      { method: 'POST', url: '/api/admin/coupons', payload: couponBody() },
      { method: 'PUT', url: `/api/admin/coupons/${coupon.id}`, payload: couponBody() },
      { method: 'DELETE', url: `/api/admin/coupons/${coupon.id}` },
      { method: 'GET', url: '/api/admin/dashboard/coupons' },
    ] as const;
    for (const request of calls) {
      const visitor = await t.app.inject(request);
      expect(visitor.statusCode, `${request.method} ${request.url}`).toBe(401);
      const shopper = await t.app.inject({ ...request, headers: bearer(customer.token) });
      expect(shopper.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await list(`?q=${coupon.code}`)).data).toHaveLength(1);
  });
});
