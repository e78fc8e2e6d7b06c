import { describe, expect, it, vi } from 'vitest';
import { signUpCustomer, useTestApp } from '../test/test-app.ts';
import { expectHindiMail, switchLanguage } from '../test/hindi-mails.ts';

const t = await useTestApp();

describe('the password reset mail of a customer who reads the shop in Hindi', () => {
  it('is in Hindi, the code as it is', async () => {
    const { token, user } = await signUpCustomer(t.app);
    await switchLanguage(t, token, 'hi');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/request-otp',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await vi.waitFor(() => {
      const sent = t.mail.sent.findLast((m) => m.to === user.email);
      if (!sent) throw new Error('no reset mail yet');
      return sent;
    });
    const code = /कोड (\d{6}) है।/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe('आपका Little Sprouts पासवर्ड रीसेट कोड');
    expect(mail.text).toContain(`नमस्ते ${user.username} जी,`);
    expect(mail.html).toContain(`>${code}</p>`);
    expectHindiMail(
      { ...mail, html: mail.html ?? null },
      {
        catalogues: ['accounts'],
        publicUrl: 'http://localhost',
        ownersWords: ['Little Sprouts', user.username],
        linkless: true,
      },
    );
  });
});
