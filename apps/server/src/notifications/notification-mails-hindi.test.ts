import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { carts, mailOutbox, productVariants } from '../db/schema.ts';
import type { MailingDeps } from '../mail/mail-outbox.ts';
import {
  bearer,
  signInAdmin,
  signUpCustomer,
  TEST_JWT_SECRET,
  useTestApp,
} from '../test/test-app.ts';
import { expectHindiMail } from '../test/hindi-mails.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { alertsOf, queuedStockAlertMails, saveStockVia } from './stock-alerts-fixtures.ts';
import { dispatchStockAlerts } from './stock-alert-dispatch.service.ts';
import { sendCartReminders } from './cart-reminders.service.ts';

const PUBLIC_URL = 'https://shop.example.in';
// The app's own rounds are an hour away: these tests run the jobs themselves.
const t = await useTestApp(
  { stockAlertIntervalMs: 3_600_000, cartReminderIntervalMs: 3_600_000 },
  { PUBLIC_URL },
);
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Frocks' });
const deps: MailingDeps = {
  db: t.database.db,
  publicUrl: PUBLIC_URL,
  secret: TEST_JWT_SECRET,
  afterCommit: () => {},
};

/** POST /api/products/:id/stock-alerts with the page's language in Accept-Language. */
const askInLanguage = (
  productId: string,
  body: { variantId: string; email?: string },
  acceptLanguage: string | undefined,
  token?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-alerts`,
    headers: {
      ...(acceptLanguage && { 'accept-language': acceptLanguage }),
      ...(token && bearer(token)),
    },
    payload: body,
  });

describe('a back-in-stock alert asked on a Hindi page', () => {
  it('is mailed in Hindi, to the Hindi product page with the size chosen; one asked in English stays English', async () => {
    const frock = await createProductVia(t, admin, {
      name: `Star Frock ${randomUUID().slice(0, 8)}`,
      categoryId: category.id,
      variants: [variant('2-3Y', 899, 0, { discountPrice: 100 }), variant('3-4Y', 899, 5)],
    });
    const size = frock.variants[0]!;
    const visitor = `hindi-${randomUUID().slice(0, 8)}@example.com`;
    const english = `english-${randomUUID().slice(0, 8)}@example.com`;
    // A customer whose account reads English, asking on a Hindi page: the page decides.
    const customer = await signUpCustomer(t.app);
    expect(customer.user.language).toBe('en');
    const asked = [
      await askInLanguage(
        frock.id,
        { variantId: size.id, email: visitor },
        'hi-IN,hi;q=0.9,en;q=0.8',
      ),
      await askInLanguage(frock.id, { variantId: size.id, email: english }, undefined),
      await askInLanguage(frock.id, { variantId: size.id }, 'hi', customer.token),
    ];
    expect(asked.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const languages = new Map((await alertsOf(t, size.id)).map((a) => [a.email, a.language]));
    expect(Object.fromEntries(languages)).toEqual({
      [visitor]: 'hi',
      [english]: 'en',
      [customer.user.email]: 'hi',
    });

    await saveStockVia(t, admin, frock, [3, 5]);
    expect(await dispatchStockAlerts(deps)).toBe(3);
    const mails = (await queuedStockAlertMails(t)).filter((mail) => languages.has(mail.to));
    const mailTo = (email: string) => mails.find((mail) => mail.to === email)!;

    for (const email of [visitor, customer.user.email]) {
      const mail = mailTo(email);
      expect(mail.subject).toBe(`फिर से स्टॉक में: ${frock.name}, साइज़ 2-3Y`);
      expect(mail.text).toContain(`${frock.name} का साइज़ 2-3Y फिर से स्टॉक में है।`);
      expect(mail.text).toContain('आज की कीमत: ₹899.00 (पहले ₹999.00)');
      expect(mail.text).toContain(
        `शॉप में देखें: ${PUBLIC_URL}/hi/product/${frock.slug}?variant=${size.id}`,
      );
      expect(mail.text).toMatch(
        new RegExp(`स्टॉक में वापसी के अलर्ट बंद करें: ${PUBLIC_URL}/hi/unsubscribe\\?token=`),
      );
      expect(mail.headers!['List-Unsubscribe']).toMatch(
        new RegExp(`^<${PUBLIC_URL}/api/unsubscribe\\?token=`),
      );
      expectHindiMail(mail, {
        catalogues: ['notifications'],
        publicUrl: PUBLIC_URL,
        ownersWords: [frock.name, 'Blush Pink', 'Little Sprouts'],
      });
    }
    const inEnglish = mailTo(english);
    expect(inEnglish.subject).toBe(`Back in stock: ${frock.name}, size 2-3Y`);
    expect(inEnglish.text).toContain(`${PUBLIC_URL}/product/${frock.slug}?variant=${size.id}`);
    expect(inEnglish.html).toContain('<html lang="en">');
    expect(inEnglish.headers!['Content-Language']).toBeUndefined();
  });
});

describe('the cart reminder of a customer who reads the shop in Hindi', () => {
  it('is in Hindi, its plurals too, with links to the Hindi cart and products', async () => {
    const romper = await createProductVia(t, admin, {
      name: 'Dino Romper',
      categoryId: category.id,
      variants: [variant('0-3M', 649.5, 50), variant('3-6M', 699, 50)],
    });
    const name = `meera${randomUUID().slice(0, 8)}`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: name,
        email: `${name}@example.com`,
        password: 'Sunny-days-42',
        firstName: 'Meera',
        marketingConsent: true,
        language: 'hi',
      },
    });
    expect(registered.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: name, password: 'Sunny-days-42' },
    });
    const { token, user } = login.json();
    expect(user.language).toBe('hi');
    for (const line of romper.variants) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: bearer(token),
        payload: { productVariantId: line.id, quantity: 2 },
      });
      expect(added.statusCode).toBe(200);
    }
    // One size is down to its last piece since it went in the cart.
    await t.database.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(eq(productVariants.id, romper.variants[1]!.id));
    await t.database.db
      .update(carts)
      .set({ changedAt: sql`now() - interval '2 days'` })
      .where(eq(carts.userId, user.id));

    await sendCartReminders(deps, 24);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.kind, 'CART_REMINDER')));
    expect(mail!.subject).toBe('Little Sprouts पर आपका कार्ट आपकी राह देख रहा है');
    expect(mail!.textBody).toContain('नमस्ते Meera जी,');
    expect(mail!.textBody).toContain(
      `- Dino Romper: साइज़ 0-3M, Blush Pink, संख्या 2. ₹649.50 प्रति पीस. स्टॉक में है. ${PUBLIC_URL}/hi/product/${romper.slug}`,
    );
    expect(mail!.textBody).toContain('सिर्फ़ 1 बचा है, आपके कार्ट से कम');
    expect(mail!.textBody).toContain(`मेरे कार्ट पर जाएँ: ${PUBLIC_URL}/hi/cart`);
    expect(mail!.htmlBody).toContain('आपकी चुनी 2 चीज़ें अब भी आपके कार्ट में हैं, आज की कीमतों के साथ।');
    expectHindiMail(
      {
        subject: mail!.subject,
        text: mail!.textBody,
        html: mail!.htmlBody,
        headers: mail!.headers,
      },
      {
        catalogues: ['notifications', 'mail'],
        publicUrl: PUBLIC_URL,
        ownersWords: ['Dino Romper', 'Blush Pink', 'Little Sprouts', 'Meera'],
      },
    );
  });
});
