import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs, stockOf } from './orders-fixtures.ts';

const t = await useTestApp();

describe('concurrent orders', () => {
  it('never sell more than the stock: 30 customers at once for 5 units', async () => {
    const admin = await signInAdmin(t);
    const category = await createCategoryVia(t, admin, { name: 'Limited Edition' });
    const [scarce, plenty] = await Promise.all([
      createProductVia(t, admin, {
        name: 'Festive Kurta',
        categoryId: category.id,
        variants: [variant('2-3Y', 1299, 5)],
      }),
      createProductVia(t, admin, {
        name: 'Plain Socks',
        categoryId: category.id,
        variants: [variant('0-6M', 99, 1000)],
      }),
    ]);
    const buyers = [];
    for (let i = 0; i < 30; i++) {
      // Each cart also holds a plentiful item, so orders touch two products (the deadlock-prone case).
      buyers.push(
        await customerWithCart(t, [
          { variantId: plenty!.variants[0]!.id, quantity: 1 },
          { variantId: scarce!.variants[0]!.id, quantity: 1 },
        ]),
      );
    }
    const results = await Promise.all(buyers.map((b) => placeOrderAs(t, b.token, b.addressId)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'OUT_OF_STOCK'),
    ).toBe(true);
    expect(await stockOf(t, scarce!)).toEqual([0]);
    expect(await stockOf(t, plenty!)).toEqual([1000 - 5]);
    const [placed] = await t.database.db.select({ n: count() }).from(orders);
    expect(placed!.n).toBe(5);
  });
});
