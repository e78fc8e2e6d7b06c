import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import {
  bearer,
  createTestApp,
  signInAdmin,
  signUpCustomer,
  type TestApp,
} from '../test/test-app.ts';
import { access, registerAccessControl, requireDeclaredAccess } from './access.ts';

let t: TestApp;
let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  customerToken = (await signUpCustomer(t.app)).token;
  adminToken = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, ANY_ID);

function call(method: string, url: string, token?: string) {
  return t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? bearer(token) : {},
    ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
  });
}

describe('access rules, walked from the route table itself', () => {
  it('covers every /api route', () => {
    expect(t.app.accessTable.length).toBeGreaterThan(35);
    const urls = t.app.accessTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/products');
    expect(urls).toContain('GET /api/admin/dashboard');
  });

  it('admin routes: 401 for a visitor, 403 for a customer', async () => {
    const adminRoutes = t.app.accessTable.filter((r) => r.access.role === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of adminRoutes) {
      const label = `${route.method} ${route.url}`;
      const visitor = await call(route.method, route.url);
      expect(visitor.statusCode, label).toBe(401);
      expect(visitor.json().code, label).toBe('UNAUTHENTICATED');
      const customer = await call(route.method, route.url, customerToken);
      expect(customer.statusCode, label).toBe(403);
      expect(customer.json().code, label).toBe('FORBIDDEN');
    }
  });

  it('customer routes: 401 for a visitor, 403 for an admin', async () => {
    const customerRoutes = t.app.accessTable.filter((r) => r.access.role === 'customer');
    expect(customerRoutes.length).toBeGreaterThanOrEqual(15);
    for (const route of customerRoutes) {
      const label = `${route.method} ${route.url}`;
      expect((await call(route.method, route.url)).statusCode, label).toBe(401);
      expect((await call(route.method, route.url, adminToken)).statusCode, label).toBe(403);
    }
  });

  it('signed-in routes: 401 for a visitor and for a forged token', async () => {
    for (const route of t.app.accessTable.filter((r) => r.access.role === 'user')) {
      expect((await call(route.method, route.url)).statusCode).toBe(401);
      expect((await call(route.method, route.url, 'forged.token.value')).statusCode).toBe(401);
    }
  });

  it('public routes never ask a visitor to sign in', async () => {
    for (const route of t.app.accessTable.filter((r) => r.access.role === 'public')) {
      const res = await call(route.method, route.url);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });

  it('a route that declares no access rule cannot be registered', async () => {
    const app = Fastify();
    registerAccessControl(app);
    const start = async () => {
      await app.register(async (api) => {
        requireDeclaredAccess(api, app.accessTable);
        api.get('/declared', { config: access.public }, async () => 'ok');
        api.get('/forgotten', async () => 'open');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /forgotten declares no access rule');
  });
});
