import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Product } from '@shop/contracts/catalog';
import { wrapPostgres, type Database } from '../db/client.ts';
import { mailOptOuts, stockAlerts } from '../db/schema.ts';
import type { MailingDeps } from '../mail/mail-outbox.ts';
import {
  bearer,
  createTestApp,
  signInAdmin,
  signUpCustomer,
  TEST_JWT_SECRET,
  useTestApp,
} from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs } from '../orders/orders-fixtures.ts';
import { askForReturn, deliveredOrder, moveReturn } from '../returns/returns-fixtures.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';
import { dispatchStockAlerts } from './stock-alert-dispatch.service.ts';
import {
  alertsOf,
  askForAlert,
  queuedStockAlertMails,
  saveStockVia,
} from './stock-alerts-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';
// The app's own round is an hour away: these tests run the dispatcher themselves.
const t = await useTestApp({ stockAlertIntervalMs: 3_600_000 }, { PUBLIC_URL });
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Frocks' });
const deps = (database: Database = t.database): MailingDeps => ({
  db: database.db,
  publicUrl: PUBLIC_URL,
  secret: TEST_JWT_SECRET,
  afterCommit: () => {},
});

/** A frock whose 2-3Y has `stock` pieces (0: sold out) and whose 3-4Y has 5. */
async function frock(stock = 0): Promise<Product> {
  return createProductVia(t, admin, {
    name: `Star Frock ${randomUUID().slice(0, 8)}`,
    categoryId: category.id,
    variants: [variant('2-3Y', 899, stock), variant('3-4Y', 899, 5)],
  });
}

/** `count` visitors ask, one after the other, for the product's first size; their addresses. */
async function waitingFor(product: Product, count: number): Promise<string[]> {
  const emails = [];
  for (let i = 0; i < count; i++) {
    const email = `waiting-${randomUUID().slice(0, 8)}@example.com`;
    const res = await askForAlert(t, product.id, { variantId: product.variants[0]!.id, email });
    expect(res.statusCode, res.body).toBe(201);
    emails.push(email);
  }
  return emails;
}

/** The stock alert mails queued for these addresses, in the order they go. */
const mailsTo = async (emails: string[]) =>
  (await queuedStockAlertMails(t)).filter((mail) => emails.includes(mail.to));

/** Every alert of the size spent (mailed), none waiting or due. */
async function expectAllSpent(variantId: string) {
  const rows = await alertsOf(t, variantId);
  expect(rows.every((row) => row.notifiedAt !== null)).toBe(true);
}

describe('a size back in stock mails everyone waiting once, oldest first', () => {
  it('when the admin edits its stock in the catalogue', async () => {
    const product = await frock();
    const emails = await waitingFor(product, 3);
    await saveStockVia(t, admin, product, [4, 5]);
    expect(await dispatchStockAlerts(deps())).toBe(3);

    const mails = await mailsTo(emails);
    expect(mails.map((mail) => mail.to)).toEqual(emails);
    expect(mails[0]!.subject).toBe(`Back in stock: ${product.name}, size 2-3Y`);
    await expectAllSpent(product.variants[0]!.id);

    // Nothing left to do; sold out and back again, the spent alerts send nothing more.
    expect(await dispatchStockAlerts(deps())).toBe(0);
    await saveStockVia(t, admin, product, [0, 5]);
    await saveStockVia(t, admin, product, [2, 5]);
    expect(await dispatchStockAlerts(deps())).toBe(0);
    expect(await mailsTo(emails)).toHaveLength(3);
  });

  it('when a return of the last pieces is received', async () => {
    const product = await frock(2);
    const lines = [{ variantId: product.variants[0]!.id, quantity: 2 }];
    const { token, order } = await deliveredOrder(t, admin, lines);
    const emails = await waitingFor(product, 2);
    const asked = await askForReturn(t, token, order.id, {
      type: 'RETURN',
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'CHANGED_MIND' }],
      refundUpiId: 'asha@okaxis',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json().returnRequest.id;
    expect((await moveReturn(t, admin, requestId, { status: 'APPROVED' })).statusCode).toBe(200);
    // Approved is not back yet: nothing is due.
    expect(await dispatchStockAlerts(deps())).toBe(0);
    expect((await moveReturn(t, admin, requestId, { status: 'RECEIVED' })).statusCode).toBe(200);

    expect(await dispatchStockAlerts(deps())).toBe(2);
    expect((await mailsTo(emails)).map((mail) => mail.to)).toEqual(emails);
    await expectAllSpent(product.variants[0]!.id);
    expect(await dispatchStockAlerts(deps())).toBe(0);
  });

  it('when an order of the last piece is cancelled', async () => {
    const product = await frock(1);
    const buyer = await customerWithCart(t, [{ variantId: product.variants[0]!.id, quantity: 1 }]);
    const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(placed.statusCode).toBe(201);
    const customer = await signUpCustomer(t.app);
    const visitors = await waitingFor(product, 1);
    const mine = await askForAlert(
      t,
      product.id,
      { variantId: product.variants[0]!.id },
      { token: customer.token },
    );
    expect(mine.statusCode).toBe(201);

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.json().order.id}/cancel`,
      headers: bearer(buyer.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await dispatchStockAlerts(deps())).toBe(2);
    const emails = [...visitors, customer.user.email];
    expect((await mailsTo(emails)).map((mail) => mail.to)).toEqual(emails);
    await expectAllSpent(product.variants[0]!.id);
  });
});

describe('an alert that is due but cannot be mailed yet', () => {
  it('waits again when the size sold out before the round', async () => {
    const product = await frock();
    const emails = await waitingFor(product, 2);
    await saveStockVia(t, admin, product, [1, 5]);
    const [due] = await alertsOf(t, product.variants[0]!.id);
    expect(due!.dueAt).not.toBeNull();
    await saveStockVia(t, admin, product, [0, 5]);

    expect(await dispatchStockAlerts(deps())).toBe(0);
    expect(await mailsTo(emails)).toHaveLength(0);
    const rows = await alertsOf(t, product.variants[0]!.id);
    expect(rows.map((row) => [row.dueAt, row.notifiedAt])).toEqual([
      [null, null],
      [null, null],
    ]);

    // The next restock mails them.
    await saveStockVia(t, admin, product, [3, 5]);
    expect(await dispatchStockAlerts(deps())).toBe(2);
    expect((await mailsTo(emails)).map((mail) => mail.to)).toEqual(emails);
  });

  it('of a draft product stays due, and goes once the product is on sale again', async () => {
    const product = await frock();
    const emails = await waitingFor(product, 1);
    await saveStockVia(t, admin, product, [0, 5], 'DRAFT');
    await saveStockVia(t, admin, product, [6, 5]);
    expect(await dispatchStockAlerts(deps())).toBe(0);
    const [row] = await alertsOf(t, product.variants[0]!.id);
    expect(row!.dueAt).not.toBeNull();
    expect(row!.notifiedAt).toBeNull();

    await saveStockVia(t, admin, product, [6, 5], 'ACTIVE');
    expect(await dispatchStockAlerts(deps())).toBe(1);
    expect((await mailsTo(emails)).map((mail) => mail.to)).toEqual(emails);
  });
});

describe('an address that turned the alerts off after asking', () => {
  it('gets no mail, and its alert is spent', async () => {
    const product = await frock();
    const [turnedOff, still] = await waitingFor(product, 2);
    await t.database.db.insert(mailOptOuts).values({ email: turnedOff!, kind: 'STOCK_ALERT' });
    await saveStockVia(t, admin, product, [2, 5]);
    expect(await dispatchStockAlerts(deps())).toBe(1);
    expect((await mailsTo([turnedOff!, still!])).map((mail) => mail.to)).toEqual([still]);
    await expectAllSpent(product.variants[0]!.id);
  });
});

/** Another handle on the same database: its own pool on PostgreSQL, as another instance has. */
function anotherInstanceOf(database: Database): Database {
  return database.kind === 'postgres'
    ? wrapPostgres(
        new pg.Pool({ connectionString: database.pool!.options.connectionString, max: 5 }),
      )
    : { ...database, close: async () => {} };
}

describe('two instances dispatching at once', () => {
  it('mail each waiting person once', async () => {
    const products = [await frock(), await frock()];
    const emails: string[] = [];
    const { db } = t.database;
    // 120 people, more than two batches, asked in turn.
    for (const [i, product] of products.entries()) {
      const base = Date.now() - 3_600_000 + i * 60_000;
      const rows = Array.from({ length: 60 }, (_, n) => ({
        variantId: product.variants[0]!.id,
        email: `crowd-${i}-${n}-${randomUUID().slice(0, 6)}@example.com`,
        createdAt: new Date(base + n),
      }));
      await db.insert(stockAlerts).values(rows);
      emails.push(...rows.map((row) => row.email));
    }
    for (const product of products) await saveStockVia(t, admin, product, [9, 5]);

    const other = anotherInstanceOf(t.database);
    try {
      const mailed = await Promise.all([
        dispatchStockAlerts(deps()),
        dispatchStockAlerts(deps(other)),
        dispatchStockAlerts(deps(other)),
      ]);
      expect(mailed.reduce((sum, n) => sum + n, 0)).toBe(120);
    } finally {
      await other.close();
    }
    const mails = await mailsTo(emails);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    for (const product of products) await expectAllSpent(product.variants[0]!.id);
  });
});

describe('the job in the running app', () => {
  it('mails by itself, with the one-click unsubscribe headers and link', async () => {
    const app = await createTestApp(
      { stockAlertIntervalMs: 50, outboxIntervalMs: 50 },
      { PUBLIC_URL },
    );
    try {
      const owner = await signInAdmin(app);
      const shelf = await createCategoryVia(app, owner, { name: 'Rompers' });
      const product = await createProductVia(app, owner, {
        name: 'Dino Romper',
        categoryId: shelf.id,
        variants: [variant('0-3M', 499, 0, { discountPrice: 150 })],
      });
      const email = 'asha@example.com';
      const asked = await askForAlert(app, product.id, {
        variantId: product.variants[0]!.id,
        email,
      });
      expect(asked.statusCode).toBe(201);
      await saveStockVia(app, owner, product, [3]);

      await expect.poll(() => app.mail.sent.length, { timeout: 5000 }).toBe(1);
      const [mail] = app.mail.sent;
      expect(mail).toMatchObject({ to: email, subject: 'Back in stock: Dino Romper, size 0-3M' });
      const listUnsubscribe = mail!.headers!['List-Unsubscribe']!;
      expect(listUnsubscribe).toMatch(
        /^<https:\/\/shop\.example\.in\/api\/unsubscribe\?token=.+>$/,
      );
      expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const token = decodeURIComponent(
        new URL(listUnsubscribe.slice(1, -1)).searchParams.get('token')!,
      );
      expect(await readUnsubscribeToken(TEST_JWT_SECRET, token)).toEqual({
        email,
        kind: 'STOCK_ALERT',
      });
      // The visible link, in both parts, opens the shop's page with the same token.
      const pageUrl = `${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(token)}`;
      expect(mail!.text).toContain(`Turn off back-in-stock alerts: ${pageUrl}`);
      expect(mail!.html).toContain(`href="${pageUrl}"`);
      expect(mail!.html).toContain('Turn off back-in-stock alerts</a>');
      const link = `${PUBLIC_URL}/product/${product.slug}?variant=${product.variants[0]!.id}`;
      expect(mail!.text).toContain(`See it in the shop: ${link}`);
      expect(mail!.text).toContain('Price today: ₹499.00 (was ₹649.00)');

      const [row] = await app.database.db
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.variantId, product.variants[0]!.id));
      expect(row!.notifiedAt).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
