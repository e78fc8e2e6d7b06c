import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import {
  bearer,
  relaxedRateLimits,
  signInAdmin,
  signUpCustomer,
  useTestApp,
} from '../test/test-app.ts';

/*
 * The API answers its messages in the language `Accept-Language` asks for (Hindi or English,
 * English when unsure), names it in `Content-Language`, and keeps its error codes either way.
 */
const t = await useTestApp({
  rateLimits: { ...relaxedRateLimits, loginPerAccount: { max: 1, windowMs: 60_000 } },
});
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Frocks' });
const product = await createProductVia(t, admin, {
  name: 'Sunflower Frock',
  categoryId: category.id,
  variants: [variant('2-3Y', 899, 2)],
});
const size = product.variants[0]!;
const shopper = await signUpCustomer(t.app);

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };
const asking = {
  Hindi: hindi,
  English: { 'accept-language': 'en' },
  'no language': {},
  French: { 'accept-language': 'fr' },
} as const;

describe('the API in Hindi', () => {
  it('says a validation failure, field by field, in Hindi', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: hindi,
      payload: { username: 'ab', email: 'tiny@example.com', password: 'Sunny-days-42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'username: यूज़रनेम कम से कम 3 अक्षरों का होना चाहिए।',
      details: [{ path: 'username', message: 'यूज़रनेम कम से कम 3 अक्षरों का होना चाहिए।' }],
    });
  });

  it("gives zod's own messages plain Hindi words", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: hindi,
      payload: { username: 'asha', email: 'asha@example.com', password: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'password',
      message: 'यह जानकारी छूट गई है या सही तरह की नहीं है।',
    });
  });

  it('says a 404 in Hindi', async () => {
    const res = await t.app.inject({ url: `/api/products/${randomUUID()}`, headers: hindi });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'यह प्रोडक्ट नहीं मिला।' });
  });

  it('fills the placeholders of a 409 in Hindi', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...hindi, ...bearer(shopper.token) },
      payload: { productVariantId: size.id, quantity: 3 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Sunflower Frock साइज़ 2-3Y में सिर्फ़ 2 बचे हैं।',
    });
  });

  it('says a 401 in Hindi', async () => {
    const res = await t.app.inject({ url: '/api/cart', headers: hindi });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
    });
  });

  it('says a 429 in Hindi, its wait included', async () => {
    const wrong = { identifier: 'nobody@example.com', password: 'not-it-at-all' };
    const login = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: wrong });
    expect((await login(hindi)).statusCode).toBe(401);
    const refused = await login(hindi);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-language']).toBe('hi');
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.json().message).toMatch(
      /^बहुत ज़्यादा कोशिशें हो गई हैं। कृपया \d+ सेकंड बाद फिर कोशिश करें।$/,
    );
    const english = await login({ 'accept-language': 'en' });
    expect(english.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
  });

  it('says a successful answer’s message in Hindi', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...hindi, ...bearer(shopper.token) },
      payload: { productVariantId: size.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.headers['content-language']).toBe('hi');
    expect(added.json().message).toBe('कार्ट में जोड़ दिया गया 🛒');
  });
});

describe('the admin area, which stays English', () => {
  it('answers a message the catalogues do not hold in English, and says so', async () => {
    const spare = await createCategoryVia(t, admin, { name: 'Spare {shelf}' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${spare.id}`,
      headers: { ...hindi, ...bearer(admin) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('en');
    expect(res.json()).toEqual({ message: 'Deleted category: Spare {shelf}' });
  });
});

describe('the API in English', () => {
  for (const [name, headers] of Object.entries(asking).filter(([name]) => name !== 'Hindi')) {
    it(`answers English for ${name}, with the same codes`, async () => {
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { username: 'ab', email: 'tiny@example.com', password: 'Sunny-days-42' },
      });
      expect(invalid.headers['content-language']).toBe('en');
      expect(invalid.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'username: Username must be at least 3 characters.',
        details: [{ path: 'username', message: 'Username must be at least 3 characters.' }],
      });
      const missing = await t.app.inject({ url: `/api/products/${randomUUID()}`, headers });
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found.' });
      const tooMany = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { ...headers, ...bearer(shopper.token) },
        payload: { productVariantId: size.id, quantity: 3 },
      });
      expect(tooMany.json()).toEqual({
        code: 'OUT_OF_STOCK',
        message: 'Only 2 left of Sunflower Frock in size 2-3Y.',
      });
      const anonymous = await t.app.inject({ url: '/api/cart', headers });
      expect(anonymous.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to continue.',
      });
    });
  }

  it('takes the first language of the two it speaks, by weight', async () => {
    const res = await t.app.inject({
      url: `/api/products/${randomUUID()}`,
      headers: { 'accept-language': 'fr;q=1, en;q=0.8, hi;q=0.9' },
    });
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json().message).toBe('यह प्रोडक्ट नहीं मिला।');
  });
});
