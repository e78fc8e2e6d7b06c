import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import type { Gstr1Return, SalesReport } from '@shop/contracts/gst-reports';
import { gstr1SectionTotals } from '@shop/contracts/gst-reports';
import type { Order } from '@shop/contracts/orders';
import type { ReturnRequest } from '@shop/contracts/returns';
import { orders } from '../db/schema.ts';
import { createCategoryVia, productForm, variant } from '../catalog/catalog-fixtures.ts';
import { deliverOrderVia } from '../orders/orders-fixtures.ts';
import { askForReturn, moveReturn } from '../returns/returns-fixtures.ts';
import {
  bearer,
  callerOf,
  multipart,
  signInAdmin,
  signUpCustomer,
  useTestApp,
} from '../test/test-app.ts';
import { shopDate } from './gstr1.service.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const call = callerOf(t);

async function saveCompany(fields: Record<string, string>) {
  const form = await multipart({
    name: 'Little Sprouts',
    address: '45 Residency Road, Bengaluru',
    pincode: '560025',
    ...fields,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company-details',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`company: ${res.body}`);
}

const today = shopDate(new Date());
const thisMonth = today.slice(0, 7);
const gstr1Of = (period: string) => call(admin, 'GET', `/api/admin/reports/gstr1?period=${period}`);

// A shop of its own that never gave a GSTIN.
const unregistered = await useTestApp();
const unregisteredAdmin = await signInAdmin(unregistered);

describe('before the shop is registered for GST', () => {
  it('GSTR-1 is 409: an unregistered shop files none', async () => {
    const res = await callerOf(unregistered)(
      unregisteredAdmin,
      'GET',
      `/api/admin/reports/gstr1?period=${thisMonth}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'GSTR-1 is filed by shops registered for GST: add your GSTIN in the Company screen first.',
    );
  });
});

await saveCompany({ legalName: 'Little Sprouts Retail Private Limited', gstin: '29AAGCL1234M1ZA' });
const category = await createCategoryVia(t, admin, { name: 'Report Wear' });
async function product(name: string, price: number, hsnCode: string, rate: number) {
  const form = await productForm(
    { name, categoryId: category.id, variants: [variant('2-3Y', price, 500)] },
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
const romper = await product('Report Romper', 499, '61112000', 5);
const cradle = await product('Teak Cradle', 60_000, '9403', 18);

/** An order delivered (so invoiced) to an address in `state`. */
async function deliveredTo(
  state: { city: string; state: string; postalCode: string },
  lines: { variantId: string; quantity: number }[],
): Promise<{ token: string; order: Order }> {
  const { token } = await signUpCustomer(t.app);
  const address = await call(token, 'POST', '/api/addresses', {
    fullName: 'Meera Joshi',
    phone: '9822012345',
    addressLine1: '8 FC Road',
    ...state,
  });
  for (const line of lines) {
    await call(token, 'POST', '/api/cart/add', {
      productVariantId: line.variantId,
      quantity: line.quantity,
    });
  }
  const placed = await call(token, 'POST', '/api/orders/place', {
    addressId: address.json().address.id,
  });
  if (placed.statusCode !== 201) throw new Error(`place: ${placed.body}`);
  return { token, order: await deliverOrderVia(t, admin, placed.json().order.id) };
}
const bengaluru = { city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' };
const pune = { city: 'Pune', state: 'Maharashtra', postalCode: '411004' };

const local = await deliveredTo(bengaluru, [{ variantId: romper.variants[0]!.id, quantity: 2 }]);
await deliveredTo(pune, [{ variantId: romper.variants[0]!.id, quantity: 1 }]);
// 2 x ₹60,000 to another state: above ₹1,00,000, so a B2C large invoice.
const large = await deliveredTo(pune, [{ variantId: cradle.variants[0]!.id, quantity: 2 }]);

async function completedReturn(token: string, order: Order, quantity: number) {
  const asked = await askForReturn(t, token, order.id, {
    type: 'RETURN',
    items: [{ orderItemId: order.items[0]!.id, quantity, reason: 'DAMAGED' }],
    refundUpiId: 'meera.joshi@okicici',
  });
  if (asked.statusCode !== 201) throw new Error(`return: ${asked.body}`);
  const id = (asked.json().returnRequest as ReturnRequest).id;
  let request: ReturnRequest | undefined;
  for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
    const moved = await moveReturn(t, admin, id, { status });
    request = moved.json().returnRequest;
  }
  return request!;
}
const localReturn = await completedReturn(local.token, local.order, 1);
const largeReturn = await completedReturn(large.token, large.order, 1);

describe('GET /admin/reports/gstr1', () => {
  it("is the month's return: small sales netted of their credit note, the large one apart", async () => {
    const res = await gstr1Of(thisMonth);
    expect(res.statusCode).toBe(200);
    const gstr1 = res.json() as Gstr1Return;
    expect(gstr1.gstin).toBe('29AAGCL1234M1ZA');
    expect(gstr1.fp).toBe(`${thisMonth.slice(5)}${thisMonth.slice(0, 4)}`);
    // Bengaluru: 2 x ₹499 sold, 1 returned = ₹499 at 5 % intra-state: 11.88 + 11.88 tax.
    expect(gstr1.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        typ: 'OE',
        pos: '27',
        rt: 5,
        txval: 475.24,
        iamt: 23.76,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        typ: 'OE',
        pos: '29',
        rt: 5,
        txval: 475.24,
        iamt: 0,
        camt: 11.88,
        samt: 11.88,
        csamt: 0,
      },
    ]);
    // ₹1,20,000 at 18 %: IGST 18,305.08; one cradle back, 9,152.54.
    expect(gstr1.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: large.order.invoiceNumber,
            idt: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
            val: 120000,
            itms: [{ num: 1, itm_det: { rt: 18, txval: 101694.92, iamt: 18305.08, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(gstr1.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: largeReturn.creditNote!.number,
        nt_dt: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
        val: 60000,
        pos: '27',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 50847.46, iamt: 9152.54, csamt: 0 } }],
      },
    ]);
    expect(gstr1.hsn.hsn_b2c).toEqual([
      expect.objectContaining({ hsn_sc: '61112000', qty: 2, rt: 5, uqc: 'NOS' }),
      expect.objectContaining({ hsn_sc: '9403', qty: 1, rt: 18, txval: 50847.46, iamt: 9152.54 }),
    ]);
    const invoices = gstr1.doc_issue.doc_det.find((entry) => entry.doc_num === 1)!.docs[0]!;
    expect(invoices).toMatchObject({ totnum: 3, cancel: 0, net_issue: 3 });
    expect([invoices.from, invoices.to]).toEqual(
      [local.order.invoiceNumber, large.order.invoiceNumber].sort(),
    );
    const notes = gstr1.doc_issue.doc_det.find((entry) => entry.doc_num === 5)!.docs[0]!;
    expect(notes).toMatchObject({
      from: localReturn.creditNote!.number,
      to: largeReturn.creditNote!.number,
      totnum: 2,
    });
    // The HSN summary is the sales less the returns, like B2CS and B2CL less CDNUR together.
    const totals = gstr1SectionTotals(gstr1);
    expect(totals.hsn.taxablePaise).toBe(
      totals.b2cs.taxablePaise + totals.b2cl.taxablePaise - totals.cdnur.taxablePaise,
    );
  });

  it('counts an invoice at 23:59 on the last day of a month, India time, in that month', async () => {
    const late = await deliveredTo(bengaluru, [{ variantId: romper.variants[0]!.id, quantity: 1 }]);
    await t.database.db
      .update(orders)
      .set({ invoiceDate: new Date('2026-01-31T23:59:00+05:30') })
      .where(eq(orders.id, late.order.id));
    const january = (await gstr1Of('2026-01')).json() as Gstr1Return;
    expect(january.doc_issue.doc_det[0]!.docs[0]).toMatchObject({
      from: late.order.invoiceNumber,
      totnum: 1,
    });
    expect(january.b2cs).toEqual([expect.objectContaining({ pos: '29', txval: 475.24 })]);
    const february = (await gstr1Of('2026-02')).json() as Gstr1Return;
    expect(february.doc_issue.doc_det).toEqual([]);
    expect(february.b2cs).toEqual([]);
  });

  it('refuses a period that is not a month', async () => {
    const res = await gstr1Of('2026-13');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose a month as YYYY-MM.');
  });
});

describe('GET /admin/reports/gstr1.csv', () => {
  it('gives one section as CSV with the portal’s column names', async () => {
    const res = await call(
      admin,
      'GET',
      `/api/admin/reports/gstr1.csv?period=${thisMonth}&section=b2cs`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="gstr1-${thisMonth}-b2cs.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Type,Supply,Place Of Supply,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount',
    );
    expect(lines).toContain('OE,Inter-state,27-Maharashtra,5,475.24,23.76,0,0,0');
    const hsn = await call(
      admin,
      'GET',
      `/api/admin/reports/gstr1.csv?period=${thisMonth}&section=hsn`,
    );
    expect(hsn.body).toContain('9403,NOS-NUMBERS,1,18,50847.46,9152.54,0,0,0');
    const bad = await call(
      admin,
      'GET',
      `/api/admin/reports/gstr1.csv?period=${thisMonth}&section=b2b`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /admin/reports/sales', () => {
  const salesOf = (by: string) =>
    call(admin, 'GET', `/api/admin/reports/sales?from=${today}&to=${today}&by=${by}`);

  it('adds up the invoices of the range, grouped, with the credit notes as returns', async () => {
    const byProduct = (await salesOf('product')).json() as SalesReport;
    expect(byProduct.rows.map((row) => row.label)).toEqual(['Teak Cradle', 'Report Romper']);
    const [cradleRow, romperRow] = byProduct.rows;
    expect(cradleRow).toMatchObject({
      orders: 1,
      items: 2,
      gross: 120000,
      discounts: 0,
      net: 120000,
      tax: 18305.08,
      returns: 60000,
    });
    // 3 rompers in 2 orders, one returned (the one moved to January above is not today's).
    expect(romperRow).toMatchObject({ items: 3, net: 1497, returns: 499 });
    for (const by of ['day', 'category', 'payment']) {
      const report = (await salesOf(by)).json() as SalesReport;
      expect(report.totals, by).toEqual(byProduct.totals);
      const summed = report.rows.reduce((sum, row) => sum + Math.round(row.net * 100), 0);
      expect(summed, by).toBe(Math.round(report.totals.net * 100));
    }
    const byPayment = (await salesOf('payment')).json() as SalesReport;
    expect(byPayment.rows).toEqual([
      expect.objectContaining({ key: 'COD', label: 'Cash on Delivery', orders: 3 }),
    ]);
  });

  it('answers CSV when asked for text/csv', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/sales?from=${today}&to=${today}&by=payment`,
      headers: { ...bearer(admin), accept: 'text/csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Group,Orders,Items,Gross,Discounts,Net,Tax,Returns');
    expect(lines[1]).toMatch(/^Cash on Delivery,3,5,121497,0,121497,/);
    expect(lines.at(-1)).toMatch(/^Total,3,5,121497,0,121497,/);
  });

  it('refuses a range backwards or longer than a year', async () => {
    const backwards = await call(
      admin,
      'GET',
      '/api/admin/reports/sales?from=2026-11-02&to=2026-11-01&by=day',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The start date must not be after the end date.');
    const long = await call(
      admin,
      'GET',
      '/api/admin/reports/sales?from=2025-01-01&to=2026-11-01&by=day',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Choose at most 366 days.');
  });
});
