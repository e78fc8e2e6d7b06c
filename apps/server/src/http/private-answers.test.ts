import { describe, expect, it } from 'vitest';
import { bearer, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';

const t = await useTestApp();
const customer = await signUpCustomer(t.app);
const admin = await signInAdmin(t);

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('answers for a signed-in caller', () => {
  it('are private and never stored: her orders, addresses, returns, account and the admin lists', async () => {
    const answers = {
      'auth/me': await get('/api/auth/me', customer.token),
      'my orders': await get('/api/orders/my-orders', customer.token),
      addresses: await get('/api/addresses', customer.token),
      'my returns': await get('/api/returns/mine', customer.token),
      'all orders (admin)': await get('/api/orders/all', admin),
      'dashboard (admin)': await get('/api/admin/dashboard', admin),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['cache-control'], name).toBe('private, no-store');
    }
  });

  it('are never stored when refused either, on every signed-in read', async () => {
    const signedInReads = t.app.accessTable.filter(
      (route) => route.method === 'GET' && route.access.role !== 'public',
    );
    expect(signedInReads.length).toBeGreaterThan(10);
    for (const route of signedInReads) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      // Every error answer is no-store (http/error-handler.ts), which keeps it out of any cache.
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leave public answers shareable', async () => {
    const res = await get('/api/categories');
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });
});
