import type { CompanyDetails } from '@shop/contracts/content';
import { formatIndianMobile, indianStateNamed, indianStates } from '@shop/contracts/india';
import { formatRupees, toPaise, toRupees } from '@shop/contracts/money';
import type { Order } from '@shop/contracts/orders';
import { amountInWords } from './amount-in-words.ts';
import { gstBreakdown, type LineTax, type SupplyKind } from './gst-tax.service.ts';
import {
  BOLD,
  type Column,
  contentWidth,
  drawTable,
  FONT,
  horizontalRule,
  INK,
  keepTogether,
  labelledBlock,
  MARGIN,
  MUTED,
  footPages,
  type Pdf,
  renderPdf,
} from './pdf-layout.ts';

export type InvoiceInput = {
  /** A delivered order, with its invoice number and date. */
  order: Order;
  company: CompanyDetails;
  /** The shop's logo as PNG, or none. */
  logo: Buffer | undefined;
};

/** A day as an Indian invoice writes it, in India's time: "24 Nov 2026". */
const indianDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
export const formatInvoiceDate = (iso: string) => indianDate.format(new Date(iso));

/** An amount for a table cell: Indian grouping and 2 decimals; the column header says ₹. */
const amount = (paise: number) => formatRupees(toRupees(paise)).replace('₹', '');
const rupees = (paise: number) => formatRupees(toRupees(paise));

const stateWithCode = (name: string) => {
  const state = indianStateNamed(name);
  return state ? `${state.name} (${state.code})` : name;
};

export type InvoiceLine = {
  position: number;
  description: string;
  hsnCode: string | null;
  quantity: number;
  unitPaise: number;
  /** The line's share of the order's discount code. */
  codeDiscountPaise: number;
  /** What the line charged: its units less its share of the code's discount. */
  totalPaise: number;
  ratePercent: number;
};

function invoiceLines(order: Order): InvoiceLine[] {
  return order.items.map((item, index) => ({
    position: index + 1,
    description: `${item.product.name}\nSize ${item.product.variant.size}, ${item.product.variant.color}`,
    hsnCode: item.hsnCode,
    quantity: item.quantity,
    unitPaise: toPaise(item.priceAtPurchase),
    codeDiscountPaise: toPaise(item.couponDiscount),
    // Tax is worked on the price after the code's discount: what the buyer paid for the line.
    totalPaise: toPaise(item.priceAtPurchase) * item.quantity - toPaise(item.couponDiscount),
    ratePercent: item.gstRatePercent,
  }));
}

/**
 * A buyer whose goods go to the shop's own state pays CGST + SGST; any other, IGST. The place of
 * supply of goods sent to a buyer is where they are delivered.
 */
export function supplyKindFor(company: CompanyDetails, shippedToState: string): SupplyKind {
  const buyerState = indianStateNamed(shippedToState);
  return buyerState && buyerState.code === company.stateCode ? 'INTRA_STATE' : 'INTER_STATE';
}

type TaxedLine = InvoiceLine & LineTax;

export function itemColumns(
  doc: Pdf,
  taxed: boolean,
  supply: SupplyKind,
  withCode: boolean,
): Column<TaxedLine>[] {
  const right = 'right' as const;
  const fixed: Column<TaxedLine>[] = [
    { header: 'HSN', width: 46, cell: (l) => l.hsnCode ?? '—' },
    { header: 'Qty', width: 28, align: right, cell: (l) => String(l.quantity) },
    { header: 'Unit price (₹)', width: 58, align: right, cell: (l) => amount(l.unitPaise) },
  ];
  if (withCode) {
    fixed.push({
      header: 'Code discount (₹)',
      width: 54,
      align: right,
      cell: (l) => amount(l.codeDiscountPaise),
    });
  }
  if (taxed) {
    fixed.push(
      { header: 'Taxable value (₹)', width: 60, align: right, cell: (l) => amount(l.taxablePaise) },
      { header: 'Rate', width: 30, align: right, cell: (l) => `${l.ratePercent}%` },
    );
    if (supply === 'INTRA_STATE') {
      fixed.push(
        { header: 'CGST (₹)', width: 50, align: right, cell: (l) => amount(l.cgstPaise) },
        { header: 'SGST (₹)', width: 50, align: right, cell: (l) => amount(l.sgstPaise) },
      );
    } else {
      fixed.push({ header: 'IGST (₹)', width: 56, align: right, cell: (l) => amount(l.igstPaise) });
    }
  }
  fixed.push({
    header: 'Amount (₹)',
    width: 62,
    align: right,
    bold: true,
    cell: (l) => amount(l.totalPaise),
  });
  const position: Column<TaxedLine> = { header: '#', width: 18, cell: (l) => String(l.position) };
  const used = [position, ...fixed].reduce((sum, column) => sum + column.width, 0);
  const description: Column<TaxedLine> = {
    header: 'Description',
    width: contentWidth(doc) - used,
    cell: (l) => l.description,
  };
  return [position, description, ...fixed];
}

/** The seller on the left, the document's title and facts (label, value) on the right. */
export function drawHeader(
  doc: Pdf,
  input: Pick<InvoiceInput, 'company' | 'logo'>,
  title: string,
  facts: [string, string][],
): void {
  const { company, logo } = input;
  const top = MARGIN;
  let sellerX = MARGIN;
  if (logo) {
    doc.image(logo, MARGIN, top, { fit: [64, 64] });
    sellerX = MARGIN + 74;
  }
  const sellerWidth = 270 - (sellerX - MARGIN);
  const legalName = company.legalName || company.name;
  doc.font(BOLD).fontSize(13).fillColor(INK).text(legalName, sellerX, top, { width: sellerWidth });
  doc.font(FONT).fontSize(8.5).fillColor(INK);
  if (company.legalName && company.legalName !== company.name) {
    doc.fillColor(MUTED).text(`Trading as ${company.name}`, { width: sellerWidth }).fillColor(INK);
  }
  if (company.address) doc.text(company.address, { width: sellerWidth });
  if (company.pincode) doc.text(`PIN ${company.pincode}`, { width: sellerWidth });
  const shopState = indianStates.find((state) => state.code === company.stateCode);
  if (company.gstin) doc.font(BOLD).text(`GSTIN: ${company.gstin}`, { width: sellerWidth });
  doc.font(FONT);
  if (shopState) doc.text(`State: ${shopState.name} (${shopState.code})`, { width: sellerWidth });
  const contact = [company.phone, company.email].filter(Boolean).join('  ·  ');
  if (contact) doc.text(contact, { width: sellerWidth });
  const sellerBottom = Math.max(doc.y, logo ? top + 64 : top);

  const boxX = MARGIN + 280;
  const boxWidth = contentWidth(doc) - 280;
  doc
    .font(BOLD)
    .fontSize(18)
    .text(title, boxX, top - 2, { width: boxWidth, align: 'right' });
  let y = doc.y + 4;
  for (const [label, value] of facts) {
    doc.font(FONT).fontSize(8.5).fillColor(MUTED).text(label, boxX, y, { width: 130 });
    doc
      .font(BOLD)
      .fillColor(INK)
      .text(value, boxX + 130, y, { width: boxWidth - 130, align: 'right' });
    y = Math.max(doc.y, y + 12);
  }
  doc.y = Math.max(sellerBottom, y) + 8;
  horizontalRule(doc);
  doc.y += 8;
}

/**
 * How the sale was paid: by UPI with its reference (on a line of its own, where the narrow
 * column would break it anywhere), or in cash on delivery.
 */
function paymentText(order: Order): string {
  if (order.paymentMethod !== 'UPI') return 'Cash on delivery (paid)';
  return order.payment.utr ? `Paid by UPI\n(UTR ${order.payment.utr})` : 'Paid by UPI';
}

export function drawBuyer(doc: Pdf, order: Order): void {
  const { address } = order;
  const top = doc.y;
  const width = contentWidth(doc) / 2 - 10;
  const lines = [
    address.fullName,
    address.addressLine1,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.city}, ${address.state} – PIN ${address.postalCode}`,
    ...(address.phone ? [`Phone: ${formatIndianMobile(address.phone)}`] : []),
  ];
  const billed = labelledBlock(doc, 'Bill to / Ship to', lines, { x: MARGIN, y: top, width });
  const supplyX = MARGIN + width + 20;
  const placed = labelledBlock(doc, 'Place of supply', [stateWithCode(address.state)], {
    x: supplyX,
    y: top,
    width,
  });
  doc.x = MARGIN;
  doc.y = Math.max(billed, placed) + 10;
}

/** Label and amount lines, right-aligned under the table; the last one bold and ruled above. */
export function drawTotals(doc: Pdf, rows: [string, number][]): void {
  const width = 230;
  const x = MARGIN + contentWidth(doc) - width;
  keepTogether(doc, rows.length * 14 + 10);
  doc.y += 6;
  rows.forEach(([label, paise], index) => {
    const last = index === rows.length - 1;
    if (last) {
      doc
        .moveTo(x, doc.y)
        .lineTo(x + width, doc.y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
      doc.y += 3;
    }
    const y = doc.y;
    doc
      .font(last ? BOLD : FONT)
      .fontSize(last ? 10.5 : 9)
      .fillColor(INK);
    doc.text(label, x, y, { width: width - 90 });
    doc.text(rupees(paise), x + width - 90, y, { width: 90, align: 'right' });
    doc.y = Math.max(doc.y, y + 13);
  });
  doc.x = MARGIN;
}

export function drawHsnSummary(
  doc: Pdf,
  rows: ReturnType<typeof gstBreakdown>['hsnSummary'],
  supply: SupplyKind,
): void {
  keepTogether(doc, 60);
  doc.y += 10;
  doc.font(BOLD).fontSize(9).fillColor(INK).text('HSN summary', MARGIN, doc.y);
  doc.y += 3;
  const right = 'right' as const;
  type Row = (typeof rows)[number];
  const columns: Column<Row>[] = [
    { header: 'HSN', width: 70, cell: (r) => r.hsnCode ?? '—' },
    { header: 'Rate', width: 40, align: right, cell: (r) => `${r.ratePercent}%` },
    { header: 'Taxable value (₹)', width: 90, align: right, cell: (r) => amount(r.taxablePaise) },
    ...(supply === 'INTRA_STATE'
      ? [
          { header: 'CGST (₹)', width: 75, align: right, cell: (r: Row) => amount(r.cgstPaise) },
          { header: 'SGST (₹)', width: 75, align: right, cell: (r: Row) => amount(r.sgstPaise) },
        ]
      : [{ header: 'IGST (₹)', width: 80, align: right, cell: (r: Row) => amount(r.igstPaise) }]),
    {
      header: 'Total tax (₹)',
      width: 80,
      align: right,
      cell: (r) => amount(r.cgstPaise + r.sgstPaise + r.igstPaise),
    },
  ];
  drawTable(doc, columns, rows);
}

export function drawSignature(doc: Pdf, legalName: string, documentName: string): void {
  keepTogether(doc, 70);
  doc.y += 18;
  const width = 220;
  const x = MARGIN + contentWidth(doc) - width;
  doc.font(BOLD).fontSize(9).fillColor(INK).text(`For ${legalName}`, x, doc.y, {
    width,
    align: 'right',
  });
  doc.y += 26;
  doc.font(FONT).fontSize(8.5).text('Authorised Signatory', x, doc.y, { width, align: 'right' });
  doc.y += 14;
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(`This is a computer-generated ${documentName}.`, MARGIN, doc.y, {
      width: contentWidth(doc),
      align: 'center',
    });
}

function invoiceFacts(order: Order, registered: boolean): [string, string][] {
  const facts: [string, string][] = [
    [registered ? 'Invoice no.' : 'Bill no.', order.invoiceNumber ?? ''],
    [registered ? 'Invoice date' : 'Bill date', formatInvoiceDate(order.invoiceDate!)],
    ['Order no.', order.orderNumber],
    ['Order date', formatInvoiceDate(order.orderDate)],
    ['Payment', paymentText(order)],
  ];
  if (registered) facts.push(['Tax payable on reverse charge', 'No']);
  return facts;
}

/** Taxable value and the taxes (registered shops), then the total. */
export function totalRows(
  totals: LineTax & { totalPaise: number },
  registered: boolean,
  supply: SupplyKind,
): [string, number][] {
  if (!registered) return [['Total', totals.totalPaise]];
  const taxes: [string, number][] =
    supply === 'INTRA_STATE'
      ? [
          ['CGST', totals.cgstPaise],
          ['SGST', totals.sgstPaise],
        ]
      : [['IGST', totals.igstPaise]];
  return [['Taxable value', totals.taxablePaise], ...taxes, ['Total', totals.totalPaise]];
}

export function drawAmountInWords(doc: Pdf, paise: number): void {
  keepTogether(doc, 30);
  doc.y += 6;
  doc.font(FONT).fontSize(8).fillColor(MUTED).text('Amount in words', MARGIN, doc.y);
  doc
    .font(BOLD)
    .fontSize(9)
    .fillColor(INK)
    .text(amountInWords(paise), {
      width: contentWidth(doc),
    });
}

/**
 * A delivered order's invoice as PDF: a tax invoice when the shop has a GSTIN (tax worked back
 * from the GST-inclusive prices line by line, CGST + SGST for a buyer in the shop's state, else
 * IGST), a bill of supply when it has none. Throws when the lines do not add up to what the
 * order charged: an invoice must show the amount paid to the paisa.
 */
export async function invoicePdf(input: InvoiceInput): Promise<Buffer> {
  const { order, company } = input;
  if (!order.invoiceNumber || !order.invoiceDate) {
    throw new Error(`order ${order.orderNumber} has no invoice number yet`);
  }
  const registered = company.gstin !== null && company.gstin !== '';
  const supply = supplyKindFor(company, order.address.state);
  const breakdown = gstBreakdown(invoiceLines(order), supply);
  const { totals } = breakdown;
  const charged = toPaise(order.orderTotal);
  if (totals.totalPaise !== charged) {
    throw new Error(
      `order ${order.orderNumber}: its lines add up to ${totals.totalPaise} paise, its total is ${charged}`,
    );
  }
  const title = registered ? 'Tax Invoice' : 'Bill of Supply';
  const legalName = company.legalName || company.name;
  return renderPdf({ title: `${title} ${order.invoiceNumber}`, author: legalName }, (doc) => {
    drawHeader(doc, input, title, invoiceFacts(order, registered));
    drawBuyer(doc, order);
    drawTable(doc, itemColumns(doc, registered, supply, order.coupon !== null), breakdown.lines);
    drawTotals(doc, totalRows(totals, registered, supply));
    drawAmountInWords(doc, totals.totalPaise);
    if (registered) {
      drawHsnSummary(doc, breakdown.hsnSummary, supply);
    } else {
      doc.y += 8;
      doc
        .font(FONT)
        .fontSize(8.5)
        .fillColor(INK)
        .text('The seller is not registered under GST: no GST is charged on this bill.', MARGIN);
    }
    drawSignature(doc, legalName, registered ? 'invoice' : 'bill');
    footPages(
      doc,
      (page, pages) => `${title} ${order.invoiceNumber}  ·  Page ${page + 1} of ${pages}`,
    );
  });
}
