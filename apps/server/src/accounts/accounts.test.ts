import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { TEST_JWT_SECRET, bearer, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { ensureAdmin } from './accounts.service.ts';

const t = await useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates a CUSTOMER whatever userType says, and never returns the hash', async () => {
    const res = await post('/api/auth/register', {
      username: 'asha',
      email: 'Asha@Example.com',
      password: 'Mango-lassi-7',
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '9876543210',
      dob: '1990-04-12',
      userType: 'ADMIN',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: 'asha',
      email: 'asha@example.com',
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '9876543210',
      dob: '1990-04-12',
      userType: 'CUSTOMER',
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|tokenVersion/);
  });

  it('takes marketing consent only when the box is ticked, and records when', async () => {
    const without = await post('/api/auth/register', {
      username: 'no-offers',
      email: 'no-offers@example.com',
      password: 'Mango-lassi-7',
    });
    expect(without.json().user).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
    });
    const declined = await post('/api/auth/register', {
      username: 'declined',
      email: 'declined@example.com',
      password: 'Mango-lassi-7',
      marketingConsent: false,
    });
    expect(declined.json().user).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
    });
    const before = Date.now();
    const given = await post('/api/auth/register', {
      username: 'offers-please',
      email: 'offers-please@example.com',
      password: 'Mango-lassi-7',
      marketingConsent: true,
    });
    expect(given.statusCode).toBe(201);
    const { user } = given.json();
    expect(user.marketingConsent).toBe(true);
    // The database's clock, within a few seconds of this test's.
    expect(Math.abs(Date.parse(user.marketingConsentAt) - before)).toBeLessThan(5_000);
    const [stored] = await t.database.db
      .select({ at: users.marketingConsentAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored!.at!.toISOString()).toBe(user.marketingConsentAt);
  });

  it('refuses a duplicate email or username case-insensitively with 409', async () => {
    await signUpCustomer(t.app, { username: 'ravi', email: 'ravi@example.com' });
    const sameEmail = await post('/api/auth/register', {
      username: 'ravi2',
      email: 'RAVI@example.com',
      password: 'Mango-lassi-7',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      message: 'An account with this email already exists.',
      code: 'CONFLICT',
      details: [{ path: 'email', message: 'An account with this email already exists.' }],
    });
    const sameUsername = await post('/api/auth/register', {
      username: 'RAVI',
      email: 'other@example.com',
      password: 'Mango-lassi-7',
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe('This username is already taken.');
  });

  it('validates fields with 400 and field details', async () => {
    const res = await post('/api/auth/register', {
      username: 'x',
      email: 'nope',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const paths = body.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(['email', 'password', 'username']);
    expect(body.details.find((d: { path: string }) => d.path === 'password').message).toBe(
      'Password must be at least 8 characters.',
    );
  });

  it('refuses wrong types and absurdly long text with 400', async () => {
    const wrongType = await post('/api/auth/register', {
      username: 12345,
      email: 'a@b.co',
      password: 'Mango-lassi-7',
    });
    expect(wrongType.statusCode).toBe(400);
    const huge = await post('/api/auth/register', {
      username: 'a'.repeat(100_000),
      email: 'big@example.com',
      password: 'Mango-lassi-7',
    });
    expect(huge.statusCode).toBe(400);
    const missing = await post('/api/auth/register', { email: 'm@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual({
      path: 'username',
      message: 'This field is required.',
    });
  });
});

/** Today in the shop's calendar (India), shifted by whole years and days, as YYYY-MM-DD. */
function shopDate(years: number, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('passwords and dates of birth that make no sense', () => {
  const blankPasswords = [' '.repeat(8), '\t\n'.repeat(5), '\u00a0'.repeat(10), '\u0000'.repeat(8)];

  it('sign-up refuses a password that is blank once trimmed', async () => {
    for (const [i, password] of blankPasswords.entries()) {
      const res = await post('/api/auth/register', {
        username: `blank${i}`,
        email: `blank${i}@example.com`,
        password,
      });
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json().details[0].path, JSON.stringify(password)).toBe('password');
    }
  });

  it('a password change refuses a new password that is blank once trimmed', async () => {
    const shopper = await signUpCustomer(t.app);
    for (const newPassword of blankPasswords) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/change-password',
        headers: bearer(shopper.token),
        payload: { currentPassword: shopper.password, newPassword },
      });
      expect(res.statusCode, JSON.stringify(newPassword)).toBe(400);
      expect(res.json().details[0].path).toBe('newPassword');
    }
  });

  it('refuses a date of birth in the future or more than 120 years back', async () => {
    const shopper = await signUpCustomer(t.app);
    const refused = ['0001-01-01', '2999-01-01', shopDate(0, 1), shopDate(-120, -1)];
    for (const [i, dob] of refused.entries()) {
      const signUp = await post('/api/auth/register', {
        username: `dob${i}`,
        email: `dob${i}@example.com`,
        password: 'Mango-lassi-7',
        dob,
      });
      expect(signUp.statusCode, dob).toBe(400);
      expect(signUp.json().details[0]).toMatchObject({ path: 'dob' });
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(shopper.token),
        payload: { dob },
      });
      expect(profile.statusCode, dob).toBe(400);
      expect(profile.json().details[0]).toMatchObject({ path: 'dob' });
    }
    for (const dob of [shopDate(0), shopDate(-120), '2020-02-29']) {
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(shopper.token),
        payload: { dob },
      });
      expect(profile.statusCode, dob).toBe(200);
      expect(profile.json().data.user.dob).toBe(dob);
    }
  });
});

describe('login', () => {
  it('accepts email or username, case-insensitively, and the token works on /auth/me', async () => {
    await signUpCustomer(t.app, { username: 'Meera', email: 'meera@example.com' });
    for (const identifier of ['meera@example.com', 'MEERA@EXAMPLE.COM', 'meera', 'MeErA']) {
      const res = await post('/api/auth/login', { identifier, password: 'Sunny-days-42' });
      expect(res.statusCode, identifier).toBe(200);
      const { token, user } = res.json();
      expect(user.username).toBe('Meera');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.user.email).toBe('meera@example.com');
    }
  });

  it('gives one message whether the account or the password was wrong', async () => {
    await signUpCustomer(t.app, { username: 'kiran', email: 'kiran@example.com' });
    const wrongPassword = await post('/api/auth/login', {
      identifier: 'kiran',
      password: 'not-the-password',
    });
    const unknownUser = await post('/api/auth/login', {
      identifier: 'nobody-here',
      password: 'not-the-password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid email/username or password.',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('tokens', () => {
  it('refuses missing, malformed, forged, alg-none and expired tokens with 401', async () => {
    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    const { user } = await signUpCustomer(t.app);
    const forged = await new SignJWT({ typ: 'CUSTOMER', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('little-sprouts-shop')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-key-that-is-long-enough-123456'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: user.id, typ: 'ADMIN', ver: 0, iss: 'little-sprouts-shop' }),
    ).toString('base64url');
    const algNone = `${header}.${payload}.`;
    const expired = await new SignJWT({ typ: 'CUSTOMER', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('little-sprouts-shop')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('not-a-jwt'),
      bearer(forged),
      bearer(algNone),
      bearer(expired),
    ]) {
      const res = await me(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('profile', () => {
  it('edits profile fields, keeps email read-only, and refuses a taken username', async () => {
    const { token } = await signUpCustomer(t.app, { username: 'neha', email: 'neha@example.com' });
    await signUpCustomer(t.app, { username: 'taken-name' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: {
        firstName: 'Neha',
        lastName: 'Sharma',
        mobile: '9123456780',
        dob: '1992-11-03',
        email: 'hijack@example.com',
        userType: 'ADMIN',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      firstName: 'Neha',
      lastName: 'Sharma',
      mobile: '9123456780',
      dob: '1992-11-03',
      email: 'neha@example.com',
      userType: 'CUSTOMER',
    });
    const clash = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { username: 'TAKEN-NAME' },
    });
    expect(clash.statusCode).toBe(409);
    const badDate = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { dob: '2020-02-31x' },
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('gives marketing consent (keeping the first time when given again) and withdraws it', async () => {
    const { token } = await signUpCustomer(t.app);
    const profile = async (payload: object) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.user as { marketingConsent: boolean; marketingConsentAt: string };
    };
    expect(await profile({ firstName: 'Meera' })).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
    });
    const given = await profile({ marketingConsent: true });
    expect(given.marketingConsent).toBe(true);
    expect(given.marketingConsentAt).not.toBeNull();
    // Saving the form again with the box still ticked is no new consent: its time stays.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await profile({ marketingConsent: true, lastName: 'Iyer' })).toMatchObject({
      marketingConsent: true,
      marketingConsentAt: given.marketingConsentAt,
    });
    expect(await profile({ marketingConsent: false })).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
    });
    const again = await profile({ marketingConsent: true });
    expect(again.marketingConsent).toBe(true);
    expect(Date.parse(again.marketingConsentAt)).toBeGreaterThan(
      Date.parse(given.marketingConsentAt),
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(JSON.stringify(me.json())).toContain(again.marketingConsentAt);
  });

  it('keeps the language chosen at sign-up and by the switch, and refuses any other', async () => {
    const hindi = await post('/api/auth/register', {
      username: 'hindi-reader',
      email: 'hindi-reader@example.com',
      password: 'Mango-lassi-7',
      language: 'hi',
    });
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json().user.language).toBe('hi');
    const { token, user } = await signUpCustomer(t.app);
    expect(user.language).toBe('en');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });
    const switched = await put({ language: 'hi' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.user.language).toBe('hi');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.user.language).toBe('hi');
    const unknown = await put({ language: 'ta' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_FAILED');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('refuses a wrong current password with 400', async () => {
    const { token } = await signUpCustomer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'wrong-password', newPassword: 'Brand-new-pass-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('kills earlier tokens, returns a working new one, and the new password signs in', async () => {
    const { token: oldToken, user, password } = await signUpCustomer(t.app);
    const { token: otherDeviceToken } = (
      await post('/api/auth/login', { identifier: user.email, password })
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: bearer(oldToken),
      payload: { currentPassword: password, newPassword: 'Brand-new-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    const { token: newToken, message } = res.json();
    expect(message).toBe('Password changed successfully');
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await me(otherDeviceToken)).statusCode).toBe(401);
    expect((await me(newToken)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { identifier: user.email, password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { identifier: user.email, password: 'Brand-new-pass-1' }))
        .statusCode,
    ).toBe(200);
  });

  it('needs at least 8 characters', async () => {
    const { token, password } = await signUpCustomer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'short' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('admin bootstrap', () => {
  it('creates the admin, then updates it in place, and the admin signs in as ADMIN', async () => {
    const { db } = t.database;
    expect(await ensureAdmin(db, { email: 'boss@example.com', password: 'Admin-pass-123' })).toBe(
      'created',
    );
    expect(await ensureAdmin(db, { email: 'boss@example.com', password: 'Admin-pass-456' })).toBe(
      'updated',
    );
    const res = await post('/api/auth/login', {
      identifier: 'boss@example.com',
      password: 'Admin-pass-456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.userType).toBe('ADMIN');
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'boss@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('promotes an existing customer account named by ADMIN_EMAIL', async () => {
    const { user } = await signUpCustomer(t.app, { email: 'promote@example.com' });
    await ensureAdmin(t.database.db, { email: 'promote@example.com', password: 'Admin-pass-123' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.userType).toBe('ADMIN');
  });
});
