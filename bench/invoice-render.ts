// How long the server takes to draw the PDFs an order asks for: a tax invoice of 1, 10 and 100
// lines, and one PDF of packing slips for 1, 20 and 100 orders (the most one call takes). Pure
// drawing, no database: the time a download adds on top of loading the order.
//   npm run invoice-render -w bench
import type { CompanyDetails } from '@shop/contracts/content';
import type { Order, OrderItem } from '@shop/contracts/orders';
import sharp from 'sharp';
import { invoicePdf } from '../apps/server/src/invoices/invoice-pdf.ts';
import { packingSlipPdf } from '../apps/server/src/invoices/packing-slip-pdf.ts';

const RUNS = 15;

const company: CompanyDetails = {
  name: 'Little Sprouts',
  email: 'hello@littlesprouts.in',
  phone: '8041234567',
  address: '2nd Floor, 14 Rose Garden Lane, Koramangala 5th Block, Bengaluru, Karnataka',
  pincode: '560095',
  logoUrl: '/media/logo-full.webp',
  grievanceOfficer: null,
  legalName: 'Little Sprouts Kidswear Private Limited',
  gstin: '29AABCL1234M1ZF',
  stateCode: '29',
  returnInstructions: null,
  upiId: null,
  upiPayeeName: null,
};

function item(index: number): OrderItem {
  return {
    id: `item-${index}`,
    quantity: 1 + (index % 3),
    priceAtPurchase: 299 + (index % 7) * 150,
    product: {
      id: `product-${index}`,
      name: `Organic Cotton Romper with Snap Buttons, Print ${index}`,
      slug: `romper-${index}`,
      images: [],
      variant: { id: `variant-${index}`, size: '6-12M', color: 'Mint Green' },
    },
    hsnCode: index % 2 ? '6111' : '61112000',
    gstRatePercent: index % 5 === 0 ? 18 : 5,
    couponDiscount: 0,
  };
}

function order(lines: number, index = 0): Order {
  const items = Array.from({ length: lines }, (_, i) => item(i));
  const total = items.reduce((sum, line) => sum + line.priceAtPurchase * line.quantity, 0);
  const at = '2026-11-20T10:00:00.000Z';
  return {
    id: `order-${index}`,
    orderNumber: `LS-BENCH${String(index).padStart(3, '0')}`,
    createdAt: at,
    orderDate: at,
    orderTotal: total,
    subtotal: total,
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
      addressLine1: 'Flat 402, Lakeview Apartments, 12th Cross',
      addressLine2: 'Indiranagar 2nd Stage',
      city: 'Bengaluru',
      state: index % 2 ? 'Maharashtra' : 'Karnataka',
      postalCode: '560038',
    },
    user: { id: 'user-1', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
    items,
    expectedDeliveryDate: '2026-11-24',
    deliveredOn: '2026-11-24T10:00:00.000Z',
    shipment: null,
    statusHistory: [],
    returnableUntil: null,
    replacementFor: null,
    invoiceNumber: `LS/26-27/${String(index + 1).padStart(6, '0')}`,
    invoiceDate: '2026-11-24T10:00:00.000Z',
  };
}

/** The median and slowest of RUNS calls after two to warm up, and the size of the last PDF. */
async function timed(draw: () => Promise<Buffer>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 2; i++) {
    const started = performance.now();
    bytes = (await draw()).length;
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, max: times.at(-1)!, bytes };
}

const print = (label: string, t: { median: number; max: number; bytes: number }) =>
  console.log(
    `${label.padEnd(36)} ${t.median.toFixed(1).padStart(7)} ms median, ${t.max.toFixed(1).padStart(7)} ms slowest, ${(t.bytes / 1024).toFixed(0).padStart(5)} KB`,
  );

// A 400 x 400 logo, as a shop would upload one, already turned into PNG as the service does.
const logo = await sharp({
  create: { width: 400, height: 400, channels: 3, background: '#7bc08d' },
})
  .png()
  .toBuffer();

for (const lines of [1, 10, 100]) {
  const one = order(lines);
  print(
    `tax invoice, ${lines} line${lines > 1 ? 's' : ''}`,
    await timed(() => invoicePdf({ order: one, company, logo })),
  );
}
for (const count of [1, 20, 100]) {
  const orders = Array.from({ length: count }, (_, i) => order(3, i));
  print(
    `packing slips, ${count} order${count > 1 ? 's' : ''} of 3 lines`,
    await timed(() => packingSlipPdf({ orders, company, logo })),
  );
}
