import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeliverySettingsBodyInput } from '@shop/contracts/delivery';
import { addresses, mailOutbox, orders } from '../db/schema.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { callerOf, signInAdmin, useTestApp } from '../test/test-app.ts';
import { customerWithCart, placeOrderAs, stockOf } from './orders-fixtures.ts';
import { createReplacementOrder } from './orders.service.ts';
import { loadOrder } from './order-views.service.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Party Wear' });
// One unit costs ₹999.50: the order total of a cart of one.
const kurta = await createProductVia(t, admin, {
  name: 'Festive Kurta',
  categoryId: category.id,
  variants: [variant('4-5Y', 999.5, 1000)],
});
const oneKurta = [{ variantId: kurta.variants[0]!.id, quantity: 1 }];

async function saveSettings(body: DeliverySettingsBodyInput) {
  const res = await call(admin, 'PUT', '/api/admin/delivery-settings', body);
  expect(res.statusCode, res.body).toBe(200);
}

const noCap = { codMaxOrderValue: null, defaultDeliveryDays: 5 };

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const countOf = async (table: typeof orders | typeof mailOutbox) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

/** Places the buyer's order and checks that a refusal left stock, cart, orders and mail alone. */
async function expectRefused(buyer: { token: string; addressId: string }, message: string) {
  const stock = await stockOf(t, kurta);
  const [ordersBefore, mailsBefore] = [await countOf(orders), await countOf(mailOutbox)];
  const res = await placeOrderAs(t, buyer.token, buyer.addressId, {
    'idempotency-key': `refused-${buyer.addressId}`,
  });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ code: 'CONFLICT', message });
  expect(await stockOf(t, kurta)).toEqual(stock);
  expect((await call(buyer.token, 'GET', '/api/cart')).json().items).toHaveLength(1);
  expect(await countOf(orders)).toBe(ordersBefore);
  expect(await countOf(mailOutbox)).toBe(mailsBefore);
}

describe('placing an order checks where it goes', () => {
  it('sends anywhere with cash on delivery in the default days while there is no rule', async () => {
    await saveSettings({ codMaxOrderValue: null, defaultDeliveryDays: 6, rules: [] });
    const buyer = await customerWithCart(t, oneKurta);
    const res = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(res.statusCode).toBe(201);
    expect(res.json().order.expectedDeliveryDate).toBe(daysFromToday(6));
  });

  it("promises the matching rule's days, the longest prefix winning", async () => {
    await saveSettings({
      ...noCap,
      rules: [
        { prefix: '56', serviceable: true, codAvailable: true, deliveryDays: 4 },
        { prefix: '5600', serviceable: true, codAvailable: true, deliveryDays: 2 },
      ],
    });
    const buyer = await customerWithCart(t, oneKurta);
    const res = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(res.json().order.expectedDeliveryDate).toBe(daysFromToday(2));
  });

  it('refuses (409) a PIN code the shop does not serve, and places the order once it does', async () => {
    await saveSettings({
      ...noCap,
      rules: [{ prefix: '560', serviceable: false, codAvailable: false }],
    });
    const buyer = await customerWithCart(t, oneKurta);
    await expectRefused(buyer, 'We do not deliver to PIN code 560001 yet. Choose another address.');
    await saveSettings({ ...noCap, rules: [] });
    // The refused attempt did not use up its Idempotency-Key.
    const retried = await placeOrderAs(t, buyer.token, buyer.addressId, {
      'idempotency-key': `refused-${buyer.addressId}`,
    });
    expect(retried.statusCode).toBe(201);
  });

  it('refuses (409) a PIN code without cash on delivery', async () => {
    await saveSettings({
      ...noCap,
      rules: [{ prefix: '560001', serviceable: true, codAvailable: false, deliveryDays: 1 }],
    });
    await expectRefused(
      await customerWithCart(t, oneKurta),
      'Cash on delivery is not available for PIN code 560001. Choose another address.',
    );
  });

  it('takes an order equal to the cash-on-delivery cap and refuses one a paisa above it', async () => {
    await saveSettings({ codMaxOrderValue: 999.49, defaultDeliveryDays: 5, rules: [] });
    await expectRefused(
      await customerWithCart(t, oneKurta),
      'Cash on delivery is limited to orders up to ₹999.49. Remove some items to place this order.',
    );
    await saveSettings({ codMaxOrderValue: 999.5, defaultDeliveryDays: 5, rules: [] });
    const buyer = await customerWithCart(t, oneKurta);
    expect((await placeOrderAs(t, buyer.token, buyer.addressId)).statusCode).toBe(201);
  });

  it('refuses (409) an address to update, and takes it once it is corrected', async () => {
    await saveSettings({ ...noCap, rules: [] });
    const buyer = await customerWithCart(t, oneKurta);
    await t.database.db
      .update(addresses)
      .set({ state: 'Bangalore' })
      .where(eq(addresses.id, buyer.addressId));
    await expectRefused(
      buyer,
      'Please update this address before placing your order: Choose a state or union territory of India.',
    );
    const fixed = await call(buyer.token, 'PUT', `/api/addresses/${buyer.addressId}`, {
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'karnataka',
      postalCode: '560001',
    });
    expect(fixed.json().address.needsUpdate).toBe(false);
    const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.address).toMatchObject({
      fullName: 'Asha Rao',
      phone: '9845012345',
      state: 'Karnataka',
    });
  });

  it('names the recipient and phone in the confirmation mail', async () => {
    await saveSettings({ ...noCap, rules: [] });
    const buyer = await customerWithCart(t, oneKurta);
    const order = (await placeOrderAs(t, buyer.token, buyer.addressId)).json().order;
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Little Sprouts order ${order.orderNumber} is confirmed`));
    expect(mail?.textBody).toContain(
      'Delivering to:\nAsha Rao\nPhone: 98450 12345\n12 MG Road\nBengaluru, Karnataka 560001',
    );
    expect(mail?.htmlBody).toContain('Asha Rao<br>Phone: 98450 12345<br>12 MG Road');
  });
});

describe('a replacement order', () => {
  it("copies the recipient and is promised in its PIN code's days", async () => {
    await saveSettings({ ...noCap, rules: [] });
    const buyer = await customerWithCart(t, oneKurta);
    const source = (await placeOrderAs(t, buyer.token, buyer.addressId)).json().order;
    await saveSettings({
      ...noCap,
      rules: [{ prefix: '560', serviceable: true, codAvailable: false, deliveryDays: 3 }],
    });
    const replacement = await t.database.db.transaction((tx) =>
      createReplacementOrder(tx, source.id, oneKurta),
    );
    const view = await loadOrder(t.database.db, replacement.id);
    expect(view?.address).toEqual(source.address);
    expect(view?.expectedDeliveryDate).toBe(daysFromToday(3));
  });
});
