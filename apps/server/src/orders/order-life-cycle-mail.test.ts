import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import { orders, returnRequests } from '../db/schema.ts';
import { callerOf, signInAdmin, useTestApp } from '../test/test-app.ts';
import { decodeEntities } from '../test/html-text.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { deliverOrderVia, placedOrder, queuedMails, setOrderStatusVia } from './orders-fixtures.ts';

const PUBLIC_URL = 'https://shop.example.in';
const ORDERS_LINK = `${PUBLIC_URL}/myaccount/order`;

const t = await useTestApp({}, { PUBLIC_URL });
const admin = await signInAdmin(t);
const call = callerOf(t);
const category = await createCategoryVia(t, admin, { name: 'Tees & Tops' });
const tee = await createProductVia(t, admin, {
  name: 'Tom & Jerry <Tee>',
  categoryId: category.id,
  variants: [variant('2-3Y', 399, 100)],
});

const order = async () => placedOrder(t, [{ variantId: tee.variants[0]!.id, quantity: 2 }]);

/** The one queued mail about this order whose subject has `kind` in it. */
async function mailAbout(placed: Order, kind: string) {
  const mails = (await queuedMails(t, placed.orderNumber)).filter((m) => m.subject.includes(kind));
  expect(mails, `${kind} mails for ${placed.orderNumber}`).toHaveLength(1);
  return { ...mails[0]!, html: mails[0]!.html ?? '' };
}

/** What a reader of the HTML part sees, tags dropped and entities decoded. */
const seen = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ''));

const expectLinkAndItems = (mail: { text: string; html: string }) => {
  expect(mail.html).toContain(`<a href="${ORDERS_LINK}"`);
  expect(mail.text).toContain('- Tom & Jerry <Tee> (size 2-3Y, Blush Pink) x 2');
  expect(mail.html).toContain('Tom &#38; Jerry &#60;Tee&#62;');
  expect(mail.html).not.toContain('<Tee>');
};

describe('the shipped mail', () => {
  it('names the courier and tracking number, the expected day and the cash to keep ready', async () => {
    const { buyer, order: placed } = await order();
    await setOrderStatusVia(t, admin, placed.id, {
      deliveryStatus: 'SHIPPED',
      courier: 'Dart & <Sons>',
      trackingNumber: 'AWB-"77"',
    });
    const mail = await mailAbout(placed, 'on its way');
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toBe(`Your Little Sprouts order ${placed.orderNumber} is on its way`);
    expect(mail.text).toContain(`Good news: your order ${placed.orderNumber} is on its way.`);
    expect(mail.text).toContain('Courier: Dart & <Sons>\nTracking number: AWB-"77"');
    const [year, month, day] = placed.expectedDeliveryDate.split('-').map(Number);
    const expected = `${day} ${monthNames[month! - 1]} ${year}`;
    expect(mail.text).toContain(`Expected delivery: ${expected}.`);
    expect(mail.text).toContain('Please keep ₹798.00 ready: it is cash on delivery.');
    expect(mail.text).toContain(`Follow your orders: ${ORDERS_LINK}`);
    expect(mail.html).toContain('<strong>Dart &#38; &#60;Sons&#62;</strong>');
    expect(mail.html).toContain('<strong>AWB-&#34;77&#34;</strong>');
    expect(mail.html).toContain(`<strong>${placed.orderNumber}</strong>`);
    expect(seen(mail.html)).toContain(`Expected delivery: ${expected}.`);
    expectLinkAndItems(mail);

    // And it goes out through the outbox.
    await vi.waitFor(() =>
      expect(t.mail.sent.some((m) => m.subject === mail.subject && m.to === buyer.email)).toBe(
        true,
      ),
    );
  });

  it('leaves out courier and tracking number when the shop gave none', async () => {
    const { order: placed } = await order();
    await setOrderStatusVia(t, admin, placed.id, { deliveryStatus: 'SHIPPED' });
    const mail = await mailAbout(placed, 'on its way');
    expect(mail.text).not.toMatch(/Courier|Tracking/);
    expect(mail.html).not.toMatch(/Courier|Tracking/);
  });
});

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('the delivered mail', () => {
  it('thanks the customer and says until when returns and exchanges are open', async () => {
    const { buyer, order: placed } = await order();
    const delivered = await deliverOrderVia(t, admin, placed.id);
    const mail = await mailAbout(placed, 'delivered');
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toBe(`Your Little Sprouts order ${placed.orderNumber} has been delivered`);
    expect(mail.text).toContain(
      `Your order ${placed.orderNumber} has been delivered. Thank you for shopping with Little Sprouts!`,
    );
    expect(delivered.invoiceNumber).toMatch(/^LS\/\d{2}-\d{2}\/\d{6}$/);
    expect(mail.text).toContain(
      `Your invoice ${delivered.invoiceNumber} is ready to download from your orders.`,
    );
    // The last day, as a customer in India reads it (IST is UTC + 5:30).
    const lastDay = new Date(Date.parse(delivered.returnableUntil!) + 5.5 * 3600 * 1000);
    const until = `${lastDay.getUTCDate()} ${monthNames[lastDay.getUTCMonth()]} ${lastDay.getUTCFullYear()}`;
    expect(mail.text).toMatch(
      new RegExp(`ask for a return or a size exchange until ${until} at \\d{1,2}:\\d{2} [ap]m`),
    );
    expect(seen(mail.html)).toContain(`a size exchange until ${until}`);
    expect(mail.text).toContain(`Your orders, returns and exchanges: ${ORDERS_LINK}`);
    expectLinkAndItems(mail);
  });
});

describe('the cancelled mail', () => {
  it('from the shop says so, and that nothing is due', async () => {
    const { buyer, order: placed } = await order();
    await setOrderStatusVia(t, admin, placed.id, { deliveryStatus: 'CANCELED' });
    const mail = await mailAbout(placed, 'cancelled');
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toBe(`Your Little Sprouts order ${placed.orderNumber} has been cancelled`);
    expect(mail.text).toContain(
      `We are sorry: your order ${placed.orderNumber} has been cancelled by Little Sprouts.`,
    );
    expect(mail.text).toContain(
      'Nothing is due: it was cash on delivery, so no payment was taken.',
    );
    expect(mail.text).toContain(`Your orders: ${ORDERS_LINK}`);
    expectLinkAndItems(mail);
  });

  it('when the customer cancels, confirms what they asked', async () => {
    const { buyer, order: placed } = await order();
    expect((await call(buyer.token, 'PUT', `/api/orders/${placed.id}/cancel`)).statusCode).toBe(
      200,
    );
    const mail = await mailAbout(placed, 'cancelled');
    expect(mail.to).toBe(buyer.email);
    expect(mail.text).toContain(
      `As you asked, your order ${placed.orderNumber} has been cancelled.`,
    );
    expect(mail.text).toContain('Nothing is due');
    expect(mail.html).toContain(`<strong>${placed.orderNumber}</strong> has been cancelled.`);
    expectLinkAndItems(mail);
    await vi.waitFor(() => expect(t.mail.sent.some((m) => m.subject === mail.subject)).toBe(true));
  });

  it('after a delivery, speaks of a refund of the cash paid', async () => {
    const { order: placed } = await order();
    await deliverOrderVia(t, admin, placed.id);
    await setOrderStatusVia(t, admin, placed.id, { deliveryStatus: 'CANCELED' });
    const mail = await mailAbout(placed, 'cancelled');
    expect(mail.text).toContain(
      'You paid ₹798.00 in cash on delivery; we will contact you about your refund.',
    );
    expect(mail.text).not.toContain('Nothing is due');
  });
});

describe('moves that mail nothing', () => {
  it('back to PENDING, and DELIVERED back to SHIPPED (a correction)', async () => {
    const { order: placed } = await order();
    await setOrderStatusVia(t, admin, placed.id, { deliveryStatus: 'CANCELED' });
    await setOrderStatusVia(t, admin, placed.id, { deliveryStatus: 'PENDING' });
    await deliverOrderVia(t, admin, placed.id);
    await setOrderStatusVia(t, admin, placed.id, { deliveryStatus: 'SHIPPED' });
    const subjects = (await queuedMails(t, placed.orderNumber)).map((m) => m.subject);
    expect(subjects).toEqual([
      `Your Little Sprouts order ${placed.orderNumber} is confirmed`,
      `Your Little Sprouts order ${placed.orderNumber} has been cancelled`,
      `Your Little Sprouts order ${placed.orderNumber} has been delivered`,
      `How are you finding your Little Sprouts order ${placed.orderNumber}?`,
    ]);
  });
});

describe('a replacement order', () => {
  it('reads as the replacement for the exchange, with nothing to pay', async () => {
    const original = await order();
    const { order: replacement } = await order();
    await t.database.db.insert(returnRequests).values({
      requestNumber: 'RT-MAIL001',
      orderId: original.order.id,
      userId: replacement.user.id,
      type: 'EXCHANGE',
      status: 'COMPLETED',
      replacementOrderId: replacement.id,
    });
    // The exchange's order is priced 0.
    await t.database.db
      .update(orders)
      .set({ orderTotalPaise: 0, subtotalPaise: 0, discountTotalPaise: 0 })
      .where(eq(orders.id, replacement.id));

    await setOrderStatusVia(t, admin, replacement.id, {
      deliveryStatus: 'SHIPPED',
      courier: 'Ekart',
    });
    const shipped = await mailAbout(replacement, 'on its way');
    expect(shipped.subject).toBe(
      `Your Little Sprouts replacement order ${replacement.orderNumber} is on its way`,
    );
    expect(shipped.text).toContain(
      `Good news: your replacement order ${replacement.orderNumber} (for your exchange RT-MAIL001) is on its way.`,
    );
    expect(shipped.text).toContain('There is nothing to pay when it arrives.');
    expect(shipped.text).not.toContain('₹');

    await deliverOrderVia(t, admin, replacement.id);
    const delivered = await mailAbout(replacement, 'delivered');
    expect(delivered.subject).toBe(
      `Your Little Sprouts replacement order ${replacement.orderNumber} has been delivered`,
    );
    expect(seen(delivered.html)).toContain(
      `Your replacement order ${replacement.orderNumber} (for your exchange RT-MAIL001) has been delivered.`,
    );
    // Not a sale: the goods were invoiced on the order they replace.
    expect(delivered.text).not.toContain('invoice');
  });
});
