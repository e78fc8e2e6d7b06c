import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createMailer, mailSender } from './mailer.ts';
import { createTestApp, signInAdmin, signUpCustomer } from '../test/test-app.ts';
import { renameShopVia } from '../content/company-fixtures.ts';

const logger = pino({ level: 'silent' });

describe('mailer', () => {
  it('without SMTP_URL writes each message as an .eml file in the mail folder', async () => {
    const mailDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-mail-')), 'mail');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: async () => 'Shop <shop@example.com>',
      mailDir,
      logger,
    });
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'Code 123456' });
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(mailDir, files[0]!), 'utf8');
    expect(eml).toContain('To: asha@example.com');
    expect(eml).toContain('Subject: Your code');
    expect(eml).toContain('Code 123456');
  });

  it("without MAIL_FROM signs each message with the shop's name at the time it is sent", async () => {
    const mailDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-mail-')), 'mail');
    let shopName = 'Little Sprouts';
    const mailer = createMailer({
      smtpUrl: undefined,
      from: mailSender(undefined, async () => shopName),
      mailDir,
      logger,
    });
    await mailer.send({ to: 'asha@example.com', subject: 'First', text: 'one' });
    shopName = 'Tiny Threads';
    await mailer.send({ to: 'asha@example.com', subject: 'Second', text: 'two' });
    const froms = readdirSync(mailDir)
      .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
      .map((eml) => /^From: (.*)$/m.exec(eml)?.[1]?.trim());
    expect(froms.sort()).toEqual([
      'Little Sprouts <orders@littlesprouts.example>',
      'Tiny Threads <orders@littlesprouts.example>',
    ]);
  });

  it('with MAIL_FROM uses it as written, whatever the shop is called', async () => {
    const from = mailSender('Orders <orders@shop.in>', async () => 'Tiny Threads');
    expect(await from()).toBe('Orders <orders@shop.in>');
  });

  it('with SMTP_URL delivers to a real SMTP server', async () => {
    const received: { to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: async () => 'Shop <shop@example.com>',
        mailDir: '/nonexistent',
        logger,
      });
      await mailer.send({ to: 'ravi@example.com', subject: 'Hello', text: 'Real SMTP' });
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['ravi@example.com']);
      expect(received[0]!.data).toContain('Real SMTP');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('is set up by the app to sign with the renamed shop when MAIL_FROM is not set', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
    const t = await createTestApp({ mailer: undefined }, { DATA_DIR: dataDir });
    try {
      const { user } = await signUpCustomer(t.app);
      await renameShopVia(t, await signInAdmin(t), 'Tiny Threads');
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/request-otp',
        payload: { email: user.email },
      });
      const mailDir = path.join(dataDir, 'mail');
      const eml = await vi.waitFor(() => {
        const [file] = readdirSync(mailDir);
        expect(file).toBeDefined();
        return readFileSync(path.join(mailDir, file!), 'utf8');
      });
      expect(eml).toMatch(/^From: Tiny Threads <orders@littlesprouts\.example>$/m);
    } finally {
      await t.close();
    }
  });
});
