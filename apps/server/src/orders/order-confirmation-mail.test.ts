import { describe, expect, it, vi } from 'vitest';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { renameShopVia } from '../content/company-fixtures.ts';
import type { Order } from '@shop/contracts/orders';
import { customerWithCart, placeOrderAs } from './orders-fixtures.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';

const PUBLIC_URL = 'https://shop.example.in';

const t = await useTestApp({}, { PUBLIC_URL });
const admin = await signInAdmin(t);

async function orderAndItsMail(headers: Record<string, string> = {}) {
  const category = await createCategoryVia(t, admin, { name: `Rompers ${Date.now()}` });
  const romper = await createProductVia(t, admin, {
    name: 'Dino Romper',
    categoryId: category.id,
    variants: [variant('0-3M', 450, 5)],
  });
  const buyer = await customerWithCart(t, [{ variantId: romper.variants[0]!.id, quantity: 1 }]);
  const res = await placeOrderAs(t, buyer.token, buyer.addressId, headers);
  expect(res.statusCode).toBe(201);
  const { orderNumber } = res.json().order as { orderNumber: string };
  return vi.waitFor(() => {
    const mail = t.mail.sent.find((m) => m.subject.includes(orderNumber));
    expect(mail).toBeDefined();
    return { mail: mail!, orderNumber };
  });
}

describe('the order confirmation mail', () => {
  it('names the shop as the company details do, renamed or not', async () => {
    const before = await orderAndItsMail();
    expect(before.mail.subject).toBe(
      `Your Little Sprouts order ${before.orderNumber} is confirmed`,
    );

    await renameShopVia(t, admin, 'Tiny Threads & Co');
    const { mail, orderNumber } = await orderAndItsMail();
    expect(mail.subject).toBe(`Your Tiny Threads & Co order ${orderNumber} is confirmed`);
    expect(mail.text).toContain(`Thank you for your order ${orderNumber} at Tiny Threads & Co.`);
    expect(mail.html).toContain('See your orders at Tiny Threads &#38; Co');
    expect(JSON.stringify(mail)).not.toContain('Little Sprouts');
  });

  it('links to the orders under PUBLIC_URL, whatever the Host header', async () => {
    const { mail } = await orderAndItsMail({ host: 'evil.example' });
    expect(mail.text).toContain(`Your orders: ${PUBLIC_URL}/myaccount/order`);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/myaccount/order"`);
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });
});

describe('how the order is paid', () => {
  it('a cash-on-delivery order carries the "Confirm my order" link under PUBLIC_URL, and says why', async () => {
    const { mail } = await orderAndItsMail({ host: 'evil.example' });
    const link = mail.text.match(/Confirm my order: (\S+)/)?.[1];
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/confirm-order\\?token=[\\w.-]+$`));
    expect(mail.text).toContain(
      'Please confirm your order with one click: it lets us send your parcel sooner and saves a wasted trip to your door.',
    );
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('>Confirm my order</a>');
    expect(mail.text).toContain('Total (Cash on Delivery)');
    expect(mail.text).toContain('Pay in cash when it arrives.');
  });

  it('a UPI order waits for its payment until its deadline in India time, and never claims one', async () => {
    const { mail: codMail, orderNumber } = await orderAndItsMail();
    const [placed] = (await t.app
      .inject({
        method: 'GET',
        url: '/api/orders/all',
        headers: { authorization: `Bearer ${admin}` },
      })
      .then((res) => res.json().orders)) as Order[];
    expect(placed!.orderNumber).toBe(orderNumber);
    const upiOrder: Order = {
      ...placed!,
      paymentMethod: 'UPI',
      paymentStatus: 'AWAITING_PAYMENT',
      payment: {
        method: 'UPI',
        status: 'AWAITING_PAYMENT',
        utr: null,
        paidAt: null,
        expiresAt: '2026-11-28T10:00:00.000Z',
        upiUri: 'upi://pay?pa=shop%40okaxis&am=450.00',
      },
    };
    const mail = orderConfirmationMail(upiOrder, codMail.to, {
      name: 'Little Sprouts',
      publicUrl: PUBLIC_URL,
    });
    expect(mail.subject).toBe(
      `Your Little Sprouts order ${orderNumber} is waiting for your UPI payment`,
    );
    expect(mail.text).toContain(
      'Your order waits for your UPI payment of ₹450.00 until 28 November 2026 at 3:30 pm (India time); unpaid by then, it is cancelled.',
    );
    expect(mail.text).toContain(
      'To pay, open My Orders, pay with any UPI app, then enter the 12-digit UPI reference number (UTR) your app shows.',
    );
    expect(mail.text).toContain(`My Orders: ${PUBLIC_URL}/myaccount/order`);
    expect(mail.text).toContain('Total (UPI, awaiting payment): ₹450.00');
    expect(mail.html).toContain('waits for your UPI payment');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/\bpaid\b|payment received|Cash on Delivery|Pay in cash/i);
      expect(part).not.toContain('confirm-order');
    }
  });
});
