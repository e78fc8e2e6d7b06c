import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Order } from '@shop/contracts/orders';
import type { Product } from '@shop/contracts/catalog';
import { PACKING_SLIPS_MAX } from '@shop/contracts/orders';
import {
  bearer,
  callerOf,
  makeImage,
  multipart,
  signInAdmin,
  signUpCustomer,
  TEST_JWT_SECRET,
  useTestApp,
} from '../test/test-app.ts';
import { createCategoryVia, productForm, variant } from '../catalog/catalog-fixtures.ts';
import {
  customerWithCart,
  deliverOrderVia,
  placedOrder,
  placeOrderAs,
  setOrderStatusVia,
} from '../orders/orders-fixtures.ts';
import { applyCouponAs, createCouponVia } from '../offers/offers-fixtures.ts';
import { askForReturn, moveReturn } from '../returns/returns-fixtures.ts';
import { giveReference, placeUpiOrderAs, recordPaymentAs } from '../payments/payments-fixtures.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);
const SHOP_GSTIN = '29AAGCL1234M1ZA';

async function saveCompany(fields: Record<string, string>, logo?: Buffer) {
  const form = await multipart(
    {
      name: 'Little Sprouts',
      address: '45 Residency Road, Bengaluru',
      pincode: '560025',
      ...fields,
    },
    logo ? [{ name: 'logo', data: logo, filename: 'logo.png' }] : [],
  );
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company-details',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`company: ${res.body}`);
}
await saveCompany(
  { legalName: 'Little Sprouts Retail Private Limited', gstin: SHOP_GSTIN },
  await makeImage('png', 200, 120),
);

const category = await createCategoryVia(t, admin, { name: 'Invoice Wear' });
async function taxedProduct(name: string, price: number, hsnCode: string, rate: number) {
  const form = await productForm(
    {
      name,
      categoryId: category.id,
      variants: [variant('0-3M', price, 500), variant('2-3Y', price, 500)],
    },
    { hsnCode, gstRatePercent: String(rate) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`product: ${res.body}`);
  return (res.json() as { data: Product }).data;
}
const romper = await taxedProduct('Organic Cotton Romper', 499, '61112000', 5);
const frock = await taxedProduct('Party Frock', 2999, '6209', 18);
const basket = [
  { variantId: romper.variants[0]!.id, quantity: 2 },
  { variantId: frock.variants[1]!.id, quantity: 1 },
];

/** A new customer's order of `basket` shipped to Pune, Maharashtra (another state than the shop's). */
async function orderToPune(): Promise<{ token: string; order: Order }> {
  const { token } = await signUpCustomer(t.app);
  const address = await call(token, 'POST', '/api/addresses', {
    fullName: 'Meera Joshi',
    phone: '9822012345',
    addressLine1: '8 FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411004',
  });
  for (const line of basket) {
    await call(token, 'POST', '/api/cart/add', {
      productVariantId: line.variantId,
      quantity: line.quantity,
    });
  }
  const placed = await call(token, 'POST', '/api/orders/place', {
    addressId: address.json().address.id,
    paymentMethod: 'COD',
  });
  if (placed.statusCode !== 201) throw new Error(`place: ${placed.body}`);
  return { token, order: placed.json().order };
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const invoiceOf = (token: string, orderId: string) =>
  call(token, 'GET', `/api/orders/${orderId}/invoice.pdf`);

describe('GET /orders/:id/invoice.pdf', () => {
  it("is a tax invoice with CGST + SGST for a buyer in the shop's state, to the paisa", async () => {
    const { buyer, order } = await placedOrder(t, basket);
    const delivered = await deliverOrderVia(t, admin, order.id);
    const res = await invoiceOf(buyer.token, order.id);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(delivered.invoiceNumber).toMatch(/^LS\/\d{2}-\d{2}\/\d{6}$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${delivered.invoiceNumber!.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Little Sprouts Retail Private Limited');
    expect(text).toContain(`GSTIN: ${SHOP_GSTIN}`);
    expect(text).toContain(delivered.invoiceNumber);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('61112000');
    expect(text).toContain('6209');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('Asha Rao');
    expect(text).toContain('98450 12345');
    expect(text).toMatch(/CGST[\s\S]*SGST/);
    expect(text).not.toContain('IGST');
    // 2 x ₹499 at 5 %: each half 23.76; ₹2,999 at 18 %: each half 228.74.
    expect(text).toContain('₹252.50');
    expect(text).toContain('₹3,492.00');
    expect(text).toContain('₹3,997.00');
    expect(text).toContain('Rupees Three Thousand Nine Hundred Ninety Seven Only');
    expect(text).toContain('Tax payable on reverse charge');
    expect(text).toContain('Cash on delivery (paid)');
    expect(text).toContain('Authorised Signatory');
  });

  it('says "Paid by UPI" with the UTR for an order paid by UPI', async () => {
    await saveCompany({
      legalName: 'Little Sprouts Retail Private Limited',
      gstin: SHOP_GSTIN,
      upiId: 'littlesprouts@okicici',
    });
    const buyer = await customerWithCart(t, basket);
    const { order } = (await placeUpiOrderAs(t, buyer)).json() as { order: Order };
    expect((await giveReference(t, buyer.token, order.id, '433512345678')).statusCode).toBe(200);
    expect((await recordPaymentAs(t, admin, order.id, { status: 'PAID' })).statusCode).toBe(200);
    await deliverOrderVia(t, admin, order.id);
    const res = await invoiceOf(buyer.token, order.id);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/Paid by UPI\s+\(UTR\s+433512345678\)/);
    expect(text).not.toContain('Cash on delivery');
    expect(text).toContain('₹3,997.00');
  });

  it("works the tax on each line's price after its share of a code, and adds up to what was paid", async () => {
    const coupon = await createCouponVia(t, admin, { type: 'FIXED', value: 400 });
    const buyer = await customerWithCart(t, basket);
    expect((await applyCouponAs(t, buyer.token, coupon.code)).statusCode).toBe(200);
    const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
    const order = placed.json().order as Order;
    // ₹400 over ₹998 and ₹2,999: 99.87 and 300.13 (the leftover paisa to the larger fraction).
    expect(order.items.map((item) => item.couponDiscount).sort()).toEqual([300.13, 99.87]);
    expect(order.orderTotal).toBe(3597);
    await deliverOrderVia(t, admin, order.id);
    const res = await invoiceOf(buyer.token, order.id);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/Code\s+discount/);
    // Romper: ₹898.13 at 5 % = 2 × 21.38 tax; frock: ₹2,698.87 at 18 % = 2 × 205.85.
    expect(text).toContain('855.37');
    expect(text).toContain('2,287.17');
    expect(text).toContain('₹3,142.54');
    expect(text).toContain('₹227.23');
    expect(text).toContain('₹3,597.00');
    expect(text).toContain('Rupees Three Thousand Five Hundred Ninety Seven Only');
  });

  it('charges IGST to a buyer in another state', async () => {
    const { token, order } = await orderToPune();
    const delivered = await deliverOrderVia(t, admin, order.id);
    const res = await invoiceOf(token, order.id);

    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(delivered.invoiceNumber);
    expect(text).toContain('Maharashtra (27)');
    expect(text).toContain('Meera Joshi');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    // 47.52 (49,900 x 2 x 5 / 105 = 4,752.38 paise) + 457.47 (2,99,900 x 18 / 118).
    expect(text).toContain('₹504.99');
    expect(text).toContain('₹3,492.01');
    expect(text).toContain('₹3,997.00');
  });

  it('is 409 until the order is delivered', async () => {
    const { buyer, order } = await placedOrder(t, basket);
    const res = await invoiceOf(buyer.token, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'The tax invoice is issued when the order is delivered.',
    });
  });

  it("is 409 for good on an exchange's free replacement order, delivered or not", async () => {
    const { buyer, order } = await placedOrder(t, [
      { variantId: romper.variants[0]!.id, quantity: 1 },
    ]);
    await deliverOrderVia(t, admin, order.id);
    const asked = await askForReturn(t, buyer.token, order.id, {
      type: 'EXCHANGE',
      items: [
        {
          orderItemId: order.items[0]!.id,
          quantity: 1,
          reason: 'SIZE_TOO_SMALL',
          exchangeVariantId: romper.variants[1]!.id,
        },
      ],
    });
    const requestId = asked.json().returnRequest.id;
    for (const status of ['APPROVED', 'RECEIVED']) {
      expect((await moveReturn(t, admin, requestId, { status })).statusCode).toBe(200);
    }
    const completed = await moveReturn(t, admin, requestId, { status: 'COMPLETED' });
    const replacementId: string = completed.json().returnRequest.replacementOrderId;
    const replacement = await deliverOrderVia(t, admin, replacementId);
    expect(replacement.invoiceNumber).toBeNull();

    const res = await invoiceOf(buyer.token, replacementId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('free of charge');
    expect((await invoiceOf(buyer.token, order.id)).statusCode).toBe(200);
  });

  it("is 404 for another customer's order and for an unknown one; an admin gets any", async () => {
    const { order } = await placedOrder(t, basket);
    await deliverOrderVia(t, admin, order.id);
    const stranger = await signUpCustomer(t.app);

    const refused = await invoiceOf(stranger.token, order.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found.' });
    expect((await invoiceOf(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await invoiceOf(admin, 'not-a-uuid')).statusCode).toBe(400);

    const byAdmin = await invoiceOf(admin, order.id);
    expect(byAdmin.statusCode).toBe(200);
    expect(await pdfText(byAdmin.rawPayload)).toContain(order.orderNumber);
  });
});

describe('packing slips', () => {
  it('list the items with sizes and quantities and the recipient, and no prices', async () => {
    const { order } = await placedOrder(t, basket);
    const res = await call(admin, 'GET', `/api/admin/orders/${order.id}/packing-slip.pdf`);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.orderNumber}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Packing slip');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Asha Rao');
    expect(text).toContain('98450 12345');
    expect(text).toContain('560001');
    expect(text).toContain('Organic Cotton Romper');
    expect(text).toMatch(/0-3M\s+Blush Pink\s+2/);
    expect(text).toMatch(/2-3Y\s+Blush Pink\s+1/);
    expect(text).toContain('Total units: 3');
    expect(text).not.toContain('₹');
    expect(text).not.toContain('499');
  });

  it('are for admins only, and 404 for an unknown order', async () => {
    const { buyer, order } = await placedOrder(t, basket);
    const own = await call(buyer.token, 'GET', `/api/admin/orders/${order.id}/packing-slip.pdf`);
    expect(own.statusCode).toBe(403);
    const unknown = await call(
      admin,
      'GET',
      '/api/admin/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('come several to a PDF, each order in the order given', async () => {
    const first = (await placedOrder(t, basket)).order;
    const second = (await orderToPune()).order;
    const res = await call(
      admin,
      'GET',
      `/api/admin/orders/packing-slips.pdf?ids=${second.id},${first.id}`,
    );

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="packing-slips-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(pdf.numPages).toBe(2);
    const { text } = await extractText(pdf);
    expect(text[0]).toContain(second.orderNumber);
    expect(text[0]).toContain('Meera Joshi');
    expect(text[1]).toContain(first.orderNumber);
    expect(text[1]).toContain('Asha Rao');
  });

  it('mark in a band every slip whose order is not waiting to ship', async () => {
    const waiting = (await placedOrder(t, basket)).order;
    const cancelled = (await placedOrder(t, basket)).order;
    await setOrderStatusVia(t, admin, cancelled.id, { deliveryStatus: 'CANCELED' });
    const delivered = await deliverOrderVia(t, admin, (await placedOrder(t, basket)).order.id);
    const res = await call(
      admin,
      'GET',
      `/api/admin/orders/packing-slips.pdf?ids=${waiting.id},${cancelled.id},${delivered.id}`,
    );

    expect(res.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)));
    expect(text[0]).toContain(waiting.orderNumber);
    expect(text[0]).not.toMatch(/CANCELLED|DELIVERED|SHIPPED|do not/);
    expect(text[1]).toContain(cancelled.orderNumber);
    expect(text[1]).toContain('ORDER CANCELLED: do not pack or send');
    expect(text[2]).toContain(delivered.orderNumber);
    expect(text[2]).toMatch(/DELIVERED on \d{1,2} \w{3} \d{4}: do not send again/);
    const single = await call(admin, 'GET', `/api/admin/orders/${cancelled.id}/packing-slip.pdf`);
    expect(await pdfText(single.rawPayload)).toContain('ORDER CANCELLED');
  });

  it('answer 400 to no ids, a bad id or too many, and 404 to an unknown one', async () => {
    const { order } = await placedOrder(t, basket);
    const bulk = (query: string) =>
      call(admin, 'GET', `/api/admin/orders/packing-slips.pdf${query}`);
    const tooMany = Array.from(
      { length: PACKING_SLIPS_MAX + 1 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    for (const query of ['', '?ids=', `?ids=${order.id},nope`, `?ids=${tooMany.join(',')}`]) {
      const res = await bulk(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    const unknown = await bulk(`?ids=${order.id},00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).not.toContain(order.id);
  });
});

describe('a shop without a GSTIN', () => {
  it('issues a bill of supply with no tax columns', async () => {
    await saveCompany({ legalName: '', gstin: '' });
    const { buyer, order } = await placedOrder(t, basket);
    const delivered = await deliverOrderVia(t, admin, order.id);
    const res = await invoiceOf(buyer.token, order.id);

    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Bill of Supply');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('not registered under GST');
    expect(text).toContain(delivered.invoiceNumber);
    expect(text).not.toMatch(/CGST|SGST|IGST|GSTIN/);
    expect(text).toContain('₹3,997.00');
  });
});

describe('an issued invoice', () => {
  it('keeps the seller it was issued by when the company details change later', async () => {
    await saveCompany({ legalName: 'Little Sprouts Retail Private Limited', gstin: SHOP_GSTIN });
    const { buyer, order } = await placedOrder(t, basket);
    await deliverOrderVia(t, admin, order.id);
    await saveCompany({
      name: 'Little Sprouts Kids',
      legalName: 'Sprouts Kidswear LLP',
      gstin: '27AAPFU0939F1ZV',
      address: '8 Linking Road, Mumbai',
    });

    const text = await pdfText((await invoiceOf(buyer.token, order.id)).rawPayload);

    expect(text).toContain(`GSTIN: ${SHOP_GSTIN}`);
    expect(text).toContain('Little Sprouts Retail Private Limited');
    expect(text).toContain('45 Residency Road, Bengaluru');
    expect(text).not.toContain('27AAPFU0939F1ZV');
    expect(text).not.toContain('Linking Road');
    // The buyer is in Karnataka, as the seller was: still CGST + SGST.
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
  });
});

describe('an issued invoice, once drawn', () => {
  it('is kept: later downloads, on any instance of the shop, send the same bytes', async () => {
    await saveCompany(
      { legalName: 'Little Sprouts Retail Private Limited', gstin: SHOP_GSTIN },
      await makeImage('png', 200, 120),
    );
    const { buyer, order } = await placedOrder(t, basket);
    await deliverOrderVia(t, admin, order.id);
    const first = await invoiceOf(buyer.token, order.id);
    expect(first.statusCode).toBe(200);

    // A new logo would show on an invoice drawn again; the one issued stays as it was sent.
    await saveCompany(
      { legalName: 'Little Sprouts Retail Private Limited', gstin: SHOP_GSTIN },
      await makeImage('jpeg', 90, 90),
    );
    const again = await invoiceOf(buyer.token, order.id);
    const byAdmin = await invoiceOf(admin, order.id);
    const otherInstance = await buildApp({
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-other-')),
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
      }),
      database: { ...t.database, close: async () => {} },
      images: t.app.images,
      logger: false,
    });
    const elsewhere = await otherInstance.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice.pdf`,
      headers: bearer(buyer.token),
    });
    await otherInstance.close();

    for (const download of [again, byAdmin, elsewhere]) {
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('is one document for downloads that come at the same moment', async () => {
    const { buyer, order } = await placedOrder(t, basket);
    await deliverOrderVia(t, admin, order.id);

    const downloads = await Promise.all(
      Array.from({ length: 8 }, () => invoiceOf(buyer.token, order.id)),
    );

    const bodies = downloads.map((download) => download.rawPayload);
    expect(downloads.map((download) => download.statusCode)).toEqual(Array(8).fill(200));
    for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
  });
});
