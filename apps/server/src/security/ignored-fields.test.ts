import { describe, expect, it } from 'vitest';
import type { Address } from '@shop/contracts/addresses';
import type { LegalPage } from '@shop/contracts/content';
import type { Order } from '@shop/contracts/orders';
import { bearer, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs } from '../orders/orders-fixtures.ts';
import { shopState } from './shop-state.ts';

/**
 * The contract documents some request fields that the server then ignores (old clients send
 * them; the server decides instead). Ignored is not untyped: a wrong type is 400 everywhere.
 */
const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Ignored fields' });
const product = await createProductVia(t, admin, {
  name: 'Ignored Romper',
  categoryId: category.id,
  variants: [variant('0-3M', 450, 20)],
});
const buyer = await customerWithCart(t, [{ variantId: product.variants[0]!.id, quantity: 1 }]);
const order: Order = (await placeOrderAs(t, buyer.token, buyer.addressId)).json().order;

const wrongTypes: unknown[] = [{}, 12345, true, [], { $gt: '' }];

const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

async function expectTypeRefused(
  label: string,
  field: string,
  call: (value: unknown) => ReturnType<typeof send>,
  values = wrongTypes,
) {
  for (const value of values) {
    const before = await shopState(t.database.db);
    const res = await call(value);
    const name = `${label} with ${field} = ${JSON.stringify(value)}`;
    expect(res.statusCode, name).toBe(400);
    expect(res.json(), name).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ path: field })]),
    });
    expect(await shopState(t.database.db), name).toBe(before);
  }
}

let accountCounter = 0;
const newAccount = () => {
  accountCounter += 1;
  const name = `typed${process.pid}x${accountCounter}`;
  return { username: name, email: `${name}@example.com`, password: 'Sunny-days-42' };
};

describe('documented but ignored fields are type-checked', () => {
  it('sign-up: userType is ADMIN or CUSTOMER (and the account is a CUSTOMER either way)', async () => {
    await expectTypeRefused('register', 'userType', (userType) =>
      send('POST', '/api/auth/register', { ...newAccount(), userType }),
    );
    const unknown = await send('POST', '/api/auth/register', {
      ...newAccount(),
      userType: 'SUPERUSER',
    });
    expect(unknown.statusCode).toBe(400);
    const admin = await send('POST', '/api/auth/register', { ...newAccount(), userType: 'ADMIN' });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().user.userType).toBe('CUSTOMER');
  });

  it('addresses: userId is an id string (and the address is the caller’s whatever it names)', async () => {
    const other = await signUpCustomer(t.app);
    const address = {
      fullName: 'Asha Rao',
      phone: '9845012345',
      addressLine1: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
    };
    await expectTypeRefused('POST /addresses', 'userId', (userId) =>
      send('POST', '/api/addresses', { ...address, userId }, buyer.token),
    );
    await expectTypeRefused('PUT /addresses/:id', 'userId', (userId) =>
      send('PUT', `/api/addresses/${buyer.addressId}`, { ...address, userId }, buyer.token),
    );
    const huge = await send(
      'POST',
      '/api/addresses',
      { ...address, userId: 'x'.repeat(100_000) },
      buyer.token,
    );
    expect(huge.statusCode).toBe(400);
    const created = await send(
      'POST',
      '/api/addresses',
      { ...address, userId: other.user.id },
      buyer.token,
    );
    expect(created.statusCode).toBe(201);
    const mine = (created.json() as { address: Address }).address;
    const buyerId = (
      await t.app.inject({ url: '/api/auth/me', headers: bearer(buyer.token) })
    ).json().data.user.id;
    expect(mine.userId).toBe(buyerId);
  });

  it('legal pages: id, createdAt and updatedAt have their types (and the slug decides)', async () => {
    const page = {
      title: 'Typed page',
      slug: 'typed-page',
      content: '<p>Typed.</p>',
    };
    const first = await send('POST', '/api/legal-pages', page, admin);
    expect([200, 201]).toContain(first.statusCode);
    const loaded = (first.json() as { page: LegalPage }).page;
    for (const field of ['id', 'createdAt', 'updatedAt']) {
      await expectTypeRefused('POST /legal-pages', field, (value) =>
        send('POST', '/api/legal-pages', { ...loaded, [field]: value }, admin),
      );
    }
    const notADate = await send(
      'POST',
      '/api/legal-pages',
      { ...loaded, createdAt: 'yesterday' },
      admin,
    );
    expect(notADate.statusCode).toBe(400);
    // As the admin client sends it back: the page as loaded, with a new title.
    const again = await send('POST', '/api/legal-pages', { ...loaded, title: 'Retitled' }, admin);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { page: LegalPage }).page).toMatchObject({
      id: loaded.id,
      createdAt: loaded.createdAt,
      title: 'Retitled',
    });
  });

  it('send-confirmation: email is an email and orderData an object with an id', async () => {
    await expectTypeRefused('send-confirmation', 'email', (email) =>
      send(
        'POST',
        '/api/orders/send-confirmation',
        { orderData: { id: order.id }, email },
        buyer.token,
      ),
    );
    await expectTypeRefused(
      'send-confirmation',
      'orderData',
      (orderData) => send('POST', '/api/orders/send-confirmation', { orderData }, buyer.token),
      [order.id, 12345, true, [order.id]],
    );
    const notAnEmail = await send(
      'POST',
      '/api/orders/send-confirmation',
      { orderData: { id: order.id }, email: 'nobody' },
      buyer.token,
    );
    expect(notAnEmail.statusCode).toBe(400);
    const named = await send(
      'POST',
      '/api/orders/send-confirmation',
      { orderData: { id: order.id }, email: 'someone-else@example.com' },
      buyer.token,
    );
    expect(named.statusCode).toBe(200);
  });
});
