import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indianStates, MOBILE_MESSAGE, STATE_MESSAGE } from '@shop/contracts/india';
import { PIN_CODE_MESSAGE } from '@shop/contracts/pin-code';
import { addresses } from '../db/schema.ts';
import { callerOf, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { FULL_NAME_REQUIRED_MESSAGE, PHONE_REQUIRED_MESSAGE } from './addresses.service.ts';

const t = await useTestApp();

const home = {
  fullName: 'Asha Rao',
  phone: '9845012345',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};
const office = {
  fullName: 'Ravi Kumar',
  phone: '9123456780',
  addressLine1: '7 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
};

const call = callerOf(t);

describe('addresses', () => {
  it('makes the first address the default and lists the default first', async () => {
    const { token, user } = await signUpCustomer(t.app);
    const first = await call(token, 'POST', '/api/addresses', { ...home, userId: 'someone-else' });
    expect(first.statusCode).toBe(201);
    expect(first.json().address).toMatchObject({ ...home, userId: user.id, isDefault: true });
    const second = await call(token, 'POST', '/api/addresses', office);
    expect(second.json().address).toMatchObject({ isDefault: false, addressLine2: null });
    const switched = await call(token, 'PUT', `/api/addresses/${second.json().address.id}`, {
      ...office,
      isDefault: true,
    });
    expect(switched.json().address.isDefault).toBe(true);
    const list = (await call(token, 'GET', '/api/addresses')).json().addresses;
    expect(list.map((a: { city: string; isDefault: boolean }) => [a.city, a.isDefault])).toEqual([
      ['Kolkata', true],
      ['Bengaluru', false],
    ]);
  });

  it('a new default address takes over from the old one', async () => {
    const { token } = await signUpCustomer(t.app);
    await call(token, 'POST', '/api/addresses', home);
    await call(token, 'POST', '/api/addresses', { ...office, isDefault: true });
    const list = (await call(token, 'GET', '/api/addresses')).json().addresses;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(list[0].city).toBe('Kolkata');
  });

  it('refuses to delete the default address (409), deletes another', async () => {
    const { token } = await signUpCustomer(t.app);
    const a = (await call(token, 'POST', '/api/addresses', home)).json().address;
    const b = (await call(token, 'POST', '/api/addresses', office)).json().address;
    const refused = await call(token, 'DELETE', `/api/addresses/${a.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Default address cannot be deleted!');
    expect((await call(token, 'DELETE', `/api/addresses/${b.id}`)).statusCode).toBe(200);
    expect((await call(token, 'GET', '/api/addresses')).json().addresses).toHaveLength(1);
  });

  it('validates required fields with their messages, the state and the PIN code', async () => {
    const { token } = await signUpCustomer(t.app);
    const res = await call(token, 'POST', '/api/addresses', {
      addressLine1: ' ',
      postalCode: '1234567',
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      res.json().details.map((d: { path: string; message: string }) => [d.path, d.message]),
    );
    expect(messages).toMatchObject({
      addressLine1: 'Address Line 1 is required.',
      city: 'City is required.',
      state: STATE_MESSAGE,
      postalCode: PIN_CODE_MESSAGE,
    });
  });

  it("another customer's address is 404 for edit and delete", async () => {
    const owner = await signUpCustomer(t.app);
    const stranger = await signUpCustomer(t.app);
    const a = (await call(owner.token, 'POST', '/api/addresses', home)).json().address;
    expect((await call(stranger.token, 'PUT', `/api/addresses/${a.id}`, office)).statusCode).toBe(
      404,
    );
    expect((await call(stranger.token, 'DELETE', `/api/addresses/${a.id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, 'GET', '/api/addresses')).json().addresses).toEqual([]);
  });
});

/** A customer registered with a name and mobile, signed in. */
async function customerNamed(fields: { firstName: string; lastName: string; mobile?: string }) {
  const email = `named${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: email.split('@')[0], email, password: 'Sunny-days-42', ...fields },
  });
  expect(registered.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: email, password: 'Sunny-days-42' },
  });
  return login.json().token as string;
}

const { fullName: _fullName, phone: _phone, ...homeWithoutRecipient } = home;

const detailsOf = (body: { details: { path: string; message: string }[] }) =>
  Object.fromEntries(body.details.map((d) => [d.path, d.message]));

describe('who receives the parcel', () => {
  it("defaults the recipient to the account's name and mobile on create", async () => {
    const token = await customerNamed({
      firstName: ' Meera ',
      lastName: 'Iyer',
      mobile: '+91 98450-12345',
    });
    const res = await call(token, 'POST', '/api/addresses', homeWithoutRecipient);
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toMatchObject({
      fullName: 'Meera Iyer',
      phone: '9845012345',
      needsUpdate: false,
    });
  });

  it('refuses (400) an address without a phone when the account has no mobile', async () => {
    const token = await customerNamed({ firstName: 'Meera', lastName: '' });
    const res = await call(token, 'POST', '/api/addresses', homeWithoutRecipient);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: PHONE_REQUIRED_MESSAGE,
    });
    expect(detailsOf(res.json())).toEqual({ phone: PHONE_REQUIRED_MESSAGE });
    const given = await call(token, 'POST', '/api/addresses', {
      ...homeWithoutRecipient,
      phone: '9845012345',
    });
    expect(given.json().address).toMatchObject({ fullName: 'Meera', phone: '9845012345' });
  });

  it('refuses (400) an address without a name when the account has none', async () => {
    const { token } = await signUpCustomer(t.app);
    const res = await call(token, 'POST', '/api/addresses', homeWithoutRecipient);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FULL_NAME_REQUIRED_MESSAGE);
    expect(detailsOf(res.json())).toEqual({
      fullName: FULL_NAME_REQUIRED_MESSAGE,
      phone: PHONE_REQUIRED_MESSAGE,
    });
  });

  it('stores a phone as its 10 digits and refuses one that is not an Indian mobile', async () => {
    const { token } = await signUpCustomer(t.app);
    const saved = await call(token, 'POST', '/api/addresses', {
      ...home,
      phone: '+91 98450-12345',
    });
    expect(saved.json().address.phone).toBe('9845012345');
    for (const phone of ['123', '5845012345', '+1 98450 12345']) {
      const refused = await call(token, 'POST', '/api/addresses', { ...home, phone });
      expect(refused.statusCode).toBe(400);
      expect(detailsOf(refused.json())).toEqual({ phone: MOBILE_MESSAGE });
    }
  });

  it('keeps the address own name and phone when an update leaves them out', async () => {
    const { token } = await signUpCustomer(t.app);
    const a = (await call(token, 'POST', '/api/addresses', home)).json().address;
    const updated = await call(token, 'PUT', `/api/addresses/${a.id}`, {
      ...homeWithoutRecipient,
      city: 'Mysuru',
    });
    expect(updated.json().address).toMatchObject({
      fullName: 'Asha Rao',
      phone: '9845012345',
      city: 'Mysuru',
    });
    const renamed = await call(token, 'PUT', `/api/addresses/${a.id}`, {
      ...home,
      fullName: 'Kiran Rao',
      phone: '07019012345',
    });
    expect(renamed.json().address).toMatchObject({ fullName: 'Kiran Rao', phone: '7019012345' });
  });
});

describe('Indian states and PIN codes', () => {
  it('takes a state in any case and stores its official spelling', async () => {
    const { token } = await signUpCustomer(t.app);
    const res = await call(token, 'POST', '/api/addresses', { ...home, state: '  tamil   NADU ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().address.state).toBe('Tamil Nadu');
  });

  it('refuses (400) a state that is not one of India', async () => {
    const { token } = await signUpCustomer(t.app);
    for (const state of ['X', 'Bangalore', 'WB']) {
      const res = await call(token, 'POST', '/api/addresses', { ...home, state });
      expect(res.statusCode).toBe(400);
      expect(detailsOf(res.json())).toEqual({ state: STATE_MESSAGE });
    }
  });

  it('takes a 6-digit PIN code not starting with 0, and refuses others', async () => {
    const { token } = await signUpCustomer(t.app);
    const saved = await call(token, 'POST', '/api/addresses', { ...home, postalCode: ' 110001 ' });
    expect(saved.json().address.postalCode).toBe('110001');
    for (const postalCode of ['12345', '012345', '56001', '5600011', 'abcdef', '560 001']) {
      const res = await call(token, 'POST', '/api/addresses', { ...home, postalCode });
      expect(res.statusCode, postalCode).toBe(400);
      expect(detailsOf(res.json())).toEqual({ postalCode: PIN_CODE_MESSAGE });
    }
  });

  it('flags an address saved before the checks (needsUpdate) until it is corrected', async () => {
    const { token } = await signUpCustomer(t.app);
    const a = (await call(token, 'POST', '/api/addresses', home)).json().address;
    await t.database.db
      .update(addresses)
      .set({ state: 'Bangalore', phone: null })
      .where(eq(addresses.id, a.id));
    const [listed] = (await call(token, 'GET', '/api/addresses')).json().addresses;
    expect(listed).toMatchObject({ state: 'Bangalore', phone: null, needsUpdate: true });
    const fixed = await call(token, 'PUT', `/api/addresses/${a.id}`, home);
    expect(fixed.json().address).toMatchObject({ state: 'Karnataka', needsUpdate: false });
  });

  it('lists the 36 states and union territories with GST codes, publicly and cacheably', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meta/states' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const { data } = res.json();
    expect(data).toHaveLength(36);
    expect(data).toEqual(indianStates);
    expect(data).toContainEqual({ code: '29', name: 'Karnataka' });
  });
});
