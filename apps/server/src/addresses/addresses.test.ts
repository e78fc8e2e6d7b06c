import { describe, expect, it } from 'vitest';
import { callerOf, signUpCustomer, useTestApp } from '../test/test-app.ts';

const t = await useTestApp();

const home = {
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};
const office = {
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

  it('validates required fields with their messages and the postal code length', async () => {
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
      state: 'State is required.',
      postalCode: 'Postal Code must be at most 6 characters.',
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
