import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../mail/mailer.ts';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart, placeOrderAs } from './orders-fixtures.ts';

const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
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
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
// Registered before the app's own: after-all hooks run last first, so the app closes first.
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const { port } = smtp.server.address() as AddressInfo;
const t = await useTestApp({
  mailer: createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: async () => 'Little Sprouts <orders@littlesprouts.example>',
    mailDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
  }),
});

describe('from an empty cart to a confirmation in a real mailbox', () => {
  it('delivers the order confirmation over SMTP', async () => {
    const admin = await signInAdmin(t);
    const category = await createCategoryVia(t, admin, { name: 'Nursery' });
    const blanket = await createProductVia(t, admin, {
      name: 'Muslin Blanket',
      categoryId: category.id,
      variants: [variant('Free Size', 1249, 4, { discountPrice: 250 })],
    });
    const buyer = await customerWithCart(t, []);
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: bearer(buyer.token),
    });
    expect(cart.json().items).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(buyer.token),
      payload: { productVariantId: blanket.variants[0]!.id, quantity: 2 },
    });
    const res = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(res.statusCode).toBe(201);
    const { orderNumber } = res.json().order;
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    const mail = received[0]!;
    expect(mail.to).toEqual([buyer.email]);
    const body = mail.data.replace(/=\r?\n/g, '');
    expect(body).toContain(orderNumber);
    expect(body).toContain('Muslin Blanket (size Free Size, Blush Pink) x 2');
    expect(body).toMatch(
      /Total \(Cash on Delivery\): =E2=82=B92,498\.00|Total \(Cash on Delivery\): ₹2,498\.00/,
    );
  });
});
