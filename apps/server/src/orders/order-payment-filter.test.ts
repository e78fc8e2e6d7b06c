import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import { orders } from '../db/schema.ts';
import { callerOf, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { placedOrder, setOrderStatusVia } from './orders-fixtures.ts';
import {
  enableUpi,
  giveReference,
  paidUpiOrder,
  placedUpiOrder,
  recordPaymentAs,
} from '../payments/payments-fixtures.ts';

const t = await useTestApp();
const { db } = t.database;
const admin = await signInAdmin(t);
const call = callerOf(t);
await enableUpi(t, admin);
const category = await createCategoryVia(t, admin, { name: 'Girls' });
const frock = await createProductVia(t, admin, {
  name: 'Star Frock',
  categoryId: category.id,
  variants: [variant('2-3Y', 899.5, 50)],
});
const lines = [{ variantId: frock.variants[0]!.id, quantity: 1 }];

// UPI: one waiting for its payment, one being verified, one paid, one failed.
const awaiting = (await placedUpiOrder(t, lines)).order;
const verifying = await placedUpiOrder(t, lines);
await giveReference(t, verifying.buyer.token, verifying.order.id, '433512349001');
const paid = (await paidUpiOrder(t, admin, lines, '433512349002')).order;
const failed = (await placedUpiOrder(t, lines)).order;
await recordPaymentAs(t, admin, failed.id, { status: 'FAILED' });

// COD: unconfirmed PENDING and SHIPPED, confirmed, delivered (paid), cancelled.
const codPending = (await placedOrder(t, lines)).order;
const codShipped = (await placedOrder(t, lines)).order;
await setOrderStatusVia(t, admin, codShipped.id, { deliveryStatus: 'SHIPPED' });
const codConfirmed = (await placedOrder(t, lines)).order;
await db.update(orders).set({ codConfirmedAt: new Date() }).where(eq(orders.id, codConfirmed.id));
const codDelivered = (await placedOrder(t, lines)).order;
await setOrderStatusVia(t, admin, codDelivered.id, { deliveryStatus: 'DELIVERED' });
const codCancelled = (await placedOrder(t, lines)).order;
await setOrderStatusVia(t, admin, codCancelled.id, { deliveryStatus: 'CANCELED' });

const found = async (query: string) => {
  const res = await call(admin, 'GET', `/api/orders/all?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().orders as Order[]).map((order) => order.orderNumber).sort();
};
const numbers = (...list: Order[]) => list.map((order) => order.orderNumber).sort();

describe('GET /orders/all: the payment filter', () => {
  it('finds the orders in each payment status', async () => {
    expect(await found('payment=AWAITING_PAYMENT')).toEqual(numbers(awaiting));
    expect(await found('payment=VERIFYING')).toEqual(numbers(verifying.order));
    // A COD order delivered is paid too.
    expect(await found('payment=PAID')).toEqual(numbers(paid, codDelivered));
    expect(await found('payment=FAILED')).toEqual(numbers(failed));
  });

  it('finds the COD orders nobody confirmed that are still pending or shipped', async () => {
    expect(await found('payment=COD_UNCONFIRMED')).toEqual(numbers(codPending, codShipped));
  });

  it('combines with the status tab, whose counts follow the filter', async () => {
    const res = await call(admin, 'GET', '/api/orders/all?payment=COD_UNCONFIRMED&status=SHIPPED');
    const body = res.json();
    expect(body.orders.map((order: Order) => order.orderNumber)).toEqual([codShipped.orderNumber]);
    expect(body.statusCounts).toEqual({
      ALL: 2,
      PENDING: 1,
      SHIPPED: 1,
      DELIVERED: 0,
      CANCELED: 0,
    });
  });

  it('applies to the CSV export too, and refuses an unknown filter', async () => {
    const csv = await call(admin, 'GET', '/api/admin/orders/export.csv?payment=VERIFYING');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(verifying.order.orderNumber);
    expect(csv.body).not.toContain(awaiting.orderNumber);
    const bad = await call(admin, 'GET', '/api/orders/all?payment=PENDING');
    expect(bad.statusCode).toBe(400);
  });
});
