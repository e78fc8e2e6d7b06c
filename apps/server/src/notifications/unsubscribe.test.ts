import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { mailOptOuts, mailOutbox, users } from '../db/schema.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { createMailer } from '../mail/mailer.ts';
import {
  bearer,
  createTestApp,
  multipart,
  relaxedRateLimits,
  signInAdmin,
  signUpCustomer,
  TEST_JWT_SECRET,
  useTestApp,
} from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, deliverOrderVia, placeOrderAs } from '../orders/orders-fixtures.ts';
import { signUnsubscribeToken, unsubscribeLinks } from './unsubscribe-token.ts';
import { unsubscribeTokenFor } from './unsubscribe-fixtures.ts';

// The mail folder the shop writes to without SMTP_URL: what a skipped mail must never reach.
const mailDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-unsubscribe-')), 'mail');
const t = await useTestApp({
  mailer: createMailer({
    smtpUrl: undefined,
    from: async () => 'Little Sprouts <orders@littlesprouts.example>',
    mailDir,
    logger: pino({ level: 'silent' }),
  }),
  outboxIntervalMs: 20,
});
const { db } = t.database;

const tokenFor = unsubscribeTokenFor;
const unsubscribe = (method: 'POST' | 'DELETE', token: string, extra: object = {}) =>
  t.app.inject({ method, url: `/api/unsubscribe?token=${encodeURIComponent(token)}`, ...extra });
const optOutsOf = (email: string) =>
  db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.email, email));
const consentOf = async (email: string) =>
  (
    await db
      .select({ consent: users.marketingConsent, at: users.marketingConsentAt })
      .from(users)
      .where(eq(users.email, email))
  )[0]!;

let addressCounter = 0;
const freshAddress = () => `reader${process.pid}-${++addressCounter}@example.com`;

describe('the unsubscribe link', () => {
  it('turns a kind of mail off without signing in, and DELETE turns it on again; both repeatable', async () => {
    const email = freshAddress();
    const token = await tokenFor(email, 'STOCK_ALERT');
    for (let round = 0; round < 2; round++) {
      const off = await unsubscribe('POST', token);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({
        kind: 'STOCK_ALERT',
        email,
        subscribed: false,
        message: `You will no longer get back-in-stock alerts at ${email}.`,
      });
      expect(await optOutsOf(email)).toEqual([{ kind: 'STOCK_ALERT' }]);
    }
    for (let round = 0; round < 2; round++) {
      const on = await unsubscribe('DELETE', token);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({
        kind: 'STOCK_ALERT',
        email,
        subscribed: true,
        message: `You will get back-in-stock alerts at ${email} again.`,
      });
      expect(await optOutsOf(email)).toEqual([]);
    }
  });

  it('turns off only the kind its mail was: review invitations stay apart from alerts', async () => {
    const email = freshAddress();
    const off = await unsubscribe('POST', await tokenFor(email, 'REVIEW_INVITATION'));
    expect(off.json().message).toBe(
      `You will no longer get invitations to review what you bought at ${email}.`,
    );
    expect(await optOutsOf(email)).toEqual([{ kind: 'REVIEW_INVITATION' }]);
  });

  it("of a cart reminder withdraws the account's marketing consent (the profile shows it), and DELETE gives it again", async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: `consenting${process.pid}`,
        email: freshAddress(),
        password: 'Mango-lassi-7',
        marketingConsent: true,
      },
    });
    const { email } = registered.json().user as { email: string };
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: email, password: 'Mango-lassi-7' },
    });
    const token = await tokenFor(email.toUpperCase(), 'CART_REMINDER');
    const off = await unsubscribe('POST', token);
    expect(off.json()).toMatchObject({
      kind: 'CART_REMINDER',
      subscribed: false,
      message: `You will no longer get reminders about your cart at ${email}.`,
    });
    expect(await consentOf(email)).toEqual({ consent: false, at: null });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(login.json().token),
    });
    expect(JSON.stringify(me.json())).toContain('"marketingConsent":false');
    // Consent is the account's; nothing is kept in the opt-out list for it.
    expect(await optOutsOf(email)).toEqual([]);

    const on = await unsubscribe('DELETE', token);
    expect(on.json()).toMatchObject({
      subscribed: true,
      message: `You will get reminders about your cart at ${email} again.`,
    });
    expect((await consentOf(email)).consent).toBe(true);
    expect((await consentOf(email)).at).not.toBeNull();
  });

  it('of a cart reminder to an address with no account just answers', async () => {
    const email = freshAddress();
    const off = await unsubscribe('POST', await tokenFor(email, 'CART_REMINDER'));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ email, subscribed: false });
  });

  it('answers a mail client’s one-click POST (RFC 8058), as a form or multipart, with 200', async () => {
    const email = freshAddress();
    const token = await tokenFor(email, 'STOCK_ALERT');
    const form = await unsubscribe('POST', token, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ email, subscribed: false });
    expect(await optOutsOf(email)).toEqual([{ kind: 'STOCK_ALERT' }]);
    const parts = await multipart({ 'List-Unsubscribe': 'One-Click' });
    const multi = await unsubscribe('POST', token, parts);
    expect(multi.statusCode).toBe(200);
    expect(multi.json()).toMatchObject({ email, subscribed: false });
  });

  it('refuses a token that is not ours with 400 and the contract’s error body', async () => {
    const email = freshAddress();
    const customer = await signUpCustomer(t.app);
    const genuine = await tokenFor(email, 'STOCK_ALERT');
    const foreign = await signUnsubscribeToken('another-shops-secret-that-is-long-enough', {
      email,
      kind: 'STOCK_ALERT',
    });
    const tampered = `${genuine.slice(0, -4)}AAAA`;
    for (const token of ['nonsense', foreign, tampered, customer.token]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await unsubscribe(method, token);
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.json()).toEqual({
          message: 'This unsubscribe link is not valid.',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'token', message: 'This unsubscribe link is not valid.' }],
        });
      }
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(await optOutsOf(email)).toEqual([]);
  });

  it('is the link the headers carry: the List-Unsubscribe URL works as it stands', async () => {
    const email = freshAddress();
    const links = await unsubscribeLinks(
      { publicUrl: 'https://shop.example.in', secret: TEST_JWT_SECRET },
      { email, kind: 'REVIEW_INVITATION' },
    );
    const url = /^<https:\/\/shop\.example\.in(\/api\/unsubscribe\?token=[^>]+)>$/.exec(
      links.headers['List-Unsubscribe']!,
    )![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await optOutsOf(email)).toEqual([{ kind: 'REVIEW_INVITATION' }]);
  });
});

describe('the limit of unsubscribe calls', () => {
  it('counts POST and DELETE together per address: 429 past the limit, other addresses unaffected', async () => {
    const limited = await createTestApp({
      rateLimits: { ...relaxedRateLimits, unsubscribePerIp: { max: 3, windowMs: 60_000 } },
    });
    try {
      const url = `/api/unsubscribe?token=${encodeURIComponent(await tokenFor(freshAddress(), 'STOCK_ALERT'))}`;
      const from = (ip: string, method: 'POST' | 'DELETE') =>
        limited.app.inject({ method, url, remoteAddress: ip });
      const statuses = [];
      for (const method of ['POST', 'DELETE', 'POST', 'DELETE'] as const) {
        statuses.push((await from('203.0.113.7', method)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await from('203.0.113.7', 'POST');
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('203.0.113.8', 'POST')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the outbox after an unsubscribe', () => {
  const outboxRow = async (subject: string) =>
    (await db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0]!;
  const writtenMails = () => (existsSync(mailDir) ? readdirSync(mailDir) : []);

  it('skips a queued mail of the kind turned off (nothing written), while order mails still go', async () => {
    const admin = await signInAdmin(t);
    const category = await createCategoryVia(t, admin, { name: 'Unsubscribe Rompers' });
    const romper = await createProductVia(t, admin, {
      name: 'Opt-out Romper',
      categoryId: category.id,
      variants: [variant('0-3M', 450, 20)],
    });
    const buyer = await customerWithCart(t, [{ variantId: romper.variants[0]!.id, quantity: 1 }]);
    await unsubscribe('POST', await tokenFor(buyer.email, 'STOCK_ALERT'));
    const before = writtenMails().length;
    // Queued later than the opt-out, or before it and still waiting: the last check decides.
    await enqueueMail(
      db,
      { to: buyer.email, subject: `Back in stock ${process.pid}`, text: 'It is back.' },
      { kind: 'STOCK_ALERT' },
    );
    await enqueueMail(
      db,
      { to: buyer.email, subject: `Worth a review ${process.pid}`, text: 'Tell us.' },
      { kind: 'REVIEW_INVITATION' },
    );
    const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(placed.statusCode).toBe(201);
    const { orderNumber } = placed.json().order as { orderNumber: string };

    await expect
      .poll(async () => (await outboxRow(`Back in stock ${process.pid}`)).sentAt, {
        timeout: 5000,
      })
      .not.toBeNull();
    await expect
      .poll(async () => (await outboxRow(`Worth a review ${process.pid}`)).sentAt, {
        timeout: 5000,
      })
      .not.toBeNull();
    const skipped = await outboxRow(`Back in stock ${process.pid}`);
    expect(skipped.skippedReason).toBe('Not sent: its recipient turned this kind of mail off.');
    expect((await outboxRow(`Worth a review ${process.pid}`)).skippedReason).toBeNull();
    const confirmation = (
      await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, buyer.email))
    ).find((row) => row.subject.includes(orderNumber))!;
    await expect
      .poll(
        async () =>
          (await db.select().from(mailOutbox).where(eq(mailOutbox.id, confirmation.id)))[0]!.sentAt,
        { timeout: 5000 },
      )
      .not.toBeNull();
    // Written: the review invitation and the order's mail; never the alert turned off.
    await expect.poll(() => writtenMails().length - before, { timeout: 5000 }).toBe(2);
    const written = writtenMails()
      .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
      .join('\n');
    expect(written).toContain(`Subject: Worth a review ${process.pid}`);
    expect(written).toContain(orderNumber);
    expect(written).not.toContain('Back in stock');
    const stillOptedOut = await db
      .select()
      .from(mailOptOuts)
      .where(and(eq(mailOptOuts.email, buyer.email), eq(mailOptOuts.kind, 'STOCK_ALERT')));
    expect(stillOptedOut).toHaveLength(1);
  });

  it("skips a delivered order's review invitation once its own one-click header was used", async () => {
    const admin = await signInAdmin(t);
    const category = await createCategoryVia(t, admin, { name: 'Invited Rompers' });
    const romper = await createProductVia(t, admin, {
      name: 'Invited Romper',
      categoryId: category.id,
      variants: [variant('0-3M', 450, 20)],
    });
    const buyer = await customerWithCart(t, [{ variantId: romper.variants[0]!.id, quantity: 1 }]);
    const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
    const order = placed.json().order as { id: string; orderNumber: string };
    await deliverOrderVia(t, admin, order.id);
    const [invitation] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, 'REVIEW_INVITATION')));
    const listUnsubscribe = invitation!.headers!['List-Unsubscribe']!;
    const url = new URL(/^<(.+)>$/.exec(listUnsubscribe)![1]!);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    // Its three days are over.
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, invitation!.id));
    await expect
      .poll(async () => (await outboxRow(invitation!.subject)).skippedReason, { timeout: 5000 })
      .toBe('Not sent: its recipient turned this kind of mail off.');
  });
});
