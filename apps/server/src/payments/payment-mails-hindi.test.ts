import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/contracts/orders';
import type { MailingDeps } from '../mail/mail-outbox.ts';
import { signInAdmin, TEST_JWT_SECRET, useTestApp } from '../test/test-app.ts';
import { expectHindiMail, switchLanguage } from '../test/hindi-mails.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, queuedMails } from '../orders/orders-fixtures.ts';
import {
  enableUpi,
  giveReference,
  placeUpiOrderAs,
  recordPaymentAs,
  runOutOfTime,
} from './payments-fixtures.ts';
import { expireUnpaidOrders } from './payment-expiry.service.ts';

const PUBLIC_URL = 'https://shop.example.in';

const t = await useTestApp({}, { PUBLIC_URL });
const admin = await signInAdmin(t);
await enableUpi(t, admin);
const category = await createCategoryVia(t, admin, { name: 'Rompers' });
const romper = await createProductVia(t, admin, {
  name: 'Dino Romper',
  categoryId: category.id,
  variants: [variant('0-3M', 649, 100)],
});
const deps: MailingDeps = {
  db: t.database.db,
  publicUrl: PUBLIC_URL,
  secret: TEST_JWT_SECRET,
  afterCommit: () => {},
};
const ownersWords = ['Dino Romper', 'Blush Pink', 'Little Sprouts', 'Asha Rao', '12 MG Road'];
const ownersPlaces = ['Bengaluru', 'Karnataka'];
const check = { publicUrl: PUBLIC_URL, ownersWords: [...ownersWords, ...ownersPlaces] };

/** A customer reading the shop in Hindi who ordered two rompers to pay by UPI. */
async function hindiUpiOrder(): Promise<{ token: string; order: Order }> {
  const buyer = await customerWithCart(t, [{ variantId: romper.variants[0]!.id, quantity: 2 }]);
  await switchLanguage(t, buyer.token, 'hi');
  const res = await placeUpiOrderAs(t, buyer);
  if (res.statusCode !== 201) throw new Error(`place UPI order: ${res.body}`);
  return { token: buyer.token, order: res.json().order as Order };
}

describe('the UPI mails of a customer who reads the shop in Hindi', () => {
  it('ask for the payment in Hindi, by a time in Hindi, then thank them for it', async () => {
    const { token, order } = await hindiUpiOrder();
    expect((await giveReference(t, token, order.id, '433512340077')).statusCode).toBe(200);
    expect((await recordPaymentAs(t, admin, order.id, { status: 'PAID' })).statusCode).toBe(200);
    const [placed, received] = await queuedMails(t, order.orderNumber);

    expect(placed!.subject).toBe(
      `Little Sprouts पर आपका ऑर्डर ${order.orderNumber} UPI पेमेंट का इंतज़ार कर रहा है`,
    );
    expect(placed!.text).toMatch(
      /आपका ऑर्डर \d{1,2} \S+ \d{4} को \d{1,2}:\d{2} (am|pm) बजे \(भारतीय समय\) तक आपके ₹1,298.00 के UPI पेमेंट का इंतज़ार करेगा/,
    );
    expect(placed!.text).toContain(`मेरे ऑर्डर: ${PUBLIC_URL}/hi/myaccount/order`);
    expect(placed!.html).toContain('“मेरे ऑर्डर” में पेमेंट करें');
    expectHindiMail(placed!, { ...check, catalogues: ['orders', 'mail'] });

    expect(received!.subject).toBe(
      `Little Sprouts पर आपके ऑर्डर ${order.orderNumber} का पेमेंट मिल गया`,
    );
    expect(received!.text).toContain(
      `हमें आपका UPI पेमेंट मिल गया है: ऑर्डर ${order.orderNumber} के लिए ₹1,298.00 (UPI रेफ़रेंस 433512340077)।`,
    );
    expect(received!.html).toContain(`<strong>₹1,298.00</strong>`);
    expectHindiMail(received!, { ...check, catalogues: ['payments', 'mail'] });
  });

  it('say in Hindi that no payment was found', async () => {
    const { order } = await hindiUpiOrder();
    expect((await recordPaymentAs(t, admin, order.id, { status: 'FAILED' })).statusCode).toBe(200);
    const failed = (await queuedMails(t, order.orderNumber)).at(-1)!;
    expect(failed.subject).toBe(
      `Little Sprouts पर आपका ऑर्डर ${order.orderNumber} रद्द हो गया: पेमेंट नहीं मिला`,
    );
    expect(failed.text).toContain('सिर्फ़ स्क्रीनशॉट से पेमेंट साबित नहीं होता।');
    expectHindiMail(failed, { ...check, catalogues: ['payments', 'mail'] });
  });

  it('say in Hindi that the time to pay ran out', async () => {
    const { order } = await hindiUpiOrder();
    await runOutOfTime(t, order.id);
    expect(await expireUnpaidOrders(deps)).toBe(1);
    const expired = (await queuedMails(t, order.orderNumber)).at(-1)!;
    expect(expired.subject).toBe(
      `Little Sprouts पर आपका ऑर्डर ${order.orderNumber} रद्द हो गया: पेमेंट का समय निकल गया`,
    );
    expect(expired.text).toContain(
      `ऑर्डर ${order.orderNumber} के लिए ₹1,298.00 का UPI पेमेंट हमें समय पर नहीं मिला`,
    );
    expectHindiMail(expired, { ...check, catalogues: ['payments', 'mail'] });
  });
});
