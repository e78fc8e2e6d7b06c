import { describe, expect, it } from 'vitest';
import { returnToOriginReasonMessage } from '@shop/contracts/payments';
import { callerOf, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { placedOrder, queuedMails, setOrderStatusVia, stockOf } from './orders-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Night Suits' });
const suit = await createProductVia(t, admin, {
  name: 'Star Night Suit',
  categoryId: category.id,
  variants: [variant('3-4Y', 550, 20)],
});

async function shippedOrder() {
  const { order } = await placedOrder(t, [{ variantId: suit.variants[0]!.id, quantity: 3 }]);
  await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
  return order;
}

const setStatus = (orderId: string, body: object) =>
  call(admin, 'PUT', `/api/orders/${orderId}/status`, body);

describe('a shipped order that comes back unsold (return to origin)', () => {
  it('cannot be cancelled without saying why, and nothing changes', async () => {
    const order = await shippedOrder();
    const stock = await stockOf(t, suit);
    const res = await setStatus(order.id, { deliveryStatus: 'CANCELED' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: returnToOriginReasonMessage,
      details: [{ path: 'reason', message: returnToOriginReasonMessage }],
    });
    const unknown = await setStatus(order.id, { deliveryStatus: 'CANCELED', reason: 'LOST' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { path: 'reason', message: returnToOriginReasonMessage },
    ]);
    const [stored] = (await call(admin, 'GET', `/api/orders/all?q=${order.orderNumber}`)).json()
      .orders;
    expect(stored).toMatchObject({ deliveryStatus: 'SHIPPED', returnToOriginReason: null });
    expect(await stockOf(t, suit)).toEqual(stock);
  });

  it('keeps the reason, gives the stock back and mails the customer the facts', async () => {
    const order = await shippedOrder();
    const stock = await stockOf(t, suit);
    const res = await setStatus(order.id, {
      deliveryStatus: 'CANCELED',
      reason: 'REFUSED_AT_DOOR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      deliveryStatus: 'CANCELED',
      returnToOriginReason: 'REFUSED_AT_DOOR',
    });
    expect(await stockOf(t, suit)).toEqual([stock[0]! + 3]);

    const [mail] = (await queuedMails(t, order.orderNumber)).filter((m) =>
      m.subject.includes('cancelled'),
    );
    expect(mail!.text).toContain(
      `Your order ${order.orderNumber} came back to us without being delivered, so we have cancelled it.`,
    );
    expect(mail!.text).toContain('Nothing is due');
    // Factual: no blame, no reason named, no apology for a cancellation by the shop.
    expect(mail!.text).not.toMatch(/refused|unreachable|not found|sorry|cancelled by/i);
    expect(mail!.html).toContain('came back to us without being delivered');
  });

  it('loses its reason when it is reopened', async () => {
    const order = await shippedOrder();
    await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'CANCELED',
      reason: 'ADDRESS_NOT_FOUND',
    });
    const reopened = await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    expect(reopened.returnToOriginReason).toBeNull();
    expect(reopened.deliveryStatus).toBe('SHIPPED');
  });

  it('an order cancelled before it shipped needs no reason and keeps none given', async () => {
    const { order } = await placedOrder(t, [{ variantId: suit.variants[0]!.id, quantity: 1 }]);
    const cancelled = await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'CANCELED',
      reason: 'UNREACHABLE',
    });
    expect(cancelled.returnToOriginReason).toBeNull();
    const [mail] = (await queuedMails(t, order.orderNumber)).filter((m) =>
      m.subject.includes('cancelled'),
    );
    expect(mail!.text).toContain(`has been cancelled by Little Sprouts`);
  });
});
