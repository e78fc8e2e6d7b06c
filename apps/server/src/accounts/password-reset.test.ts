import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetCodes } from '../db/schema.ts';
import { bearer, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { renameShopVia } from '../content/company-fixtures.ts';
import { OTP_SENT_MESSAGE, WRONG_CODE_MESSAGE } from './password-reset.service.ts';

const t = await useTestApp();

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const requestCode = (email: string) => post('/api/auth/forgot-password/request-otp', { email });
const reset = (email: string, otp: string, newPassword = 'Fresh-start-99') =>
  post('/api/auth/forgot-password/reset', { email, otp, newPassword });

/** The mailed code: the mail goes out after the response, so wait for it to arrive. */
async function mailedCode(email: string): Promise<string> {
  let code: string | undefined;
  await vi.waitFor(() => {
    const mail = t.mail.sent.findLast((m) => m.to === email);
    code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  });
  return code!;
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { user } = await signUpCustomer(t.app);
    const before = t.mail.sent.length;
    const known = await requestCode(user.email);
    const unknown = await requestCode('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: OTP_SENT_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    const code = await mailedCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.mail.sent.slice(before).map((m) => m.to)).toEqual([user.email]);
  });

  it('stores the code only as a hash', async () => {
    const { user } = await signUpCustomer(t.app);
    await requestCode(user.email);
    const code = await mailedCode(user.email);
    const [row] = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('resets with the right code, kills old tokens, and the code works only once', async () => {
    const { user, token, password } = await signUpCustomer(t.app);
    await requestCode(user.email);
    const code = await mailedCode(user.email);
    const ok = await reset(user.email, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/reset/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const oldLogin = await post('/api/auth/login', { identifier: user.email, password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/auth/login', {
      identifier: user.email,
      password: 'Fresh-start-99',
    });
    expect(newLogin.statusCode).toBe(200);
    const again = await reset(user.email, code, 'Another-pass-11');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: WRONG_CODE_MESSAGE, code: 'VALIDATION_FAILED' });
  });

  it('kills the code after 5 wrong tries, even if the sixth is right', async () => {
    const { user } = await signUpCustomer(t.app);
    await requestCode(user.email);
    const code = await mailedCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await reset(user.email, wrong)).statusCode).toBe(400);
    }
    expect((await reset(user.email, code)).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { user } = await signUpCustomer(t.app);
    await requestCode(user.email);
    const code = await mailedCode(user.email);
    await t.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    expect((await reset(user.email, code)).statusCode).toBe(400);
  });

  it('a newer code kills the older one', async () => {
    const { user } = await signUpCustomer(t.app);
    await requestCode(user.email);
    const first = await mailedCode(user.email);
    t.mail.sent.length = 0;
    await requestCode(user.email);
    const second = await mailedCode(user.email);
    if (first !== second) {
      expect((await reset(user.email, first)).statusCode).toBe(400);
    }
    expect((await reset(user.email, second)).statusCode).toBe(200);
  });

  it('two resets racing on one code: exactly one wins', async () => {
    const { user } = await signUpCustomer(t.app);
    await requestCode(user.email);
    const code = await mailedCode(user.email);
    const results = await Promise.all([
      reset(user.email, code, 'Racer-one-111'),
      reset(user.email, code, 'Racer-two-222'),
      reset(user.email, code, 'Racer-three-333'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses a new password that is blank once trimmed, even with the right code', async () => {
    const { user } = await signUpCustomer(t.app);
    await requestCode(user.email);
    const code = await mailedCode(user.email);
    const res = await reset(user.email, code, ' '.repeat(12));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'newPassword',
      message: 'Password must not be blank.',
    });
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('refuses a malformed code or a short password with 400 and an unknown email like a wrong code', async () => {
    expect((await reset('someone@example.com', '12ab56')).statusCode).toBe(400);
    const { user } = await signUpCustomer(t.app);
    expect((await reset(user.email, '123456', 'short')).statusCode).toBe(400);
    const unknown = await reset('ghost@example.com', '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(WRONG_CODE_MESSAGE);
  });
});

describe('the reset mail', () => {
  it("carries the shop's current name in subject and body, whatever the Host header", async () => {
    const { user } = await signUpCustomer(t.app);
    await renameShopVia(t, await signInAdmin(t), 'Tiny Threads');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/request-otp',
      headers: { host: 'evil.example' },
      payload: { email: user.email },
    });
    const code = await mailedCode(user.email);
    const mail = t.mail.sent.findLast((m) => m.to === user.email)!;
    expect(mail.subject).toBe('Your Tiny Threads password reset code');
    expect(mail.text).toContain(`Your code to reset your Tiny Threads password is ${code}.`);
    expect(mail.html).toContain('Your code to reset your Tiny Threads password is');
    expect(JSON.stringify(mail)).not.toContain('Little Sprouts');
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });
});
