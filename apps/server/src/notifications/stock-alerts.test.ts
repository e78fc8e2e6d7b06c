import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { Product } from '@shop/contracts/catalog';
import { mailOptOuts, stockAlerts } from '../db/schema.ts';
import {
  bearer,
  createTestApp,
  relaxedRateLimits,
  signInAdmin,
  signUpCustomer,
  useTestApp,
  type TestApp,
} from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { alertsOf, askForAlert, saveStockVia } from './stock-alerts-fixtures.ts';
import { STOCK_ALERTS_WAITING_MAX } from './stock-alerts.service.ts';

const t = await useTestApp({ stockAlertIntervalMs: 3_600_000 });
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Rompers' });

/** A romper whose 0-3M is sold out and whose 3-6M is in stock. */
async function romper(name = `Dino Romper ${randomUUID().slice(0, 8)}`): Promise<Product> {
  return createProductVia(t, admin, {
    name,
    categoryId: category.id,
    variants: [variant('0-3M', 649, 0), variant('3-6M', 649, 4)],
  });
}
const soldOutOf = (product: Product) => product.variants[0]!.id;
const fresh = () => `parent-${randomUUID().slice(0, 8)}@example.com`;

describe('asking for a back-in-stock alert', () => {
  it('a visitor gives an address: 201 with the alert, then 200 with the same one', async () => {
    const product = await romper('Dino Romper');
    const email = fresh();
    const res = await askForAlert(t, product.id, { variantId: soldOutOf(product), email });
    expect(res.statusCode, res.body).toBe(201);
    const { message, alert } = res.json();
    expect(message).toBe(`We will mail ${email} when Dino Romper in size 0-3M is back.`);
    expect(alert).toMatchObject({
      variantId: soldOutOf(product),
      size: '0-3M',
      color: 'Blush Pink',
      email,
    });

    // The same address in other capitals is the same address.
    const again = await askForAlert(t, product.id, {
      variantId: soldOutOf(product),
      email: email.toUpperCase(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: `${email} is already on the list for size 0-3M.`,
      alert,
    });
    const rows = await alertsOf(t, soldOutOf(product));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, userId: null, dueAt: null, notifiedAt: null });
  });

  it("a customer's alert goes to their account email, whatever the body says", async () => {
    const product = await romper();
    const customer = await signUpCustomer(t.app);
    const res = await askForAlert(
      t,
      product.id,
      { variantId: soldOutOf(product), email: 'someone-else@example.com' },
      { token: customer.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().alert.email).toBe(customer.user.email);
    const [row] = await alertsOf(t, soldOutOf(product));
    expect(row).toMatchObject({ email: customer.user.email, userId: customer.user.id });
    // No address given at all is fine for a customer, and the same size again is the 200.
    const again = await askForAlert(
      t,
      product.id,
      { variantId: soldOutOf(product) },
      { token: customer.token },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().alert.id).toBe(row!.id);
  });

  it('two requests at once for one address and size make one alert: 201 and 200, never a 500', async () => {
    const product = await romper();
    const email = fresh();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        askForAlert(t, product.id, { variantId: soldOutOf(product), email }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(answers.map((res) => res.json().alert.id));
    expect(ids.size).toBe(1);
    expect(await alertsOf(t, soldOutOf(product))).toHaveLength(1);
  });

  it('a visitor without an address, or with a bad one, is 400', async () => {
    const product = await romper();
    const missing = await askForAlert(t, product.id, { variantId: soldOutOf(product) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter your email address.',
    });
    const bad = await askForAlert(t, product.id, {
      variantId: soldOutOf(product),
      email: 'not-an-address',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bad.json().message).toContain('Enter a valid email address.');
    expect(await alertsOf(t, soldOutOf(product))).toHaveLength(0);
  });

  it('a size in stock is 409: the shopper can buy it now', async () => {
    const product = await romper('Comet Romper');
    const res = await askForAlert(t, product.id, {
      variantId: product.variants[1]!.id,
      email: fresh(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Comet Romper in size 3-6M is in stock: add it to your cart.');
  });

  it('a draft or missing product is 404, and so is a size of another product', async () => {
    const product = await romper();
    const other = await romper();
    const draft = await saveStockVia(t, admin, await romper(), [0, 4], 'DRAFT');
    const cases = [
      [draft.id, soldOutOf(draft), 'This product is no longer available.'],
      [randomUUID(), soldOutOf(product), 'This product is no longer available.'],
      [product.id, soldOutOf(other), 'This size is not available.'],
      [product.id, randomUUID(), 'This size is not available.'],
    ] as const;
    for (const [productId, variantId, message] of cases) {
      const res = await askForAlert(t, productId, { variantId, email: fresh() });
      expect(res.statusCode, message).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
  });

  it('an admin is 403', async () => {
    const product = await romper();
    const res = await askForAlert(
      t,
      product.id,
      { variantId: soldOutOf(product), email: fresh() },
      { token: admin },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Admins cannot ask for back-in-stock alerts.',
    });
  });

  it('a dead token is 401, not a visitor', async () => {
    const product = await romper();
    const res = await askForAlert(
      t,
      product.id,
      { variantId: soldOutOf(product), email: fresh() },
      { token: 'not.a.token' },
    );
    expect(res.statusCode).toBe(401);
  });

  it('an address that turned the alerts off: a visitor is 409, its own customer turns them on again', async () => {
    const product = await romper();
    const customer = await signUpCustomer(t.app);
    const email = customer.user.email;
    const { db } = t.database;
    await db.insert(mailOptOuts).values({ email, kind: 'STOCK_ALERT' });
    // Another kind turned off stays off: only the back-in-stock alerts come back.
    await db.insert(mailOptOuts).values({ email, kind: 'CART_REMINDER' });

    const visitor = await askForAlert(t, product.id, { variantId: soldOutOf(product), email });
    expect(visitor.statusCode).toBe(409);
    expect(visitor.json().message).toBe(
      'This address turned off back-in-stock alerts. Sign in to turn them on again.',
    );
    expect(await alertsOf(t, soldOutOf(product))).toHaveLength(0);

    const own = await askForAlert(
      t,
      product.id,
      { variantId: soldOutOf(product) },
      { token: customer.token },
    );
    expect(own.statusCode, own.body).toBe(201);
    const kinds = await db
      .select({ kind: mailOptOuts.kind })
      .from(mailOptOuts)
      .where(eq(mailOptOuts.email, email));
    expect(kinds).toEqual([{ kind: 'CART_REMINDER' }]);
  });

  it(`one address waits for at most ${STOCK_ALERTS_WAITING_MAX} sizes at once: 409 past that`, async () => {
    const email = fresh();
    const many = await createProductVia(t, admin, {
      name: `Sock Drawer ${randomUUID().slice(0, 8)}`,
      categoryId: category.id,
      variants: Array.from({ length: STOCK_ALERTS_WAITING_MAX + 1 }, (_, i) =>
        variant(`S${i + 1}`, 99, 0),
      ),
    });
    await t.database.db
      .insert(stockAlerts)
      .values(
        many.variants.slice(0, STOCK_ALERTS_WAITING_MAX).map((v) => ({ variantId: v.id, email })),
      );
    // A spent alert does not count.
    await t.database.db
      .update(stockAlerts)
      .set({ notifiedAt: new Date() })
      .where(and(eq(stockAlerts.email, email), eq(stockAlerts.variantId, many.variants[0]!.id)));
    const lastSize = many.variants[STOCK_ALERTS_WAITING_MAX]!.id;
    const one = await askForAlert(t, many.id, { variantId: lastSize, email });
    expect(one.statusCode, one.body).toBe(201);
    const past = await askForAlert(t, many.id, { variantId: many.variants[0]!.id, email });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(
      `${email} already waits for ${STOCK_ALERTS_WAITING_MAX} sizes, as many as we keep. You will hear about those first.`,
    );
    const waiting = await t.database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt)));
    expect(waiting).toHaveLength(STOCK_ALERTS_WAITING_MAX);
  });
});

describe('the limits on asking', () => {
  async function limitedApp(): Promise<{ app: TestApp; admin: string; product: Product }> {
    const app = await createTestApp({
      stockAlertIntervalMs: 3_600_000,
      rateLimits: {
        ...relaxedRateLimits,
        stockAlertPerIp: { max: 3, windowMs: 600_000 },
        stockAlertPerEmail: { max: 2, windowMs: 3_600_000 },
      },
    });
    const owner = await signInAdmin(app);
    const shelf = await createCategoryVia(app, owner, { name: 'Limits' });
    const product = await createProductVia(app, owner, {
      name: 'Limit Romper',
      categoryId: shelf.id,
      variants: [variant('0-3M', 649, 0), variant('3-6M', 649, 0), variant('6-9M', 649, 0)],
    });
    return { app, admin: owner, product };
  }

  it('one address cannot be signed up again and again from many IPs: 429', async () => {
    const { app, product } = await limitedApp();
    try {
      const email = fresh();
      const statuses = [];
      for (const [i, v] of product.variants.entries()) {
        const res = await askForAlert(
          app,
          product.id,
          { variantId: v.id, email },
          { ip: `203.0.113.${i + 1}` },
        );
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().code).toBe('RATE_LIMITED');
          expect(res.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await app.close();
    }
  });

  it('one IP cannot sign up address after address: 429', async () => {
    const { app, product } = await limitedApp();
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await askForAlert(
          app,
          product.id,
          { variantId: soldOutOf(product), email: fresh() },
          { ip: '198.51.100.7' },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      // Another address is not held back by that one's count.
      const elsewhere = await askForAlert(
        app,
        product.id,
        { variantId: soldOutOf(product), email: fresh() },
        { ip: '198.51.100.8' },
      );
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('the demand list', () => {
  it('lists the sizes people wait for, most waited-for first, then the longest waiting', async () => {
    const demand = await createTestApp({ stockAlertIntervalMs: 3_600_000 });
    try {
      const owner = await signInAdmin(demand);
      const shelf = await createCategoryVia(demand, owner, { name: 'Demand' });
      const frock = await createProductVia(demand, owner, {
        name: 'Star Frock',
        categoryId: shelf.id,
        variants: [variant('2-3Y', 899, 0), variant('3-4Y', 899, 0), variant('4-5Y', 899, 6)],
      });
      const [small, medium, large] = frock.variants;
      const { db } = demand.database;
      const now = Date.now();
      const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
      await db.insert(stockAlerts).values([
        { variantId: medium!.id, email: 'a@example.com', createdAt: at(50) },
        { variantId: small!.id, email: 'b@example.com', createdAt: at(40) },
        { variantId: small!.id, email: 'c@example.com', createdAt: at(30) },
        { variantId: large!.id, email: 'd@example.com', createdAt: at(60) },
        // Spent: it no longer counts, and a size with only spent alerts is not listed.
        { variantId: medium!.id, email: 'e@example.com', createdAt: at(90), notifiedAt: at(5) },
      ]);
      const res = await demand.app.inject({
        method: 'GET',
        url: '/api/admin/stock-alerts',
        headers: bearer(owner),
      });
      expect(res.statusCode).toBe(200);
      const base = { productId: frock.id, productName: 'Star Frock', productSlug: frock.slug };
      expect(res.json().variants).toEqual([
        {
          ...base,
          variantId: small!.id,
          size: '2-3Y',
          color: 'Blush Pink',
          stock: 0,
          waiting: 2,
          oldestAt: at(40).toISOString(),
        },
        expect.objectContaining({ variantId: large!.id, waiting: 1, stock: 6 }),
        expect.objectContaining({ variantId: medium!.id, waiting: 1, stock: 0 }),
      ]);
    } finally {
      await demand.close();
    }
  });
});
