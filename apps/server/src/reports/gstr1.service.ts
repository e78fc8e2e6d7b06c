import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Gstr1Return } from '@shop/contracts/gst-reports';
import { indianStateNamed } from '@shop/contracts/india';
import type { Db } from '../db/client.ts';
import {
  company,
  orderItems,
  orders,
  returnRequestItems,
  returnRequests,
  type InvoiceSeller,
} from '../db/schema.ts';
import { conflict } from '../http/app-error.ts';
import { gstr1Of, type DocumentLine, type IssuedCreditNote, type IssuedInvoice } from './gstr1.ts';

/** India is UTC+05:30 all year: a month of the shop's calendar as instants, [start, end). */
export function shopMonth(period: string): { start: Date; end: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return {
    start: new Date(`${period}-01T00:00:00+05:30`),
    end: new Date(`${next}-01T00:00:00+05:30`),
  };
}

/** The India calendar date of an instant, YYYY-MM-DD. */
export const shopDate = (moment: Date): string =>
  new Date(moment.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Where goods delivered to this state are supplied, as a GST state code. */
const placeOfSupply = (shipState: string, sellerState: string) =>
  indianStateNamed(shipState)?.code ?? sellerState;

type OrderRow = {
  id: string;
  invoiceNumber: string | null;
  invoiceDate: Date | null;
  invoiceSeller: InvoiceSeller | null;
  shipState: string;
  orderTotalPaise: number;
  deliveryStatus: string;
};

/**
 * The month's tax invoices as issued: those of a seller with a GSTIN (a bill of supply is no
 * part of GSTR-1), with their lines at what each charged after its share of the code.
 */
async function monthInvoices(db: Db, start: Date, end: Date): Promise<IssuedInvoice[]> {
  const rows: OrderRow[] = await db
    .select({
      id: orders.id,
      invoiceNumber: orders.invoiceNumber,
      invoiceDate: orders.invoiceDate,
      invoiceSeller: orders.invoiceSeller,
      shipState: orders.shipState,
      orderTotalPaise: orders.orderTotalPaise,
      deliveryStatus: orders.deliveryStatus,
    })
    .from(orders)
    .where(and(gte(orders.invoiceDate, start), lt(orders.invoiceDate, end)));
  const taxInvoices = rows.filter((row) => row.invoiceSeller?.gstin && row.invoiceNumber);
  const lines = await linesOfOrders(
    db,
    taxInvoices.map((row) => row.id),
  );
  return taxInvoices.map((row) => {
    const sellerState = row.invoiceSeller!.stateCode ?? row.invoiceSeller!.gstin!.slice(0, 2);
    return {
      number: row.invoiceNumber!,
      date: shopDate(row.invoiceDate!),
      sellerState,
      placeOfSupply: placeOfSupply(row.shipState, sellerState),
      totalPaise: row.orderTotalPaise,
      cancelled: row.deliveryStatus === 'CANCELED',
      lines: lines.get(row.id) ?? [],
    };
  });
}

async function linesOfOrders(db: Db, orderIds: string[]): Promise<Map<string, DocumentLine[]>> {
  const byOrder = new Map<string, DocumentLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      hsnCode: orderItems.hsnCode,
      ratePercent: orderItems.gstRatePercent,
      quantity: orderItems.quantity,
      pricePaise: orderItems.pricePaise,
      couponDiscountPaise: orderItems.couponDiscountPaise,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      hsnCode: row.hsnCode,
      ratePercent: row.ratePercent,
      quantity: row.quantity,
      totalPaise: row.pricePaise * row.quantity - row.couponDiscountPaise,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** The month's credit notes against tax invoices, each line at what it refunded. */
async function monthCreditNotes(db: Db, start: Date, end: Date): Promise<IssuedCreditNote[]> {
  const notes = await db
    .select({
      id: returnRequests.id,
      number: returnRequests.creditNoteNumber,
      date: returnRequests.creditNoteDate,
      invoiceSeller: orders.invoiceSeller,
      shipState: orders.shipState,
      orderTotalPaise: orders.orderTotalPaise,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(gte(returnRequests.creditNoteDate, start), lt(returnRequests.creditNoteDate, end)));
  const taxNotes = notes.filter((note) => note.invoiceSeller?.gstin && note.number);
  if (taxNotes.length === 0) return [];
  const lines = await db
    .select({
      requestId: returnRequestItems.returnRequestId,
      hsnCode: orderItems.hsnCode,
      ratePercent: orderItems.gstRatePercent,
      quantity: returnRequestItems.quantity,
      refundPaise: returnRequestItems.refundPaise,
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(
      inArray(
        returnRequestItems.returnRequestId,
        taxNotes.map((note) => note.id),
      ),
    )
    .orderBy(asc(returnRequestItems.id));
  const linesOf = Map.groupBy(lines, (line) => line.requestId);
  return taxNotes.map((note) => {
    const sellerState = note.invoiceSeller!.stateCode ?? note.invoiceSeller!.gstin!.slice(0, 2);
    return {
      number: note.number!,
      date: shopDate(note.date!),
      invoice: {
        sellerState,
        placeOfSupply: placeOfSupply(note.shipState, sellerState),
        totalPaise: note.orderTotalPaise,
      },
      lines: (linesOf.get(note.id) ?? []).map((line) => ({
        hsnCode: line.hsnCode,
        ratePercent: line.ratePercent,
        quantity: line.quantity,
        totalPaise: line.refundPaise ?? 0,
      })),
    };
  });
}

/**
 * GSTR-1 for a month of India's calendar (YYYY-MM), from the tax invoices and credit notes
 * issued in it. 409 while the shop has no GSTIN: an unregistered shop files no GSTR-1.
 */
export async function monthGstr1(db: Db, period: string): Promise<Gstr1Return> {
  const [shop] = await db.select({ gstin: company.gstin }).from(company);
  if (!shop?.gstin) {
    throw conflict(
      'GSTR-1 is filed by shops registered for GST: add your GSTIN in the Company screen first.',
    );
  }
  const { start, end } = shopMonth(period);
  const [invoices, creditNotes] = await Promise.all([
    monthInvoices(db, start, end),
    monthCreditNotes(db, start, end),
  ]);
  return gstr1Of(shop.gstin, period, invoices, creditNotes);
}
