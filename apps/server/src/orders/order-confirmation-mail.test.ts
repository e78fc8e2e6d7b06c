import { describe, expect, it, vi } from 'vitest';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { renameShopVia } from '../content/company-fixtures.ts';
import { customerWithCart, placeOrderAs } from './orders-fixtures.ts';

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
