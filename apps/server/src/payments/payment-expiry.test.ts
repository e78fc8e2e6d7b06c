import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import type { Order } from '@shop/contracts/orders';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPgliteFolder, wrapPostgres, type Database } from '../db/client.ts';
import { orderStatusHistory, orders, productVariants } from '../db/schema.ts';
import type { MailingDeps } from '../mail/mail-outbox.ts';
import {
  createRecordingMailer,
  relaxedRateLimits,
  signInAdmin,
  TEST_JWT_SECRET,
  useTestApp,
  type TestApp,
} from '../test/test-app.ts';
import { migratedPgliteIn } from '../test/test-database.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { queuedMails, stockOf } from '../orders/orders-fixtures.ts';
import { enableUpi, giveReference, placedUpiOrder, runOutOfTime } from './payments-fixtures.ts';
import { expireUnpaidOrders } from './payment-expiry.service.ts';

const PUBLIC_URL = 'https://shop.example.in';

/** The app's own settings for these tests, on the given database. */
async function appOn(database: Database, paymentExpiryIntervalMs?: number): Promise<TestApp> {
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
    ...(paymentExpiryIntervalMs && { paymentExpiryIntervalMs }),
  });
  await app.ready();
  return { app, database, mail, close: () => app.close() };
}

/** A shop that takes UPI and sells one romper, with its admin. */
async function upiShop(t: TestApp) {
  const admin = await signInAdmin(t);
  await enableUpi(t, admin);
  const category = await createCategoryVia(t, admin, { name: `Rompers ${randomUUID()}` });
  const romper = await createProductVia(t, admin, {
    name: 'Dino Romper',
    categoryId: category.id,
    variants: [variant('0-3M', 649.5, 50)],
  });
  return { admin, romper, lines: [{ variantId: romper.variants[0]!.id, quantity: 2 }] };
}

/** The romper's stock in the database (the job empties the public cache in the app, not here). */
const storedStock = async (t: TestApp, variantId: string) =>
  (
    await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]!.stock;

const rowOf = async (t: TestApp, orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** Asserts the order was cancelled for want of payment exactly once, with one mail. */
async function expectExpiredOnce(t: TestApp, order: Order) {
  const row = await rowOf(t, order.id);
  expect(row).toMatchObject({
    deliveryStatus: 'CANCELED',
    paymentStatus: 'FAILED',
    paymentExpiresAt: null,
  });
  const cancellations = await t.database.db
    .select()
    .from(orderStatusHistory)
    .where(
      and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'CANCELED')),
    );
  expect(cancellations).toHaveLength(1);
  const mails = (await queuedMails(t, order.orderNumber)).filter((m) =>
    m.subject.includes('the time to pay ran out'),
  );
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

const t = await useTestApp({}, { PUBLIC_URL });
const shop = await upiShop(t);
const deps: MailingDeps = { db: t.database.db, publicUrl: PUBLIC_URL, afterCommit: () => {} };

describe('the expiry of unpaid UPI orders', () => {
  it('cancels an order past its time with no reference: stock back, timeline CANCELED, payment FAILED, one mail', async () => {
    const variantId = shop.romper.variants[0]!.id;
    const stock = await storedStock(t, variantId);
    const { buyer, order } = await placedUpiOrder(t, shop.lines);
    const waiting = await placedUpiOrder(t, shop.lines);
    const verifying = await placedUpiOrder(t, shop.lines);
    await giveReference(t, verifying.buyer.token, verifying.order.id, '433512340001');
    await runOutOfTime(t, order.id);
    await runOutOfTime(t, verifying.order.id);
    expect(await storedStock(t, variantId)).toBe(stock - 6);

    expect(await expireUnpaidOrders(deps)).toBe(1);
    const mail = await expectExpiredOnce(t, order);
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toBe(
      `Your Little Sprouts order ${order.orderNumber} has been cancelled: the time to pay ran out`,
    );
    expect(mail.text).toContain(
      `We did not receive the UPI payment of ₹1,299.00 for order ${order.orderNumber} in time, so the order has been cancelled and nothing is due.`,
    );
    expect(mail.text).toContain('Dino Romper (size 0-3M, Blush Pink) x 2');
    expect(mail.text).toContain(`Your orders: ${PUBLIC_URL}/myaccount/order`);
    expect(mail.html).toContain(`<strong>${order.orderNumber}</strong>`);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const expired = (mine.json().orders as Order[])[0]!;
    expect(expired.statusHistory.map((entry) => entry.status)).toEqual(['PENDING', 'CANCELED']);
    expect(expired.payment).toMatchObject({ status: 'FAILED', expiresAt: null, upiUri: null });
    // Still waiting (its time has not come), or given a reference in time: left alone.
    expect((await rowOf(t, waiting.order.id)).paymentStatus).toBe('AWAITING_PAYMENT');
    expect((await rowOf(t, verifying.order.id)).paymentStatus).toBe('VERIFYING');
    expect(await storedStock(t, variantId)).toBe(stock - 4);

    // A second round finds nothing more to do.
    expect(await expireUnpaidOrders(deps)).toBe(0);
    await expectExpiredOnce(t, order);
    expect(await storedStock(t, variantId)).toBe(stock - 4);
  });
});

describe("the app's own timer", () => {
  it('cancels an order soon after its time ran out', async () => {
    const timed = await useTestApp({ paymentExpiryIntervalMs: 30 }, { PUBLIC_URL });
    const { lines, romper } = await upiShop(timed);
    const { order } = await placedUpiOrder(timed, lines);
    // Read once, so the public catalogue caches the stock the order left.
    const [left] = await stockOf(timed, romper);
    await runOutOfTime(timed, order.id);
    await expect
      .poll(async () => (await rowOf(timed, order.id)).deliveryStatus, { timeout: 5000 })
      .toBe('CANCELED');
    await expectExpiredOnce(timed, order);
    // The job emptied the cache: the shop shows the stock back at once.
    expect(await stockOf(timed, romper)).toEqual([left! + 2]);
  });
});

const testDatabaseUrl = inject('testDatabaseUrl');

/**
 * One database that outlives the apps opened on it: a PostgreSQL database made from the suite's
 * template (each `open` is a new pool, as another instance's would be), or an embedded one in a
 * folder (opened again after the last app closed it, as a restart does).
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-expiry-'));
  await (await migratedPgliteIn(dataDir)).close();
  return { open: () => openPgliteFolder(path.join(dataDir, 'db')) };
}

describe('the expiry across restarts', () => {
  it('cancels, at the next start, an order whose time ran out while the shop was stopped', async () => {
    const database = await lastingDatabase();
    const before = await appOn(await database.open());
    const shop = await upiShop(before);
    const { order } = await placedUpiOrder(before, shop.lines);
    const stock = await stockOf(before, shop.romper);
    await runOutOfTime(before, order.id);
    await before.close();

    const after = await appOn(await database.open());
    try {
      await expect
        .poll(async () => (await rowOf(after, order.id)).deliveryStatus, { timeout: 5000 })
        .toBe('CANCELED');
      await expectExpiredOnce(after, order);
      expect(await stockOf(after, shop.romper)).toEqual([stock[0]! + 2]);
    } finally {
      await after.close();
    }
  });
});

describe.runIf(testDatabaseUrl)('two app instances on one PostgreSQL database', () => {
  it('cancel each expired order once: one mail, the stock back once', async () => {
    const database = await lastingDatabase();
    const first = await appOn(await database.open(), 20);
    const second = await appOn(await database.open(), 20);
    try {
      const shop = await upiShop(first);
      const stock = await stockOf(first, shop.romper);
      const placed = [];
      for (let i = 0; i < 12; i++) placed.push((await placedUpiOrder(first, shop.lines)).order);
      expect(await stockOf(first, shop.romper)).toEqual([stock[0]! - 24]);
      // All run out at once, while both instances look every 20 ms.
      await first.database.db
        .update(orders)
        .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.paymentStatus, 'AWAITING_PAYMENT'));
      await expect
        .poll(
          async () =>
            (await first.database.db.select().from(orders)).filter(
              (row) => row.deliveryStatus === 'CANCELED',
            ).length,
          { timeout: 10_000 },
        )
        .toBe(placed.length);
      // A few more rounds of both, which must find nothing left to do.
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const order of placed) await expectExpiredOnce(first, order);
      expect(await stockOf(second, shop.romper)).toEqual(stock);
      const cancellations = await first.database.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.status, 'CANCELED'));
      expect(cancellations).toHaveLength(placed.length);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
