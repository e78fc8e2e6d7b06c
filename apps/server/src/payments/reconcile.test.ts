import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@shop/contracts/orders';
import { STATEMENT_MAX_BYTES, type ReconcileResponse } from '@shop/contracts/payments';
import { orders } from '../db/schema.ts';
import { bearer, multipart, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { queuedMails } from '../orders/orders-fixtures.ts';
import {
  enableUpi,
  giveReference,
  paidUpiOrder,
  placedUpiOrder,
  recordPaymentAs,
} from './payments-fixtures.ts';

const t = await useTestApp();
const { db } = t.database;
const admin = await signInAdmin(t);
await enableUpi(t, admin);
const category = await createCategoryVia(t, admin, { name: 'Frocks' });
const frock = await createProductVia(t, admin, {
  name: 'Star Frock',
  categoryId: category.id,
  variants: [variant('2-3Y', 1299, 100), variant('3-4Y', 649.5, 100)],
});
const [big, small] = frock.variants.map((v) => v.id) as [string, string];

let utrCounter = 0;
const nextUtr = () =>
  `5112${String(process.pid).slice(-4).padStart(4, '0')}${String(++utrCounter).padStart(4, '0')}`;

/** A UPI order whose shopper gave a fresh UTR: VERIFYING. */
async function verifyingOrder(variantId: string): Promise<Order> {
  const { buyer, order } = await placedUpiOrder(t, [{ variantId, quantity: 1 }]);
  const res = await giveReference(t, buyer.token, order.id, nextUtr());
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().order as Order;
}

async function upload(csv: string | Buffer, preview = false, field = 'statement') {
  const form = await multipart({}, [
    {
      name: field,
      data: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv,
      filename: 'statement.csv',
      type: 'text/csv',
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/reconcile${preview ? '?preview=true' : ''}`,
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
}

const statusOf = async (orderId: string) =>
  (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('POST /admin/payments/reconcile', () => {
  it('previews, then marks PAID the VERIFYING orders whose UTR and amount a credit line matches, and says why the other lines paid nothing', async () => {
    const meera = await verifyingOrder(big);
    const ravi = await verifyingOrder(small);
    const short = await verifyingOrder(big);
    const awaiting = (await placedUpiOrder(t, [{ variantId: small, quantity: 1 }])).order;
    const paid = (await paidUpiOrder(t, admin, [{ variantId: small, quantity: 1 }], nextUtr()))
      .order;
    const failed = await verifyingOrder(small);
    await recordPaymentAs(t, admin, failed.id, { status: 'FAILED' });
    const stranger = nextUtr();
    const csv = [
      'HDFC BANK Ltd.',
      'Account No :,50100123456789',
      '',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `27/11/26,UPI-MEERA IYER-meera@okaxis-${meera.payment.utr}-PAYMENT,0000${meera.payment.utr},27/11/26,,"1,299.00","45,120.50"`,
      `27/11/26,NEFT DR-ELECTRICITY BOARD ${ravi.payment.utr},N331262345,27/11/26,"649.50",,"44,471.00"`,
      `27/11/26,UPI-RAVI-ravi@oksbi-${ravi.payment.utr}-UPI,0000${ravi.payment.utr},27/11/26,,649.50,"45,120.50"`,
      `27/11/26,UPI-SHORT-${short.payment.utr},0000${short.payment.utr},27/11/26,,"1,200.00","46,320.50"`,
      `28/11/26,UPI-PAID-${paid.payment.utr},0000${paid.payment.utr},28/11/26,,649.50,"46,970.00"`,
      `28/11/26,UPI-FAILED-${failed.payment.utr},0000${failed.payment.utr},28/11/26,,649.50,"47,619.50"`,
      `28/11/26,UPI-STRANGER-${stranger},0000${stranger},28/11/26,,99.00,"47,718.50"`,
      '28/11/26,CASH DEPOSIT BRANCH,,28/11/26,,"5,000.00","52,718.50"',
      `28/11/26,UPI-MEERA-AGAIN-${meera.payment.utr},0000${meera.payment.utr},28/11/26,,"1,299.00","54,017.50"`,
    ].join('\n');

    const preview = await upload(csv, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json() as ReconcileResponse;
    expect(previewed.preview).toBe(true);
    expect(previewed.matched.map((m) => m.orderNumber)).toEqual([
      meera.orderNumber,
      ravi.orderNumber,
    ]);
    for (const order of [meera, ravi])
      expect((await statusOf(order.id)).paymentStatus).toBe('VERIFYING');
    expect(await queuedMails(t, 'Payment received')).toHaveLength(1);

    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ReconcileResponse;
    expect(answer.preview).toBe(false);
    expect(answer.ignoredLines).toBe(1);
    expect(answer.matched).toEqual([
      {
        orderId: meera.id,
        orderNumber: meera.orderNumber,
        customerName: expect.any(String),
        utr: meera.payment.utr,
        amount: 1299,
        line: 1,
      },
      {
        orderId: ravi.id,
        orderNumber: ravi.orderNumber,
        customerName: expect.any(String),
        utr: ravi.payment.utr,
        amount: 649.5,
        line: 3,
      },
    ]);
    expect(answer.unmatched).toEqual([
      {
        line: 4,
        reference: `0000${short.payment.utr}`,
        amount: 1200,
        reason: 'AMOUNT_DIFFERS',
        message: `Order ${short.orderNumber} is for ₹1,299.00, this line credits ₹1,200.00.`,
        orderNumber: short.orderNumber,
      },
      {
        line: 5,
        reference: `0000${paid.payment.utr}`,
        amount: 649.5,
        reason: 'ALREADY_PAID',
        message: `Order ${paid.orderNumber} is already paid.`,
        orderNumber: paid.orderNumber,
      },
      {
        line: 6,
        reference: `0000${failed.payment.utr}`,
        amount: 649.5,
        reason: 'NOT_VERIFYING',
        message: `Order ${failed.orderNumber} is not awaiting verification (it is cancelled).`,
        orderNumber: failed.orderNumber,
      },
      {
        line: 7,
        reference: `0000${stranger}`,
        amount: 99,
        reason: 'NO_ORDER',
        message: `No order has the UPI reference ${stranger}.`,
        orderNumber: null,
      },
      {
        line: 8,
        reference: 'CASH DEPOSIT BRANCH',
        amount: 5000,
        reason: 'NO_REFERENCE',
        message: 'No 12-digit UPI reference was found in this line’s reference or narration.',
        orderNumber: null,
      },
      {
        line: 9,
        reference: `0000${meera.payment.utr}`,
        amount: 1299,
        reason: 'ALREADY_PAID',
        message: `Order ${meera.orderNumber} was matched by line 1 of this statement already.`,
        orderNumber: meera.orderNumber,
      },
    ]);
    for (const order of [meera, ravi]) {
      const row = await statusOf(order.id);
      expect(row.paymentStatus).toBe('PAID');
      expect(row.paidAt).not.toBeNull();
      expect(row.paymentRecordedBy).not.toBeNull();
      const mails = (await queuedMails(t, order.orderNumber)).filter((m) =>
        m.subject.startsWith('Payment received'),
      );
      expect(mails).toHaveLength(1);
    }
    // The amount that differs stays unpaid, to be looked into.
    expect((await statusOf(short.id)).paymentStatus).toBe('VERIFYING');
    expect((await statusOf(awaiting.id)).paymentStatus).toBe('AWAITING_PAYMENT');

    // The same statement again pays nothing twice.
    const again = (await upload(csv)).json() as ReconcileResponse;
    expect(again.matched).toEqual([]);
    expect(again.unmatched.filter((u) => u.reason === 'ALREADY_PAID')).toHaveLength(4);
  });

  it('reads an SBI export (Debit and Credit columns, ₹ amounts) and a Kotak one (Amount with Dr/Cr)', async () => {
    const sbi = await verifyingOrder(big);
    const kotak = await verifyingOrder(small);
    const sbiCsv = [
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      `27 Nov 2026,27 Nov 2026,BY TRANSFER-UPI/CR/${sbi.payment.utr}/MEERA,TRANSFER FROM ${sbi.payment.utr},,"₹ 1,299",15000`,
      `27 Nov 2026,27 Nov 2026,TO TRANSFER-UPI/DR/${kotak.payment.utr}/REFUND,TRANSFER TO ${kotak.payment.utr},₹ 649.50,,14500`,
    ].join('\n');
    const sbiAnswer = (await upload(sbiCsv)).json() as ReconcileResponse;
    expect(sbiAnswer.matched.map((m) => m.orderNumber)).toEqual([sbi.orderNumber]);
    expect(sbiAnswer.ignoredLines).toBe(1);
    const kotakCsv = [
      'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance',
      `1,27-11-2026,27-11-2026,UPI/${kotak.payment.utr}/Ravi Kumar/oksbi,UPI-${kotak.payment.utr},649.50,CR,"15,649.50"`,
    ].join('\n');
    const kotakAnswer = (await upload(kotakCsv)).json() as ReconcileResponse;
    expect(kotakAnswer.matched.map((m) => m.orderNumber)).toEqual([kotak.orderNumber]);
    expect((await statusOf(kotak.id)).paymentStatus).toBe('PAID');
  });

  it('is 400 naming the columns it looked for when the file is no statement, and when no file came', async () => {
    const res = await upload('Name,Phone\nMeera,9845012345\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This file does not look like a bank statement in CSV/);
    expect(res.json().message).toContain('Reference, UTR, Ref No');
    const noFile = await upload('Date,Reference,Amount\n', false, 'other');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details).toEqual([
      { path: 'statement', message: 'Choose the bank statement file (CSV) to upload.' },
    ]);
  });

  it(`is 413 for a file over ${STATEMENT_MAX_BYTES / 1024 / 1024} MB, and 415 for a body that is not multipart`, async () => {
    const header = 'Date,Reference,Amount\n';
    const big = Buffer.concat([
      Buffer.from(header),
      Buffer.alloc(STATEMENT_MAX_BYTES, '1,433512345678,100.00\n'),
    ]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A bank statement may be at most 2 MB: download a shorter date range.',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/reconcile',
      headers: bearer(admin),
      payload: { statement: header },
    });
    expect(json.statusCode).toBe(415);
  });
});
