import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { User } from '@shop/contracts/accounts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPgliteFolder, wrapPostgres, type Database } from '../db/client.ts';
import { carts, mailOutbox, orders, products, productVariants } from '../db/schema.ts';
import type { MailingDeps } from '../mail/mail-outbox.ts';
import {
  bearer,
  createRecordingMailer,
  relaxedRateLimits,
  signInAdmin,
  TEST_JWT_SECRET,
  useTestApp,
  type TestApp,
} from '../test/test-app.ts';
import { migratedPgliteIn } from '../test/test-database.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { placeOrderAs } from '../orders/orders-fixtures.ts';
import { sendCartReminders } from './cart-reminders.service.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const PUBLIC_URL = 'https://shop.example.in';
const HOURS = 24;

const t = await useTestApp({ outboxIntervalMs: 20 }, { PUBLIC_URL });
const depsOf = (db: Database['db']): MailingDeps => ({
  db,
  publicUrl: PUBLIC_URL,
  secret: TEST_JWT_SECRET,
  afterCommit: () => {},
});
const deps = depsOf(t.database.db);

/** A shop selling a romper and a frock, with its admin. */
async function shopIn(app: TestApp) {
  const admin = await signInAdmin(app);
  const category = await createCategoryVia(app, admin, { name: `Rompers ${randomUUID()}` });
  const product = (name: string, variants: ReturnType<typeof variant>[]) =>
    createProductVia(app, admin, { name, categoryId: category.id, variants });
  return {
    romper: await product('Dino Romper', [variant('0-3M', 649.5, 50), variant('3-6M', 699, 50)]),
    frock: await product('Mango Frock', [variant('1-2Y', 899, 50)]),
  };
}
const shop = await shopIn(t);

let shopperCounter = 0;
type Shopper = { token: string; user: User };

/** A customer registered through the API (ticking the consent box or not) with a cart. */
async function shopperWithCart(
  app: FastifyInstance,
  lines: { variantId: string; quantity: number }[],
  marketingConsent = true,
): Promise<Shopper> {
  const name = `resting${process.pid}x${++shopperCounter}${randomUUID().slice(0, 6)}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username: name,
      email: `${name}@example.com`,
      password: 'Sunny-days-42',
      firstName: 'Meera',
      marketingConsent,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: name, password: 'Sunny-days-42' },
  });
  const { token, user } = login.json() as Shopper;
  for (const line of lines) {
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(token),
      payload: { productVariantId: line.variantId, quantity: line.quantity },
    });
    if (added.statusCode !== 200) throw new Error(`cart add: ${added.body}`);
  }
  return { token, user };
}

const oneRomper = () => [{ variantId: shop.romper.variants[0]!.id, quantity: 1 }];

/** The cart last changed `hours` ago (as the trigger on its lines would have recorded). */
const restFor = (db: Database['db'], userId: string, hours: number) =>
  db
    .update(carts)
    .set({ changedAt: sql`now() - ${hours} * interval '1 hour'` })
    .where(eq(carts.userId, userId));
const remindedDaysAgo = (db: Database['db'], userId: string, days: number) =>
  db
    .update(carts)
    .set({ remindedAt: sql`now() - ${days} * interval '1 day'` })
    .where(eq(carts.userId, userId));

/** The cart reminders queued for that address, oldest first. */
const remindersTo = (db: Database['db'], email: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'CART_REMINDER')))
    .orderBy(mailOutbox.createdAt);

const setVariant = (
  variantId: string,
  values: Partial<
    Pick<typeof productVariants.$inferInsert, 'stock' | 'originalPricePaise' | 'discountPricePaise'>
  >,
) => t.database.db.update(productVariants).set(values).where(eq(productVariants.id, variantId));

describe('who gets a cart reminder', () => {
  it('only a customer who agreed to reminders', async () => {
    const consenting = await shopperWithCart(t.app, oneRomper());
    const declined = await shopperWithCart(t.app, oneRomper(), false);
    await restFor(t.database.db, consenting.user.id, HOURS + 1);
    await restFor(t.database.db, declined.user.id, HOURS + 1);
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, consenting.user.email)).toHaveLength(1);
    expect(await remindersTo(t.database.db, declined.user.email)).toEqual([]);
  });

  it('not before the cart has rested CART_REMINDER_HOURS', async () => {
    const shopper = await shopperWithCart(t.app, oneRomper());
    await restFor(t.database.db, shopper.user.id, HOURS - 1);
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toEqual([]);
    // Another setting, another wait: 12 hours are enough where the shop says so.
    await sendCartReminders(deps, 12);
    expect(await remindersTo(t.database.db, shopper.user.email)).toHaveLength(1);
  });

  it('not after an order placed since the cart last changed', async () => {
    const shopper = await shopperWithCart(t.app, [
      { variantId: shop.frock.variants[0]!.id, quantity: 1 },
    ]);
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(shopper.token),
      payload: {
        fullName: 'Meera Iyer',
        phone: '9845012345',
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      },
    });
    const placed = await placeOrderAs(t, shopper.token, address.json().address.id);
    expect(placed.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(shopper.token),
      payload: { productVariantId: shop.romper.variants[0]!.id, quantity: 1 },
    });
    // The romper went in the cart a day ago and the frock was ordered since (another device).
    await restFor(t.database.db, shopper.user.id, HOURS + 5);
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toEqual([]);
    // Had the order come before the cart's last change, the cart would be reminded.
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - ${HOURS + 6} * interval '1 hour'` })
      .where(eq(orders.id, placed.json().order.id));
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toHaveLength(1);
  });

  it('not twice for the same resting cart, however long it rests', async () => {
    const shopper = await shopperWithCart(t.app, oneRomper());
    await restFor(t.database.db, shopper.user.id, HOURS + 1);
    expect(await sendCartReminders(deps, HOURS)).toBeGreaterThanOrEqual(1);
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toHaveLength(1);
    // Weeks later, untouched: still the cart that was reminded.
    await restFor(t.database.db, shopper.user.id, 30 * 24);
    await remindedDaysAgo(t.database.db, shopper.user.id, 29);
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toHaveLength(1);
  });

  it('at most once in CART_REMINDER_GAP_DAYS (7), even when the cart changed since', async () => {
    const shopper = await shopperWithCart(t.app, oneRomper());
    // Reminded three days ago; the cart changed two days ago and has rested since.
    await remindedDaysAgo(t.database.db, shopper.user.id, 3);
    await restFor(t.database.db, shopper.user.id, 48);
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toEqual([]);
    await remindedDaysAgo(t.database.db, shopper.user.id, 8);
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toHaveLength(1);
  });

  it('nobody whose cart is empty', async () => {
    const shopper = await shopperWithCart(t.app, oneRomper());
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: bearer(shopper.token),
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${cart.json().items[0].id}`,
      headers: bearer(shopper.token),
    });
    await restFor(t.database.db, shopper.user.id, HOURS + 1);
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toEqual([]);
  });
});

describe('the reminder mail', () => {
  it("lists the cart as it stands today: today's price, a sold-out line said so, a button to the cart", async () => {
    const romper = shop.romper.variants[1]!;
    const frock = shop.frock.variants[0]!;
    const shopper = await shopperWithCart(t.app, [
      { variantId: romper.id, quantity: 2 },
      { variantId: frock.id, quantity: 1 },
    ]);
    // Since it went in the cart: the romper is on sale, the frock sold out.
    await setVariant(romper.id, { originalPricePaise: 59_900, discountPricePaise: 10_000 });
    await setVariant(frock.id, { stock: 0 });
    await restFor(t.database.db, shopper.user.id, HOURS + 1);
    await sendCartReminders(deps, HOURS);
    const [mail] = await remindersTo(t.database.db, shopper.user.email);
    await setVariant(frock.id, { stock: 50 });
    expect(mail).toMatchObject({
      subject: 'Your cart at Little Sprouts is waiting',
      kind: 'CART_REMINDER',
    });
    const romperUrl = `${PUBLIC_URL}/product/${shop.romper.slug}`;
    const frockUrl = `${PUBLIC_URL}/product/${shop.frock.slug}`;
    expect(mail!.textBody).toContain('Hello Meera,');
    expect(mail!.textBody).toContain(
      `- Dino Romper: Size 3-6M, Blush Pink, quantity 2. ₹599.00 each (was ₹699.00). In stock. ${romperUrl}`,
    );
    expect(mail!.textBody).toContain(
      `- Mango Frock: Size 1-2Y, Blush Pink, quantity 1. Sold out or no longer available. ${frockUrl}`,
    );
    expect(mail!.textBody).toContain(`Go to my cart: ${PUBLIC_URL}/cart`);
    expect(mail!.textBody).toContain(
      'You get this because you agreed to reminders from Little Sprouts when you signed up or in your profile.',
    );
    const stop = /Stop cart reminders: (\S+)$/.exec(mail!.textBody)![1]!;
    expect(stop).toMatch(new RegExp(`^${PUBLIC_URL}/unsubscribe\\?token=`));
    const token = decodeURIComponent(new URL(stop).searchParams.get('token')!);
    expect(await readUnsubscribeToken(TEST_JWT_SECRET, token)).toEqual({
      email: shopper.user.email,
      kind: 'CART_REMINDER',
    });
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const html = mail!.htmlBody!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Your cart at Little Sprouts is waiting</title>');
    expect(html).toContain('2 things you chose are still in your cart, at today&#39;s prices.');
    expect(html).toContain(`<a href="${PUBLIC_URL}/cart" class="mail-button"`);
    expect(html).toContain('>Go to my cart</a>');
    expect(html).toContain(`href="${romperUrl}" class="mail-link"`);
    expect(html).toContain('₹599.00 each (was ₹699.00). In stock');
    expect(html).toContain('Sold out or no longer available');
    expect(html).toMatch(/<img src="[^"]+-thumb\.webp" width="88"/);
    expect(html).toMatch(
      new RegExp(`<a href="${PUBLIC_URL}/unsubscribe\\?token=[^"]+"[^>]*>Stop cart reminders</a>`),
    );
    // And the outbox sends it as it is, headers and both parts.
    await expect
      .poll(() => t.mail.sent.find((sent) => sent.to === shopper.user.email), { timeout: 5000 })
      .toMatchObject({ text: mail!.textBody, html, headers: mail!.headers });
  });

  it('says when fewer are left than the cart holds, and when a product was taken off sale', async () => {
    const romper = shop.romper.variants[0]!;
    const shopper = await shopperWithCart(t.app, [
      { variantId: romper.id, quantity: 3 },
      { variantId: shop.frock.variants[0]!.id, quantity: 1 },
    ]);
    await setVariant(romper.id, { stock: 2 });
    const offSale = (status: 'DRAFT' | 'ACTIVE') =>
      t.database.db.update(products).set({ status }).where(eq(products.id, shop.frock.id));
    await offSale('DRAFT');
    await restFor(t.database.db, shopper.user.id, HOURS + 1);
    await sendCartReminders(deps, HOURS);
    await setVariant(romper.id, { stock: 50 });
    await offSale('ACTIVE');
    const [mail] = await remindersTo(t.database.db, shopper.user.email);
    expect(mail!.textBody).toContain('₹649.50 each. Only 2 left, fewer than in your cart.');
    expect(mail!.textBody).toContain(
      '- Mango Frock: Size 1-2Y, Blush Pink, quantity 1. Sold out or no longer available.',
    );
  });

  it('is not sent when nothing in the cart can be bought today, and the cart counts as reminded', async () => {
    const frock = shop.frock.variants[0]!;
    const shopper = await shopperWithCart(t.app, [{ variantId: frock.id, quantity: 1 }]);
    await setVariant(frock.id, { stock: 0 });
    await restFor(t.database.db, shopper.user.id, HOURS + 1);
    await sendCartReminders(deps, HOURS);
    await setVariant(frock.id, { stock: 50 });
    expect(await remindersTo(t.database.db, shopper.user.email)).toEqual([]);
    const [cart] = await t.database.db
      .select({ remindedAt: carts.remindedAt })
      .from(carts)
      .where(eq(carts.userId, shopper.user.id));
    expect(cart!.remindedAt).not.toBeNull();
    // Back in stock, the same resting cart is not mailed after all.
    await sendCartReminders(deps, HOURS);
    expect(await remindersTo(t.database.db, shopper.user.email)).toEqual([]);
  });

  it('queued but not yet sent, is not sent once consent is withdrawn in the profile', async () => {
    const shopper = await shopperWithCart(t.app, oneRomper());
    await restFor(t.database.db, shopper.user.id, HOURS + 1);
    // Held back, as if the outbox had not got to it yet.
    await t.database.db.transaction(async (tx) => {
      await sendCartReminders({ ...deps, db: tx }, HOURS);
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
        .where(eq(mailOutbox.recipient, shopper.user.email));
    });
    const withdrawn = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(shopper.token),
      payload: { marketingConsent: false },
    });
    expect(withdrawn.json().data.user).toMatchObject({ marketingConsent: false });
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.recipient, shopper.user.email));
    await expect
      .poll(async () => (await remindersTo(t.database.db, shopper.user.email))[0]!.sentAt, {
        timeout: 5000,
      })
      .not.toBeNull();
    const [skipped] = await remindersTo(t.database.db, shopper.user.email);
    expect(skipped!.skippedReason).toBe('Not sent: its recipient turned this kind of mail off.');
    expect(t.mail.sent.filter((sent) => sent.to === shopper.user.email)).toEqual([]);
  });
});

/** Another instance's own connections to the same database (on PGlite, the one database). */
function otherConnections(database: Database): Database {
  return database.kind === 'postgres'
    ? wrapPostgres(
        new pg.Pool({ connectionString: database.pool!.options.connectionString, max: 5 }),
      )
    : { ...database, close: async () => {} };
}

describe('two instances at once', () => {
  it('remind each resting cart once', async () => {
    const other = otherConnections(t.database);
    try {
      const shoppers: Shopper[] = [];
      for (let i = 0; i < 8; i++) shoppers.push(await shopperWithCart(t.app, oneRomper()));
      for (const shopper of shoppers) await restFor(t.database.db, shopper.user.id, HOURS + 1);
      const mailed = await Promise.all([
        sendCartReminders(deps, HOURS),
        sendCartReminders(depsOf(other.db), HOURS),
        sendCartReminders(deps, HOURS),
        sendCartReminders(depsOf(other.db), HOURS),
      ]);
      expect(mailed.reduce((sum, count) => sum + count, 0)).toBe(shoppers.length);
      for (const shopper of shoppers) {
        expect(await remindersTo(t.database.db, shopper.user.email)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

const testDatabaseUrl = inject('testDatabaseUrl');

/** The app's own settings for these tests, on the given database, its job every `everyMs`. */
async function appOn(database: Database, everyMs?: number): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  const mail = createRecordingMailer();
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL,
    }),
    database,
    mailer: mail,
    logger: false,
    webDistDir: path.join(dataDir, 'no-web-client'),
    rateLimits: relaxedRateLimits,
    ...(everyMs && { cartReminderIntervalMs: everyMs }),
  });
  await app.ready();
  return { app, database, mail, close: () => app.close() };
}

/**
 * One database that outlives the apps opened on it: a PostgreSQL database made from the suite's
 * template (each `open` a new pool, as another instance's), or an embedded one in a folder
 * (opened again after the last app closed it, as a restart does).
 */
async function lastingDatabase(): Promise<{ open(): Promise<Database> }> {
  if (testDatabaseUrl) {
    const name = `${inject('pgTemplateDatabase')}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplateDatabase')}`);
    await admin.end();
    afterAll(async () => {
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    });
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    return {
      open: async () => wrapPostgres(new pg.Pool({ connectionString: url.toString(), max: 5 })),
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-reminders-'));
  await (await migratedPgliteIn(dataDir)).close();
  return { open: () => openPgliteFolder(path.join(dataDir, 'db')) };
}

describe('the reminders across restarts', () => {
  it('remind, at the next start, a cart that came due while the shop was stopped', async () => {
    const database = await lastingDatabase();
    const before = await appOn(await database.open());
    const beforeShop = await shopIn(before);
    const shopper = await shopperWithCart(before.app, [
      { variantId: beforeShop.romper.variants[0]!.id, quantity: 1 },
    ]);
    await before.close();

    // While stopped, the day passes.
    const resting = await database.open();
    await restFor(resting.db, shopper.user.id, HOURS + 1);
    await resting.close();

    const after = await appOn(await database.open());
    try {
      await expect
        .poll(async () => (await remindersTo(after.database.db, shopper.user.email)).length, {
          timeout: 5000,
        })
        .toBe(1);
      await expect
        .poll(() => after.mail.sent.filter((sent) => sent.to === shopper.user.email).length, {
          timeout: 5000,
        })
        .toBe(1);
    } finally {
      await after.close();
    }
  });
});

describe.runIf(testDatabaseUrl)('two app instances on one PostgreSQL database', () => {
  it('each run the job every 20 ms, and every resting cart gets one mail', async () => {
    const database = await lastingDatabase();
    const first = await appOn(await database.open(), 20);
    const second = await appOn(await database.open(), 20);
    try {
      const lastingShop = await shopIn(first);
      const shoppers: Shopper[] = [];
      for (let i = 0; i < 10; i++) {
        shoppers.push(
          await shopperWithCart(first.app, [
            { variantId: lastingShop.frock.variants[0]!.id, quantity: 1 },
          ]),
        );
      }
      // All come due at once, while both instances look every 20 ms.
      await first.database.db
        .update(carts)
        .set({ changedAt: sql`now() - ${HOURS + 1} * interval '1 hour'` });
      await expect
        .poll(
          async () =>
            (
              await first.database.db
                .select()
                .from(mailOutbox)
                .where(eq(mailOutbox.kind, 'CART_REMINDER'))
            ).length,
          { timeout: 10_000 },
        )
        .toBe(shoppers.length);
      // A few more rounds of both, which must find nothing left to do.
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const shopper of shoppers) {
        expect(await remindersTo(first.database.db, shopper.user.email)).toHaveLength(1);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
