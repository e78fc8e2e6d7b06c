import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import type { Order } from '@shop/contracts/orders';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { defaultRateLimits } from '../http/rate-limits.ts';
import { codConfirmationTokenFor } from '../orders/cod-confirmation-fixtures.ts';
import { deliverOrderVia, placedOrder } from '../orders/orders-fixtures.ts';
import {
  bearer,
  createTestApp,
  relaxedRateLimits,
  signInAdmin,
  type TestApp,
  useTestApp,
} from '../test/test-app.ts';

// The calls that cost the shop something each time (a PDF drawn, a mail sent, a row in the
// admin's lists) are limited per account and per address, like sign-in: low limits here, so
// the tests reach them; the defaults are shown to let a shopper's and an owner's day through.
const window = { windowMs: 60_000 };
const t = await useTestApp({
  rateLimits: {
    ...relaxedRateLimits,
    returnRequestPerAccount: { max: 3, ...window },
    returnRequestPerIp: { max: 5, ...window },
    reviewPerAccount: { max: 2, ...window },
    reviewPerIp: { max: 3, ...window },
    invoicePerAccount: { max: 3, ...window },
    invoicePerIp: { max: 5, ...window },
    packingSlipPerAccount: { max: 2, ...window },
    packingSlipPerIp: { max: 100, ...window },
    deliveryCheckPerIp: { max: 4, ...window },
    codConfirmationPerIp: { max: 3, ...window },
  },
});
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Limited Wear' });
let productCount = 0;
const newProduct = () =>
  createProductVia(t, admin, {
    name: `Limited Romper ${++productCount}`,
    categoryId: category.id,
    variants: [variant('0-3M', 450, 100)],
  });
const [romper, frock, cap] = [await newProduct(), await newProduct(), await newProduct()];

/** A new customer whose order of one of each product was delivered. */
async function deliveredTo(app: TestApp, adminToken: string, ...products: Product[]) {
  const { buyer, order } = await placedOrder(
    app,
    products.map((product) => ({ variantId: product.variants[0]!.id, quantity: 1 })),
  );
  return { token: buyer.token, order: await deliverOrderVia(app, adminToken, order.id) };
}

/** A request as the given user from the given address. */
const from =
  (app: TestApp, ip: string) =>
  (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.app.inject({ method, url, headers: bearer(token), remoteAddress: ip, payload });

const returnOf = (order: Order) => ({
  type: 'RETURN',
  items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'DAMAGED' }],
  refundUpiId: 'asha.rao@okaxis',
});

function expectLimited(res: { statusCode: number; headers: object; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
  });
  expect(Number((res.headers as Record<string, string>)['retry-after'])).toBeGreaterThan(0);
}

describe('return requests', () => {
  it('asked for and withdrawn share one count per account, whatever the address', async () => {
    const { token, order } = await deliveredTo(t, admin, romper);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      const call = from(t, `198.51.100.${i + 1}`);
      last = await call(token, 'POST', `/api/orders/${order.id}/returns`, returnOf(order));
      statuses.push(last.statusCode);
      if (last.statusCode !== 201) break;
      const id: string = last.json().returnRequest.id;
      last = await call(token, 'PUT', `/api/returns/${id}/cancel`);
      statuses.push(last.statusCode);
      if (last.statusCode !== 200) break;
    }
    expect(statuses).toEqual([201, 200, 201, 429]);
    expectLimited(last!);

    // Another shopper is not held back by this one.
    const other = await deliveredTo(t, admin, romper);
    const res = await from(t, '198.51.100.1')(
      other.token,
      'POST',
      `/api/orders/${other.order.id}/returns`,
      returnOf(other.order),
    );
    expect(res.statusCode).toBe(201);
  });

  it('from one address are limited across accounts', async () => {
    const call = from(t, '203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { token, order } = await deliveredTo(t, admin, frock);
      statuses.push(
        (await call(token, 'POST', `/api/orders/${order.id}/returns`, returnOf(order))).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('reviews', () => {
  it('are limited per account and per address', async () => {
    const { token } = await deliveredTo(t, admin, romper, frock, cap);
    const call = from(t, '198.51.100.40');
    const statuses: number[] = [];
    for (const product of [romper, frock, cap]) {
      statuses.push(
        (await call(token, 'POST', `/api/products/${product.id}/reviews`, { rating: 5 }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);

    const neighbour = await deliveredTo(t, admin, cap, frock);
    const sameAddress = await call(neighbour.token, 'POST', `/api/products/${cap.id}/reviews`, {
      rating: 4,
    });
    expectLimited(sameAddress);
    const elsewhere = await from(t, '198.51.100.41')(
      neighbour.token,
      'POST',
      `/api/products/${cap.id}/reviews`,
      { rating: 4 },
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('invoice downloads', () => {
  it('are limited per account across addresses, and per address across accounts', async () => {
    const { token, order } = await deliveredTo(t, admin, romper);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await from(t, `198.51.100.${60 + i}`)(
        token,
        'GET',
        `/api/orders/${order.id}/invoice.pdf`,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectLimited(res);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const call = from(t, '203.0.113.60');
    const perAddress: number[] = [];
    for (let i = 0; i < 3; i++) {
      const buyer = await deliveredTo(t, admin, frock);
      for (let j = 0; j < 2; j++) {
        const res = await call(buyer.token, 'GET', `/api/orders/${buyer.order.id}/invoice.pdf`);
        perAddress.push(res.statusCode);
      }
    }
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('packing slips', () => {
  it('share one count per admin, one order or many', async () => {
    const { order } = await deliveredTo(t, admin, romper);
    const call = from(t, '198.51.100.80');
    const statuses = [
      (await call(admin, 'GET', `/api/admin/orders/${order.id}/packing-slip.pdf`)).statusCode,
      (await call(admin, 'GET', `/api/admin/orders/packing-slips.pdf?ids=${order.id}`)).statusCode,
      (await call(admin, 'GET', `/api/admin/orders/${order.id}/packing-slip.pdf`)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429]);
    const otherAdmin = await signInAdmin(t);
    const res = await call(otherAdmin, 'GET', `/api/admin/orders/${order.id}/packing-slip.pdf`);
    expect(res.statusCode).toBe(200);
  });
});

describe('PIN code checks', () => {
  it('are limited per address, signed in or not', async () => {
    const check = (ip: string, pincode: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/delivery/check?pincode=${pincode}`,
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (let pin = 560001; pin <= 560005; pin++) {
      statuses.push((await check('198.51.100.90', String(pin))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expectLimited(await check('198.51.100.90', '110001'));
    expect((await check('198.51.100.91', '110001')).statusCode).toBe(200);
  });
});

describe('the "Confirm my order" link', () => {
  it('is limited per address, its page and its button counted together', async () => {
    const { order } = await placedOrder(t, [{ variantId: romper.variants[0]!.id, quantity: 1 }]);
    const token = await codConfirmationTokenFor(order.id);
    const look = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/orders/cod-confirmation?token=${token}`,
        remoteAddress: ip,
      });
    const confirm = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/cod-confirmation',
        payload: { token },
        remoteAddress: ip,
      });
    const statuses = [
      (await look('198.51.100.95')).statusCode,
      (await confirm('198.51.100.95')).statusCode,
      (await look('198.51.100.95')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    expectLimited(await confirm('198.51.100.95'));
    // Wrong guesses count too, so tokens cannot be tried by the thousand.
    expectLimited(await look('198.51.100.95'));
    expect((await look('198.51.100.96')).statusCode).toBe(200);
  });
});

describe('the default limits', () => {
  it("let a shopper's and the owner's ordinary day through", async () => {
    const shop = await createTestApp({
      rateLimits: { ...defaultRateLimits, loginPerIp: { max: 100, windowMs: 60_000 } },
    });
    try {
      const owner = await signInAdmin(shop);
      const shopCategory = await createCategoryVia(shop, owner, { name: 'Everyday' });
      const products = [];
      for (const name of ['Romper', 'Frock', 'Cap']) {
        products.push(
          await createProductVia(shop, owner, {
            name,
            categoryId: shopCategory.id,
            variants: [variant('0-3M', 450, 100)],
          }),
        );
      }
      const { token, order } = await deliveredTo(shop, owner, ...products);
      const call = from(shop, '198.51.100.200');
      const statuses: number[] = [];
      // She tries a few PIN codes, downloads her invoice now and then, asks for a return,
      // changes her mind, asks again, and reviews all three things.
      for (const pin of ['560001', '560038', '110001', '400001', '600001', '560001']) {
        statuses.push((await call(token, 'GET', `/api/delivery/check?pincode=${pin}`)).statusCode);
      }
      for (let i = 0; i < 5; i++) {
        statuses.push((await call(token, 'GET', `/api/orders/${order.id}/invoice.pdf`)).statusCode);
      }
      const asked = await call(token, 'POST', `/api/orders/${order.id}/returns`, returnOf(order));
      statuses.push(asked.statusCode);
      const id: string = asked.json().returnRequest.id;
      statuses.push((await call(token, 'PUT', `/api/returns/${id}/cancel`)).statusCode);
      statuses.push(
        (await call(token, 'POST', `/api/orders/${order.id}/returns`, returnOf(order))).statusCode,
      );
      for (const product of products) {
        statuses.push(
          (await call(token, 'POST', `/api/products/${product.id}/reviews`, { rating: 5 }))
            .statusCode,
        );
      }
      // The owner prints the slip, then today's slips, and her copy of the invoice.
      const ownerCall = from(shop, '198.51.100.201');
      statuses.push(
        (await ownerCall(owner, 'GET', `/api/admin/orders/${order.id}/packing-slip.pdf`))
          .statusCode,
        (await ownerCall(owner, 'GET', `/api/admin/orders/packing-slips.pdf?ids=${order.id}`))
          .statusCode,
        (await ownerCall(owner, 'GET', `/api/orders/${order.id}/invoice.pdf`)).statusCode,
      );
      expect(statuses.filter((status) => status >= 400)).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
