import { afterAll, describe, expect, it } from 'vitest';
import type { CompanyDetails } from '@shop/contracts/content';
import type { Order } from '@shop/contracts/orders';
import { makeImage } from '../test/test-app.ts';
import { startPdfDrawing } from './pdf-drawing.ts';

const company: CompanyDetails = {
  name: 'Little Sprouts',
  email: 'hello@littlesprouts.in',
  phone: '8041234567',
  address: '14 Rose Garden Lane, Bengaluru',
  pincode: '560095',
  logoUrl: null,
  grievanceOfficer: null,
  legalName: 'Little Sprouts Kidswear Private Limited',
  gstin: '29AABCL1234M1ZF',
  stateCode: '29',
  returnInstructions: null,
  upiId: null,
  upiPayeeName: null,
};

const at = '2026-11-20T10:00:00.000Z';
const order: Order = {
  id: 'order-1',
  orderNumber: 'LS-THREAD01',
  createdAt: at,
  orderDate: at,
  orderTotal: 499,
  subtotal: 499,
  discountTotal: 0,
  shippingTotal: 0,
  coupon: null,
  paymentMethod: 'COD',
  paymentStatus: 'PAID',
  payment: {
    method: 'COD',
    status: 'PAID',
    utr: null,
    paidAt: at,
    expiresAt: null,
    upiUri: null,
  },
  codConfirmedAt: null,
  returnToOriginReason: null,
  refund: null,
  deliveryStatus: 'DELIVERED',
  address: {
    fullName: 'Asha Rao',
    phone: '9845012345',
    addressLine1: '12th Cross',
    addressLine2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
  },
  user: { id: 'user-1', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
  items: [
    {
      id: 'item-1',
      quantity: 1,
      priceAtPurchase: 499,
      product: {
        id: 'product-1',
        name: 'Organic Cotton Romper',
        slug: 'romper',
        images: [],
        variant: { id: 'variant-1', size: '0-3M', color: 'Mint' },
      },
      hsnCode: '61112000',
      gstRatePercent: 5,
      couponDiscount: 0,
    },
  ],
  expectedDeliveryDate: '2026-11-24',
  deliveredOn: at,
  shipment: null,
  statusHistory: [],
  returnableUntil: null,
  replacementFor: null,
  invoiceNumber: 'LS/26-27/000001',
  invoiceDate: at,
};

describe('PDF drawing threads', () => {
  const drawing = startPdfDrawing({ threads: 1 });
  afterAll(() => drawing.close());

  it('start with the first PDF, draw it (logo included) and stop when closed', async () => {
    const own = startPdfDrawing({ threads: 1 });
    expect(own.threads).toBe(0);
    const logo = await makeImage('png', 120, 80);

    const pdf = await own.invoice({ order, company, logo });
    const slips = await own.packingSlips({ orders: [order, order], company, logo });

    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(slips.subarray(0, 5).toString()).toBe('%PDF-');
    expect(own.threads).toBe(1);
    await own.close();
    expect(own.threads).toBe(0);
  });

  it('answer 503 once as many PDFs wait as the queue holds, and draw the rest', async () => {
    const small = startPdfDrawing({ threads: 1, queuedPerThread: 2 });
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => small.invoice({ order, company, logo: undefined })),
      );
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      for (const result of refused) {
        expect(result.reason).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      }
      expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(1);
    } finally {
      await small.close();
    }
  });

  it('keep drawing after a PDF fails', async () => {
    const unpaid = { ...order, invoiceNumber: null };
    await expect(drawing.invoice({ order: unpaid, company, logo: undefined })).rejects.toThrow(
      /has no invoice number/,
    );
    const pdf = await drawing.invoice({ order, company, logo: undefined });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
