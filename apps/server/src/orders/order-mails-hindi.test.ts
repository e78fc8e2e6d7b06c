import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import { mailOutbox } from '../db/schema.ts';
import { callerOf, signInAdmin, useTestApp } from '../test/test-app.ts';
import { expectHindiMail, switchLanguage } from '../test/hindi-mails.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs, setOrderStatusVia } from './orders-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';

const t = await useTestApp({}, { PUBLIC_URL });
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Tees & Tops' });
const tee = await createProductVia(t, admin, {
  name: 'Tom & Jerry <Tee>',
  categoryId: category.id,
  variants: [variant('2-3Y', 399, 100)],
});

// What the shop and the customer wrote themselves, which a Hindi mail keeps as written.
const ownersWords = [
  'Tom & Jerry <Tee>',
  'Blush Pink',
  'Little Sprouts',
  'Asha Rao',
  '12 MG Road',
  'Bengaluru',
  'Karnataka',
];
const hindiMonths = /\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}/;

/** A customer reading the shop in Hindi, who has ordered two tees (cash on delivery). */
async function hindiOrder(): Promise<{ token: string; email: string; order: Order }> {
  const buyer = await customerWithCart(t, [{ variantId: tee.variants[0]!.id, quantity: 2 }]);
  await switchLanguage(t, buyer.token, 'hi');
  const res = await placeOrderAs(t, buyer.token, buyer.addressId);
  if (res.statusCode !== 201) throw new Error(`place order: ${res.body}`);
  return { token: buyer.token, email: buyer.email, order: res.json().order as Order };
}

/** The mails queued to that address, oldest first, with their headers. */
async function mailsTo(email: string) {
  const rows = await t.database.db
    .select({
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
      headers: mailOutbox.headers,
      kind: mailOutbox.kind,
    })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id));
  return rows.filter((row) => row.to === email);
}

describe('the order mails of a customer who reads the shop in Hindi', () => {
  it('confirm the order in Hindi: Hindi dates, rupees as ever, links to the Hindi pages', async () => {
    const { email, order } = await hindiOrder();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Little Sprouts पर आपका ऑर्डर ${order.orderNumber} कन्फ़र्म हो गया है`);
    expect(mail!.text).toContain(`Little Sprouts से ऑर्डर करने के लिए धन्यवाद!`);
    expect(mail!.text).toContain(
      '- Tom & Jerry <Tee> (साइज़ 2-3Y, Blush Pink) x 2 @ ₹399.00 = ₹798.00',
    );
    expect(mail!.text).toContain('कुल (कैश ऑन डिलीवरी): ₹798.00');
    expect(mail!.text).toMatch(new RegExp(`डिलीवरी की संभावित तारीख़: ${hindiMonths.source}।`));
    expect(mail!.text).toMatch(
      new RegExp(`मेरा ऑर्डर कन्फ़र्म करें: ${PUBLIC_URL}/hi/confirm-order\\?token=[\\w.-]+`),
    );
    expect(mail!.text).toContain(`आपके ऑर्डर: ${PUBLIC_URL}/hi/myaccount/order`);
    expect(mail!.html).toContain(`<strong>${order.orderNumber}</strong> कन्फ़र्म हो गया है।`);
    expect(mail!.html).toContain('Tom &#38; Jerry &#60;Tee&#62;');
    expectHindiMail(mail!, { catalogues: ['orders', 'mail'], publicUrl: PUBLIC_URL, ownersWords });
  });

  it('follow the order in Hindi as it ships, arrives and asks for a review', async () => {
    const { email, order } = await hindiOrder();
    await setOrderStatusVia(t, admin, order.id, {
      deliveryStatus: 'SHIPPED',
      courier: 'Dart & <Sons>',
      trackingNumber: 'AWB-77',
    });
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'DELIVERED' });
    const [, shipped, delivered, invitation] = await mailsTo(email);

    expect(shipped!.subject).toBe(`Little Sprouts से आपका ऑर्डर ${order.orderNumber} रवाना हो गया है`);
    expect(shipped!.text).toContain(`ख़ुशख़बरी: आपका ऑर्डर ${order.orderNumber} रवाना हो गया है।`);
    expect(shipped!.text).toContain('कूरियर: Dart & <Sons>\nट्रैकिंग नंबर: AWB-77');
    expect(shipped!.text).toContain('कृपया ₹798.00 तैयार रखें: यह कैश ऑन डिलीवरी ऑर्डर है।');
    expect(shipped!.text).toContain(`अपने ऑर्डर देखें: ${PUBLIC_URL}/hi/myaccount/order`);
    expect(shipped!.html).toContain('<strong>Dart &#38; &#60;Sons&#62;</strong>');
    expectHindiMail(shipped!, {
      catalogues: ['orders', 'mail'],
      publicUrl: PUBLIC_URL,
      ownersWords: [...ownersWords, 'Dart & <Sons>', 'AWB'],
    });

    expect(delivered!.subject).toBe(
      `Little Sprouts से आपका ऑर्डर ${order.orderNumber} डिलीवर हो गया है`,
    );
    expect(delivered!.text).toMatch(
      new RegExp(`आप ${hindiMonths.source} को \\d{1,2}:\\d{2} (am|pm) बजे तक अपने ऑर्डर में जाकर`),
    );
    expect(delivered!.text).toMatch(/आपका बिल \S+ तैयार है/);
    expectHindiMail(delivered!, {
      catalogues: ['orders', 'mail'],
      publicUrl: PUBLIC_URL,
      // The invoice number is the shop's series (its letters are the seller's).
      ownersWords: [...ownersWords, /आपका बिल (\S+)/.exec(delivered!.text)![1]!],
    });

    expect(invitation!.kind).toBe('REVIEW_INVITATION');
    expect(invitation!.subject).toBe(
      `Little Sprouts से आया आपका ऑर्डर ${order.orderNumber} कैसा लगा?`,
    );
    expect(invitation!.text).toContain(`/hi/product/`);
    expect(invitation!.text).toMatch(
      new RegExp(`रिव्यू लिखने के न्योते बंद करें: ${PUBLIC_URL}/hi/unsubscribe\\?token=`),
    );
    expect(invitation!.headers!['List-Unsubscribe']).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/unsubscribe\\?token=`),
    );
    expect(invitation!.html).toContain(`<a href="${PUBLIC_URL}/hi"`);
    expectHindiMail(invitation!, {
      catalogues: ['reviews', 'mail'],
      publicUrl: PUBLIC_URL,
      ownersWords,
    });
  });

  it('say in Hindi that the order was cancelled', async () => {
    const { token, email, order } = await hindiOrder();
    expect((await call(token, 'PUT', `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);
    const cancelled = (await mailsTo(email)).at(-1)!;
    expect(cancelled.subject).toBe(`Little Sprouts से आपका ऑर्डर ${order.orderNumber} रद्द हो गया है`);
    expect(cancelled.text).toContain(
      `आपके कहने पर आपका ऑर्डर ${order.orderNumber} रद्द कर दिया गया है।`,
    );
    expect(cancelled.text).toContain('आपको कुछ नहीं देना है: यह कैश ऑन डिलीवरी ऑर्डर था');
    expectHindiMail(cancelled, {
      catalogues: ['orders', 'mail'],
      publicUrl: PUBLIC_URL,
      ownersWords,
    });
  });

  it('follow the language the account has when each mail is written', async () => {
    const { token, email, order } = await hindiOrder();
    await switchLanguage(t, token, 'en');
    await setOrderStatusVia(t, admin, order.id, { deliveryStatus: 'SHIPPED' });
    const [confirmation, shipped] = await mailsTo(email);
    expect(confirmation!.html).toContain('<html lang="hi">');
    expect(shipped!.subject).toBe(`Your Little Sprouts order ${order.orderNumber} is on its way`);
    expect(shipped!.text).toContain(`Follow your orders: ${PUBLIC_URL}/myaccount/order`);
    expect(shipped!.html).not.toContain('lang="hi"');
    expect(shipped!.headers).toBeNull();
  });
});
