import { describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { couponRuleMessages } from '@shop/contracts/offers';
import { orders } from '../db/schema.ts';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs } from '../orders/orders-fixtures.ts';
import { applyCouponAs, createCouponVia } from './offers-fixtures.ts';

const t = await useTestApp();

describe('simultaneous orders with one code', () => {
  it('50 customers at once on a code with 10 uses: exactly 10 discounted orders', async () => {
    const admin = await signInAdmin(t);
    const category = await createCategoryVia(t, admin, { name: 'Flash Sale' });
    const [dress, bib] = await Promise.all([
      createProductVia(t, admin, {
        name: 'Flash Dress',
        categoryId: category.id,
        variants: [variant('1-2Y', 799, 1000)],
      }),
      createProductVia(t, admin, {
        name: 'Flash Bib',
        categoryId: category.id,
        variants: [variant('Free Size', 149, 1000)],
      }),
    ]);
    const coupon = await createCouponVia(t, admin, { usageLimit: 10, value: 20 });
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      // Half the carts hold a second product, so orders lock different variants before the code.
      const lines = [{ variantId: dress.variants[0]!.id, quantity: 1 }];
      if (i % 2 === 0) lines.push({ variantId: bib.variants[0]!.id, quantity: 1 });
      const buyer = await customerWithCart(t, lines);
      const applied = await applyCouponAs(t, buyer.token, coupon.code);
      expect(applied.statusCode, applied.body).toBe(200);
      buyers.push(buyer);
    }

    const results = await Promise.all(buyers.map((b) => placeOrderAs(t, b.token, b.addressId)));
    const placed = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => r.json().message === couponRuleMessages.usedUp)).toBe(true);
    expect(placed.every((r) => r.json().order.coupon?.code === coupon.code)).toBe(true);
    const [used] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.couponId, coupon.id), ne(orders.deliveryStatus, 'CANCELED')));
    expect(used!.n).toBe(10);
  });
});
