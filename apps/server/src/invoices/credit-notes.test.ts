import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Product } from '@shop/contracts/catalog';
import { financialYearOf, formatCreditNoteNumber } from '@shop/contracts/gst';
import { formatRupees } from '@shop/contracts/money';
import type { Order } from '@shop/contracts/orders';
import type { ReturnRequest } from '@shop/contracts/returns';
import { returnRequestItems } from '../db/schema.ts';
import { createCategoryVia, productForm, variant } from '../catalog/catalog-fixtures.ts';
import { applyCouponAs, createCouponVia } from '../offers/offers-fixtures.ts';
import {
  customerWithCart,
  deliverOrderVia,
  placeOrderAs,
  queuedMails,
} from '../orders/orders-fixtures.ts';
import { askForReturn, moveReturn } from '../returns/returns-fixtures.ts';
import { secondInstance } from '../test/second-instance.ts';
import {
  bearer,
  callerOf,
  multipart,
  signInAdmin,
  signUpCustomer,
  useTestApp,
  type TestApp,
} from '../test/test-app.ts';

const SHOP_GSTIN = '29AAGCL1234M1ZA';

async function registeredShop(t: TestApp, admin: string) {
  const form = await multipart({
    name: 'Little Sprouts',
    address: '45 Residency Road, Bengaluru',
    pincode: '560025',
    legalName: 'Little Sprouts Retail Private Limited',
    gstin: SHOP_GSTIN,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company-details',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`company: ${res.body}`);
}

async function taxedProduct(t: TestApp, admin: string, name: string, price: number, rate: number) {
  const category = await createCategoryVia(t, admin, { name: `${name} shelf` });
  const form = await productForm(
    { name, categoryId: category.id, variants: [variant('0-3M', price, 500)] },
    { hsnCode: rate === 5 ? '61112000' : '6209', gstRatePercent: String(rate) },
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

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A delivered (so invoiced) order of these lines, optionally with a discount code. */
async function invoicedOrder(
  t: TestApp,
  admin: string,
  lines: { variantId: string; quantity: number }[],
  couponCode?: string,
): Promise<{ token: string; order: Order }> {
  const buyer = await customerWithCart(t, lines);
  if (couponCode) expect((await applyCouponAs(t, buyer.token, couponCode)).statusCode).toBe(200);
  const placed = await placeOrderAs(t, buyer.token, buyer.addressId);
  if (placed.statusCode !== 201) throw new Error(`place: ${placed.body}`);
  const order = await deliverOrderVia(t, admin, placed.json().order.id);
  return { token: buyer.token, order };
}

/** A RETURN of these units, approved and received; `complete` takes it to COMPLETED. */
async function receivedReturn(
  t: TestApp,
  admin: string,
  token: string,
  orderId: string,
  items: { orderItemId: string; quantity: number }[],
): Promise<ReturnRequest> {
  const asked = await askForReturn(t, token, orderId, {
    type: 'RETURN',
    items: items.map((item) => ({ ...item, reason: 'SIZE_TOO_SMALL' as const })),
    refundUpiId: 'asha.rao@okaxis',
  });
  if (asked.statusCode !== 201) throw new Error(`return: ${asked.body}`);
  const request = asked.json().returnRequest as ReturnRequest;
  for (const status of ['APPROVED', 'RECEIVED']) {
    const moved = await moveReturn(t, admin, request.id, { status });
    if (moved.statusCode !== 200) throw new Error(`${status}: ${moved.body}`);
  }
  return request;
}

const complete = async (t: TestApp, admin: string, requestId: string) => {
  const res = await moveReturn(t, admin, requestId, { status: 'COMPLETED' });
  if (res.statusCode !== 200) throw new Error(`complete: ${res.body}`);
  return res.json().returnRequest as ReturnRequest;
};

const year = financialYearOf(new Date());

describe('credit notes', async () => {
  const t = await useTestApp();
  const admin = await signInAdmin(t);
  const call = callerOf(t);
  await registeredShop(t, admin);
  const romper = await taxedProduct(t, admin, 'Organic Cotton Romper', 499, 5);
  const frock = await taxedProduct(t, admin, 'Party Frock', 2999, 18);
  const basket = [
    { variantId: romper.variants[0]!.id, quantity: 2 },
    { variantId: frock.variants[0]!.id, quantity: 1 },
  ];
  const creditNoteOf = (token: string, requestId: string) =>
    call(token, 'GET', `/api/returns/${requestId}/credit-note.pdf`);

  it('is issued when a return of an invoiced order completes, and reverses what was refunded', async () => {
    const coupon = await createCouponVia(t, admin, { type: 'FIXED', value: 400 });
    const { token, order } = await invoicedOrder(t, admin, basket, coupon.code);
    const romperLine = order.items.find((item) => item.product.name === 'Organic Cotton Romper')!;
    const frockLine = order.items.find((item) => item.product.name === 'Party Frock')!;
    const request = await receivedReturn(t, admin, token, order.id, [
      { orderItemId: romperLine.id, quantity: 1 },
      { orderItemId: frockLine.id, quantity: 1 },
    ]);
    expect(request.creditNote).toBeNull();
    expect((await creditNoteOf(token, request.id)).statusCode).toBe(409);

    const completed = await complete(t, admin, request.id);
    expect(completed.creditNote).toEqual({
      number: expect.stringMatching(new RegExp(`^CN/${year}/\\d{6}$`)),
      date: expect.any(String),
      invoiceNumber: order.invoiceNumber,
    });
    expect(completed.creditNote!.number.length).toBeLessThanOrEqual(16);
    const [refundMail] = await queuedMails(t, `${request.requestNumber} is complete`);
    expect(refundMail!.text).toContain(
      `Our credit note ${completed.creditNote!.number} reduces invoice ${order.invoiceNumber} by this amount`,
    );
    // Each returned line keeps what it refunded, and they add up to the refund.
    const kept = await t.database.db
      .select({ refundPaise: returnRequestItems.refundPaise })
      .from(returnRequestItems)
      .where(eq(returnRequestItems.returnRequestId, request.id));
    const refundPaise = kept.reduce((sum, line) => sum + line.refundPaise!, 0);
    expect(refundPaise).toBe(Math.round(completed.refundAmount! * 100));
    // ₹499 + ₹2,999 less their parts of the ₹400 code (99.87 over 2 rompers, all 300.13 of the frock).
    expect(completed.refundAmount).toBeCloseTo(499 - 49.93 + 2999 - 300.13, 1);

    const res = await creditNoteOf(token, request.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${completed.creditNote!.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(completed.creditNote!.number);
    expect(text).toContain('Against invoice no.');
    expect(text).toContain(order.invoiceNumber);
    expect(text).toContain(request.requestNumber);
    expect(text).toContain(`GSTIN: ${SHOP_GSTIN}`);
    expect(text).toMatch(/CGST[\s\S]*SGST/);
    expect(text).not.toContain('IGST');
    expect(text).toMatch(/Code\s+discount/);
    expect(text).toContain(formatRupees(completed.refundAmount!));
    expect(text).toContain('Authorised Signatory');

    // Drawn once and kept: the second download is the same document.
    const again = await creditNoteOf(admin, request.id);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it("is the owner's and the shop's only, and no exchange has one", async () => {
    const { token, order } = await invoicedOrder(t, admin, basket);
    const [line] = order.items;
    const request = await receivedReturn(t, admin, token, order.id, [
      { orderItemId: line!.id, quantity: 1 },
    ]);
    await complete(t, admin, request.id);
    const stranger = await signUpCustomer(t.app);
    expect((await creditNoteOf(stranger.token, request.id)).statusCode).toBe(404);
    expect((await creditNoteOf(admin, request.id)).statusCode).toBe(200);
    expect((await creditNoteOf(token, request.id)).statusCode).toBe(200);

    const exchange = await askForReturn(t, token, order.id, {
      type: 'EXCHANGE',
      items: [
        {
          orderItemId: order.items[1]!.id,
          quantity: 1,
          reason: 'DAMAGED',
          exchangeVariantId: order.items[1]!.product.variant.id!,
        },
      ],
    });
    expect(exchange.statusCode).toBe(201);
    const exchangeId = (exchange.json().returnRequest as ReturnRequest).id;
    for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
      expect((await moveReturn(t, admin, exchangeId, { status })).statusCode).toBe(200);
    }
    const mine = await call(token, 'GET', '/api/returns/mine');
    const completedExchange = (mine.json().data as ReturnRequest[]).find(
      (r) => r.id === exchangeId,
    );
    expect(completedExchange?.creditNote).toBeNull();
    expect((await creditNoteOf(token, exchangeId)).statusCode).toBe(409);
  });
});

describe('credit note numbers under concurrent completions', async () => {
  // A shop of its own, whose first credit notes are the concurrent ones.
  const fresh = await useTestApp();
  const admin = await signInAdmin(fresh);
  const romper = await taxedProduct(fresh, admin, 'Bamboo Romper', 599, 5);

  it('gives 20 completions at once on two instances the numbers 1 to 20, each once', async () => {
    const requests: ReturnRequest[] = [];
    for (let i = 0; i < 20; i++) {
      const { token, order } = await invoicedOrder(fresh, admin, [
        { variantId: romper.variants[0]!.id, quantity: 1 },
      ]);
      requests.push(
        await receivedReturn(fresh, admin, token, order.id, [
          { orderItemId: order.items[0]!.id, quantity: 1 },
        ]),
      );
    }
    const other = await secondInstance(fresh.database);
    try {
      const results = await Promise.all(
        requests.map((request, i) =>
          (i % 2 === 0 ? fresh.app : other).inject({
            method: 'PUT',
            url: `/api/admin/returns/${request.id}`,
            headers: bearer(admin),
            payload: { status: 'COMPLETED' },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(requests.map(() => 200));
      const numbers = results
        .map((r) => (r.json().returnRequest as ReturnRequest).creditNote!.number)
        .sort();
      expect(numbers).toEqual(
        Array.from({ length: 20 }, (_, i) => formatCreditNoteNumber(year, i + 1)),
      );
    } finally {
      await other.close();
    }
  }, 180_000);
});
