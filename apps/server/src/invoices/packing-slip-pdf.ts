import type { CompanyDetails } from '@shop/contracts/content';
import { formatIndianMobile } from '@shop/contracts/india';
import type { Order, OrderItem } from '@shop/contracts/orders';
import { formatInvoiceDate } from './invoice-pdf.ts';
import { packingSlipNotice } from './packing-slip-notice.ts';
import {
  BOLD,
  type Column,
  contentWidth,
  drawTable,
  FONT,
  horizontalRule,
  INK,
  MARGIN,
  MUTED,
  footPages,
  type Pdf,
  renderPdf,
} from './pdf-layout.ts';

/** Dark enough for white bold text (contrast above 4.5:1), and unmistakable on a grey printer. */
const ALERT = '#b42318';

export type PackingSlipInput = {
  /** One slip per order, in this order. */
  orders: Order[];
  company: CompanyDetails;
  logo: Buffer | undefined;
};

function drawSlipHeader(doc: Pdf, order: Order, input: PackingSlipInput): void {
  const top = MARGIN;
  let nameX = MARGIN;
  if (input.logo) {
    doc.image(input.logo, MARGIN, top, { fit: [56, 56] });
    nameX += 66;
  }
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor(INK)
    .text(input.company.name, nameX, top + 4, {
      width: 240,
    });
  const nameBottom = Math.max(doc.y, input.logo ? top + 56 : top);
  const boxX = MARGIN + 280;
  const boxWidth = contentWidth(doc) - 280;
  doc
    .font(BOLD)
    .fontSize(18)
    .text('Packing slip', boxX, top - 2, { width: boxWidth, align: 'right' });
  doc.font(FONT).fontSize(10).fillColor(MUTED).text(`Order ${order.orderNumber}`, {
    width: boxWidth,
    align: 'right',
  });
  doc.text(`Placed ${formatInvoiceDate(order.orderDate)}`, { width: boxWidth, align: 'right' });
  doc.y = Math.max(nameBottom, doc.y) + 8;
  horizontalRule(doc);
  doc.y += 10;
}

function drawShipTo(doc: Pdf, order: Order): void {
  const { address } = order;
  const lines = [
    address.addressLine1,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.city}, ${address.state}`,
    `PIN ${address.postalCode}`,
  ];
  doc.font(BOLD).fontSize(8).fillColor(MUTED).text('SHIP TO', MARGIN, doc.y);
  doc.font(BOLD).fontSize(13).fillColor(INK).text(address.fullName, { width: 320 });
  if (address.phone)
    doc
      .font(FONT)
      .fontSize(11)
      .text(`Phone: ${formatIndianMobile(address.phone)}`);
  doc.font(FONT).fontSize(11);
  for (const line of lines) doc.text(line, { width: 320 });
  doc.y += 14;
}

type SlipLine = OrderItem & { position: number };

const slipColumns = (doc: Pdf): Column<SlipLine>[] => {
  const fixed = 24 + 80 + 110 + 50;
  return [
    { header: '#', width: 24, cell: (l) => String(l.position) },
    { header: 'Item', width: contentWidth(doc) - fixed, cell: (l) => l.product.name },
    { header: 'Size', width: 80, cell: (l) => l.product.variant.size },
    { header: 'Colour', width: 110, cell: (l) => l.product.variant.color },
    { header: 'Qty', width: 50, align: 'right', bold: true, cell: (l) => String(l.quantity) },
  ];
};

/** A red band across the slip of an order that is not waiting to ship. */
function drawNoticeBand(doc: Pdf, notice: string): void {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(13);
  const height = doc.heightOfString(notice, { width: width - 24 }) + 16;
  doc.rect(MARGIN, doc.y, width, height).fill(ALERT);
  doc
    .fillColor('#ffffff')
    .text(notice, MARGIN + 12, doc.y + 8, { width: width - 24, align: 'center' });
  doc.fillColor(INK);
  doc.y += 18;
}

function drawSlip(doc: Pdf, order: Order, input: PackingSlipInput): void {
  drawSlipHeader(doc, order, input);
  const notice = packingSlipNotice(order);
  if (notice) drawNoticeBand(doc, notice);
  drawShipTo(doc, order);
  const lines = order.items.map((item, index) => ({ ...item, position: index + 1 }));
  drawTable(doc, slipColumns(doc), lines, { fontSize: 10 });
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  doc.y += 8;
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(`Total units: ${units}`, MARGIN, doc.y, { width: contentWidth(doc), align: 'right' });
}

/**
 * Packing slips as one PDF, each order from a new page: what goes in the parcel (items with
 * size, colour and quantity, no prices) and where it goes.
 */
export async function packingSlipPdf(input: PackingSlipInput): Promise<Buffer> {
  return renderPdf({ title: 'Packing slips', author: input.company.name }, (doc) => {
    // Each slip's pages are numbered on their own: the packer reads one order at a time.
    const slipOfPage: { order: Order; first: number }[] = [];
    input.orders.forEach((order, index) => {
      if (index > 0) doc.addPage();
      const first = doc.bufferedPageRange().count - 1;
      drawSlip(doc, order, input);
      const last = doc.bufferedPageRange().count - 1;
      for (let page = first; page <= last; page += 1) slipOfPage.push({ order, first });
    });
    footPages(doc, (page) => {
      const { order, first } = slipOfPage[page]!;
      const pages = slipOfPage.filter((entry) => entry.order === order).length;
      return `Order ${order.orderNumber}  ·  Page ${page - first + 1} of ${pages}`;
    });
  });
}
