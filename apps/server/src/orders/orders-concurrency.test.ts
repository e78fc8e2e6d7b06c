import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orderStatusHistory, orders } from '../db/schema.ts';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import {
  customerWithCart,
  placedOrder,
  placeOrderAs,
  queuedMails,
  stockOf,
} from './orders-fixtures.ts';

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

  it('one status set by two admins at once moves, records and mails once', async () => {
    const admin = await signInAdmin(t);
    const category = await createCategoryVia(t, admin, { name: 'Busy Week' });
    const bib = await createProductVia(t, admin, {
      name: 'Drool Bib',
      categoryId: category.id,
      variants: [variant('Free Size', 149, 10)],
    });
    const { order } = await placedOrder(t, [{ variantId: bib.variants[0]!.id, quantity: 1 }]);
    const results = await Promise.all(
      [admin, await signInAdmin(t)].map((token) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/orders/${order.id}/status`,
          headers: bearer(token),
          payload: { deliveryStatus: 'SHIPPED', courier: 'Delhivery' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const timeline = await t.database.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(timeline.map((row) => row.status).sort()).toEqual(['PENDING', 'SHIPPED']);
    const shipped = (await queuedMails(t, order.orderNumber)).filter((m) =>
      m.subject.includes('on its way'),
    );
    expect(shipped).toHaveLength(1);
  });
});
