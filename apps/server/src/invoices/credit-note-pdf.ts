import type { CompanyDetails } from '@shop/contracts/content';
import type { Order } from '@shop/contracts/orders';
import { gstBreakdown } from './gst-tax.service.ts';
import {
  drawAmountInWords,
  drawBuyer,
  drawHeader,
  drawHsnSummary,
  drawSignature,
  drawTotals,
  formatInvoiceDate,
  itemColumns,
  supplyKindFor,
  totalRows,
  type InvoiceLine,
} from './invoice-pdf.ts';
import { drawTable, FONT, footPages, INK, MARGIN, renderPdf } from './pdf-layout.ts';

/** A returned line as its credit note shows it: the units, and what was refunded for them. */
export type CreditNoteLine = {
  description: string;
  hsnCode: string | null;
  quantity: number;
  unitPaise: number;
  /** The units' part of the order's discount code. */
  codeDiscountPaise: number;
  ratePercent: number;
};

export type CreditNoteInput = {
  creditNote: { number: string; date: string; requestNumber: string };
  /** The invoiced order the goods were returned from, with its invoice number and date. */
  order: Order;
  lines: CreditNoteLine[];
  /** The seller as the credit note was issued. */
  company: CompanyDetails;
  logo: Buffer | undefined;
};

/**
 * A completed return's credit note as PDF, in the invoice's layout: it names the invoice it
 * reduces and reverses, line by line, the taxable value and the CGST + SGST or IGST of what was
 * refunded (the units' price less their part of the code's discount), worked out as the
 * invoice worked them, so that the lines add up to the refund to the paisa.
 */
export async function creditNotePdf(input: CreditNoteInput): Promise<Buffer> {
  const { order, company, creditNote } = input;
  const registered = company.gstin !== null && company.gstin !== '';
  const supply = supplyKindFor(company, order.address.state);
  const lines: InvoiceLine[] = input.lines.map((line, index) => ({
    ...line,
    position: index + 1,
    totalPaise: line.unitPaise * line.quantity - line.codeDiscountPaise,
  }));
  const breakdown = gstBreakdown(lines, supply);
  const { totals } = breakdown;
  const title = 'Credit Note';
  const legalName = company.legalName || company.name;
  const withCode = lines.some((line) => line.codeDiscountPaise > 0);
  return renderPdf({ title: `${title} ${creditNote.number}`, author: legalName }, (doc) => {
    drawHeader(doc, input, title, [
      ['Credit note no.', creditNote.number],
      ['Credit note date', formatInvoiceDate(creditNote.date)],
      [registered ? 'Against invoice no.' : 'Against bill no.', order.invoiceNumber ?? ''],
      [registered ? 'Invoice date' : 'Bill date', formatInvoiceDate(order.invoiceDate!)],
      ['Order no.', order.orderNumber],
      ['Return no.', creditNote.requestNumber],
    ]);
    drawBuyer(doc, order);
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(INK)
      .text('Reason: goods returned by the buyer; the amount below is refunded.', MARGIN, doc.y);
    doc.y += 6;
    drawTable(doc, itemColumns(doc, registered, supply, withCode), breakdown.lines);
    drawTotals(doc, totalRows(totals, registered, supply));
    drawAmountInWords(doc, totals.totalPaise);
    if (registered) drawHsnSummary(doc, breakdown.hsnSummary, supply);
    drawSignature(doc, legalName, 'credit note');
    footPages(
      doc,
      (page, pages) => `${title} ${creditNote.number}  ·  Page ${page + 1} of ${pages}`,
    );
  });
}
