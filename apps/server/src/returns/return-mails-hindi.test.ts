import { describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import type { ReturnRequest } from '@shop/contracts/returns';
import { mailOutbox } from '../db/schema.ts';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { expectHindiMail, switchLanguage } from '../test/hindi-mails.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { askForReturn, deliveredOrder, moveReturn } from './returns-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';

const t = await useTestApp({}, { PUBLIC_URL });
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Baby Fashion' });
const romper = await createProductVia(t, admin, {
  name: 'Dino Romper',
  categoryId: category.id,
  variants: [variant('0-3M', 450, 50), variant('3-6M', 480, 50)],
});
const [small, medium] = romper.variants.map((v) => v.id) as [string, string];
const ownersWords = ['Dino Romper', 'Blush Pink', 'Little Sprouts'];

/** The mails queued about one request, oldest first. */
const mailsAbout = (requestNumber: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${requestNumber}%`))
    .orderBy(mailOutbox.createdAt);

/** A delivered order of one small romper, its customer now reading the shop in Hindi. */
async function hindiDeliveredOrder(): Promise<{ token: string; order: Order }> {
  const { token, order } = await deliveredOrder(t, admin, [{ variantId: small, quantity: 1 }]);
  await switchLanguage(t, token, 'hi');
  return { token, order };
}

async function moveThrough(
  request: ReturnRequest,
  steps: { status: string; adminNote?: string }[],
) {
  for (const step of steps) {
    expect((await moveReturn(t, admin, request.id, step)).statusCode).toBe(200);
  }
}

describe('the return mails of a customer who reads the shop in Hindi', () => {
  it('follow a size exchange in Hindi, the default return instructions in Hindi too', async () => {
    const { token, order } = await hindiDeliveredOrder();
    const res = await askForReturn(t, token, order.id, {
      type: 'EXCHANGE',
      items: [
        {
          orderItemId: order.items[0]!.id,
          quantity: 1,
          reason: 'SIZE_TOO_SMALL',
          exchangeVariantId: medium,
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const request: ReturnRequest = res.json().returnRequest;
    await moveThrough(request, [
      { status: 'APPROVED' },
      { status: 'RECEIVED' },
      { status: 'COMPLETED' },
    ]);
    const mails = await mailsAbout(request.requestNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `आपकी एक्सचेंज रिक्वेस्ट ${request.requestNumber} हमें मिल गई है (ऑर्डर ${order.orderNumber}) | Little Sprouts`,
      `आपकी एक्सचेंज रिक्वेस्ट ${request.requestNumber} मंज़ूर हो गई है (ऑर्डर ${order.orderNumber}) | Little Sprouts`,
      `आपकी एक्सचेंज रिक्वेस्ट ${request.requestNumber} का सामान हमें मिल गया है (ऑर्डर ${order.orderNumber}) | Little Sprouts`,
      `आपकी एक्सचेंज रिक्वेस्ट ${request.requestNumber} पूरी हो गई है (ऑर्डर ${order.orderNumber}) | Little Sprouts`,
    ]);
    const [requested, approved, , completed] = mails;
    expect(requested!.textBody).toContain(
      '- Dino Romper (साइज़ 0-3M, Blush Pink) x 1: साइज़ छोटा है, बदले में साइज़ 3-6M',
    );
    expect(approved!.textBody).toContain('सामान वापस कैसे भेजें: सामान बिना इस्तेमाल किए');
    expect(completed!.textBody).toMatch(/नए साइज़ ऑर्डर LS-\S+ में बिना किसी चार्ज के/);
    expect(requested!.htmlBody).toContain(`<strong>रिक्वेस्ट ${request.requestNumber}</strong>, ऑर्डर`);
    for (const mail of mails) {
      expectHindiMail(
        { subject: mail.subject, text: mail.textBody, html: mail.htmlBody, headers: mail.headers },
        { catalogues: ['returns', 'mail'], publicUrl: PUBLIC_URL, ownersWords },
      );
    }
  });

  it('say in Hindi that a refund went out, with the shop’s note as the shop wrote it', async () => {
    const { token, order } = await hindiDeliveredOrder();
    const res = await askForReturn(t, token, order.id, {
      type: 'RETURN',
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'CHANGED_MIND' }],
      refundUpiId: 'priya.sharma@okaxis',
    });
    expect(res.statusCode).toBe(201);
    const request: ReturnRequest = res.json().returnRequest;
    await moveThrough(request, [
      { status: 'APPROVED' },
      { status: 'RECEIVED' },
      { status: 'COMPLETED', adminNote: 'Refund sent by UPI.' },
    ]);
    const completed = (await mailsAbout(request.requestNumber)).at(-1)!;
    expect(completed.subject).toBe(
      `आपकी रिटर्न रिक्वेस्ट ${request.requestNumber} पूरी हो गई है (ऑर्डर ${order.orderNumber}) | Little Sprouts`,
    );
    expect(completed.textBody).toContain('हमने ₹450.00 आपकी बताई UPI ID पर लौटा दिए हैं।');
    expect(completed.textBody).toContain('Little Sprouts का संदेश: Refund sent by UPI.');
    expect(completed.textBody).toContain('मेरा मन बदल गया');
    expect(completed.textBody).not.toContain('priya.sharma');
    // The credit note's and the invoice's numbers are the shop's series.
    expect(completed.textBody).toMatch(/हमारा क्रेडिट नोट \S+ बिल \S+ को इतनी रकम से कम करता है/);
    const numbers = [...completed.textBody.matchAll(/(?:क्रेडिट नोट|बिल) (\S+)/g)].map((m) => m[1]!);
    expectHindiMail(
      {
        subject: completed.subject,
        text: completed.textBody,
        html: completed.htmlBody,
        headers: completed.headers,
      },
      {
        catalogues: ['returns', 'mail'],
        publicUrl: PUBLIC_URL,
        ownersWords: [...ownersWords, 'Refund sent by UPI.', ...numbers],
      },
    );
  });
});
