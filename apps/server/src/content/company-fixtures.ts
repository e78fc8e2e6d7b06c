import { bearer, multipart, type TestApp } from '../test/test-app.ts';

/** Saves the company details with this name, as the admin Company screen does. */
export async function renameShopVia(t: TestApp, adminToken: string, name: string): Promise<void> {
  const form = await multipart({ name, email: 'hello@shop.example' });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company-details',
    headers: { ...bearer(adminToken), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`saving the company failed: ${res.body}`);
}
