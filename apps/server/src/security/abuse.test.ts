import { describe, expect, it, vi } from 'vitest';
import * as argon2 from '@node-rs/argon2';
import type { Order } from '@shop/contracts/orders';
import {
  bearer,
  createTestApp,
  signInAdmin,
  signUpCustomer,
  useTestApp,
} from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs } from '../orders/orders-fixtures.ts';
import { shopState } from './shop-state.ts';

// Counts the argon2 work each request does, so known and unknown accounts can be shown to take
// the same code path (the same number of hashes and verifications) without timing anything.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Abuse' });
const product = await createProductVia(t, admin, {
  name: 'Abuse Romper',
  categoryId: category.id,
  variants: [variant('0-3M', 450, 20), variant('3-6M', 500, 20)],
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** What a request cost in argon2 calls, and what it answered (status, body, header names). */
async function observed(send: () => ReturnType<typeof post>) {
  vi.mocked(argon2.hash).mockClear();
  vi.mocked(argon2.verify).mockClear();
  const res = await send();
  return {
    status: res.statusCode,
    body: res.body,
    headers: Object.keys(res.headers)
      .filter((name) => name !== 'date' && name !== 'content-length')
      .sort(),
    hashes: vi.mocked(argon2.hash).mock.calls.length,
    verifications: vi.mocked(argon2.verify).mock.calls.length,
  };
}

describe('no user enumeration', () => {
  it('sign-in: a known email with a wrong password and an unknown email answer and work alike', async () => {
    const known = await signUpCustomer(t.app);
    // The decoy hash is made once per process; make it before comparing.
    await post('/api/auth/login', { identifier: 'warm-up@example.com', password: 'x-password' });
    const knownEmail = await observed(() =>
      post('/api/auth/login', { identifier: known.user.email, password: 'Wrong-password-1' }),
    );
    const unknownEmail = await observed(() =>
      post('/api/auth/login', { identifier: 'nobody@example.com', password: 'Wrong-password-1' }),
    );
    expect(knownEmail.status).toBe(401);
    expect(unknownEmail).toEqual(knownEmail);
    expect(knownEmail.verifications).toBe(1);
  });

  it('reset: a known email with a wrong code and an unknown email answer and work alike', async () => {
    const known = await signUpCustomer(t.app);
    await post('/api/auth/forgot-password/request-otp', { email: known.user.email });
    const reset = (email: string) => () =>
      post('/api/auth/forgot-password/reset', {
        email,
        otp: '000000',
        newPassword: 'Brand-new-pass-1',
      });
    const knownEmail = await observed(reset(known.user.email));
    const unknownEmail = await observed(reset('stranger@example.com'));
    expect(knownEmail.status).toBe(400);
    expect(unknownEmail).toEqual(knownEmail);
    expect(knownEmail.hashes).toBe(1);
  });

  it('reset-code request: the same answer for a known and an unknown email', async () => {
    const known = await signUpCustomer(t.app);
    const request = (email: string) => () =>
      post('/api/auth/forgot-password/request-otp', { email });
    const knownEmail = await observed(request(known.user.email));
    const unknownEmail = await observed(request('stranger@example.com'));
    expect(knownEmail.status).toBe(200);
    expect(unknownEmail).toEqual(knownEmail);
  });
});

describe('reset-code brute force', () => {
  it('is stopped by the per-account limit before a code could be walked', async () => {
    const guarded = await createTestApp({
      rateLimits: {
        resetPerIp: { max: 1000, windowMs: 60_000 },
        resetPerAccount: { max: 4, windowMs: 60_000 },
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await guarded.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/reset',
          // From a new address each time: the limit follows the account, not the address.
          remoteAddress: `203.0.113.${i + 1}`,
          payload: {
            email: 'victim@example.com',
            otp: String(100000 + i),
            newPassword: 'Guessing-pass-1',
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    } finally {
      await guarded.close();
    }
  });

  it('is stopped by the per-address limit across many accounts', async () => {
    const guarded = await createTestApp({
      rateLimits: {
        resetPerIp: { max: 3, windowMs: 60_000 },
        resetPerAccount: { max: 1000, windowMs: 60_000 },
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await guarded.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/reset',
          remoteAddress: '198.51.100.200',
          payload: { email: `v${i}@example.com`, otp: '123456', newPassword: 'Guessing-pass-1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const codeRequests: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await guarded.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password/request-otp',
          remoteAddress: '198.51.100.201',
          payload: { email: `w${i}@example.com` },
        });
        codeRequests.push(res.statusCode);
      }
      // The per-address default: 10 code requests in 15 minutes.
      expect(codeRequests.filter((s) => s === 429)).toHaveLength(2);
    } finally {
      await guarded.close();
    }
  });
});

describe('sign-up', () => {
  it('cannot be used to walk a list of emails from one address (its 409 would tell)', async () => {
    const guarded = await createTestApp({
      rateLimits: {
        loginPerIp: { max: 3, windowMs: 60_000 },
        loginPerAccount: { max: 1000, windowMs: 60_000 },
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await guarded.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '198.51.100.150',
          payload: {
            username: `walker${i}`,
            email: `walker${i}@example.com`,
            password: 'Walker-pass-1',
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const elsewhere = await guarded.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.151',
        payload: { username: 'walker9', email: 'walker9@example.com', password: 'Walker-pass-1' },
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await guarded.close();
    }
  });
});

describe('mass assignment', () => {
  it('an order takes its prices, totals, status and owner from the server, never from the body', async () => {
    const stranger = await signUpCustomer(t.app);
    const shopper = await customerWithCart(t, [
      { variantId: product.variants[0]!.id, quantity: 2 },
    ]);
    const res = await post(
      '/api/orders/place',
      {
        addressId: shopper.addressId,
        paymentMethod: 'COD',
        orderTotal: 1,
        subtotal: 1,
        discountTotal: 999,
        shippingTotal: 0,
        deliveryStatus: 'DELIVERED',
        paymentStatus: 'PAID',
        userId: stranger.user.id,
        user: { id: stranger.user.id },
        items: [{ productVariantId: product.variants[0]!.id, quantity: 50, priceAtPurchase: 0 }],
      },
      bearer(shopper.token),
    );
    expect(res.statusCode).toBe(201);
    const order: Order = res.json().order;
    expect(order).toMatchObject({
      subtotal: 900,
      deliveryStatus: 'PENDING',
      paymentStatus: 'PENDING',
      user: { email: shopper.email },
    });
    expect(order.orderTotal).toBeGreaterThanOrEqual(900);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 2, priceAtPurchase: 450 });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: bearer(stranger.token),
    });
    expect(theirs.json().orders).toEqual([]);

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers: bearer(shopper.token),
      payload: { deliveryStatus: 'DELIVERED', paymentStatus: 'PAID' },
    });
    expect(cancelled.json().order).toMatchObject({
      deliveryStatus: 'CANCELED',
      paymentStatus: 'PENDING',
    });
  });

  it('cart lines, addresses and profiles ignore owner, price and role fields', async () => {
    const stranger = await signUpCustomer(t.app);
    const shopper = await signUpCustomer(t.app);
    const added = await post(
      '/api/cart/add',
      {
        productVariantId: product.variants[1]!.id,
        quantity: 1,
        originalPrice: 0,
        discountPrice: 499,
        price: 0,
        userId: stranger.user.id,
        cartId: stranger.user.id,
      },
      bearer(shopper.token),
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().item.product.variant).toMatchObject({
      originalPrice: 500,
      discountPrice: null,
    });
    const address = await post(
      '/api/addresses',
      {
        fullName: 'Asha Rao',
        phone: '9845012345',
        addressLine1: '1 Hill Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400050',
        userId: stranger.user.id,
      },
      bearer(shopper.token),
    );
    expect(address.json().address.userId).toBe(shopper.user.id);
    for (const [who, expected] of [
      [stranger, 0],
      [shopper, 1],
    ] as const) {
      const cart = await t.app.inject({
        method: 'GET',
        url: '/api/cart',
        headers: bearer(who.token),
      });
      expect(cart.json().items).toHaveLength(expected);
      const addresses = await t.app.inject({
        method: 'GET',
        url: '/api/addresses',
        headers: bearer(who.token),
      });
      expect(addresses.json().addresses).toHaveLength(expected);
    }

    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(shopper.token),
      payload: {
        firstName: 'Ria',
        userType: 'ADMIN',
        email: 'taken-over@example.com',
        id: stranger.user.id,
        tokenVersion: 0,
        passwordHash: 'x',
      },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user).toMatchObject({
      id: shopper.user.id,
      firstName: 'Ria',
      userType: 'CUSTOMER',
      email: shopper.user.email,
    });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(shopper.token),
    });
    expect(dashboard.statusCode).toBe(403);
    const signIn = await post('/api/auth/login', {
      identifier: shopper.user.email,
      password: shopper.password,
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('quantities', () => {
  it('-1, 0, 1.5, "1e3", 2^31 and other non-counts are refused with 400, changing nothing', async () => {
    const shopper = await customerWithCart(t, [
      { variantId: product.variants[0]!.id, quantity: 1 },
    ]);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: bearer(shopper.token),
    });
    const cartItemId: string = cart.json().items[0].id;
    for (const quantity of [-1, 0, 1.5, '1e3', 2 ** 31, '1', null, true, [1], { n: 1 }, 1e21]) {
      const before = await shopState(t.database.db);
      const add = await post(
        '/api/cart/add',
        { productVariantId: product.variants[1]!.id, quantity },
        bearer(shopper.token),
      );
      expect(add.statusCode, `add ${JSON.stringify(quantity)}`).toBe(400);
      expect(add.json().code).toBe('VALIDATION_FAILED');
      const update = await t.app.inject({
        method: 'PUT',
        url: '/api/cart/update-quantity',
        headers: bearer(shopper.token),
        payload: { cartItemId, newQuantity: quantity },
      });
      expect(update.statusCode, `update ${JSON.stringify(quantity)}`).toBe(400);
      expect(await shopState(t.database.db)).toBe(before);
    }
  });
});

describe('idempotency keys', () => {
  it('reused with a different body is 422; another customer using the same key gets their own order', async () => {
    const first = await customerWithCart(t, [{ variantId: product.variants[0]!.id, quantity: 1 }]);
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const placed = await placeOrderAs(t, first.token, first.addressId, key);
    expect(placed.statusCode).toBe(201);
    const replay = await placeOrderAs(t, first.token, first.addressId, key);
    expect(replay.json().order.id).toBe(placed.json().order.id);
    const otherAddress = await post(
      '/api/addresses',
      {
        fullName: 'Asha Rao',
        phone: '9845012345',
        addressLine1: '9 Lake View',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
      },
      bearer(first.token),
    );
    const changed = await placeOrderAs(t, first.token, otherAddress.json().address.id, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    const second = await customerWithCart(t, [{ variantId: product.variants[0]!.id, quantity: 1 }]);
    const theirs = await placeOrderAs(t, second.token, second.addressId, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order.id).not.toBe(placed.json().order.id);
    expect(theirs.json().order.user.email).toBe(second.email);
  });
});
