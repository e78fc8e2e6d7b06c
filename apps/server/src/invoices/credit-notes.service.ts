import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { formatCreditNoteNumber } from '@shop/contracts/gst';
import type { Auth } from '../auth/auth-hooks.ts';
import type { Db } from '../db/client.ts';
import {
  creditNoteCounters,
  creditNoteDocuments,
  orderItems,
  orders,
  returnRequestItems,
  returnRequests,
} from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { loadOrder } from '../orders/order-views.service.ts';
import type { CreditNoteLine } from './credit-note-pdf.ts';
import { issuing } from './invoice-numbers.service.ts';
import { documentSeller, type DocumentDeps, type PdfFile } from './invoices.service.ts';

/**
 * Gives a COMPLETED return of an invoiced order its credit note: the next number of the
 * financial year's credit-note series, dated now, with the seller's details frozen as an
 * invoice's are. Call inside the completing transaction, after the refund of each returned line
 * is recorded. The year's counter row stays locked until the transaction ends, so numbers are
 * consecutive across instances and a rollback gives its number back. An order never invoiced
 * (no sale yet) gets none. The credit note's number, or undefined.
 */
export async function issueCreditNoteIfInvoiced(
  tx: Db,
  requestId: string,
): Promise<string | undefined> {
  const [invoiced] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(eq(returnRequests.id, requestId), isNotNull(orders.invoiceNumber)));
  if (!invoiced) return undefined;
  const { issuedAt, financialYear, seller } = await issuing(tx);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  const number = formatCreditNoteNumber(financialYear, counter!.lastNumber);
  await tx
    .update(returnRequests)
    .set({ creditNoteNumber: number, creditNoteDate: issuedAt, creditNoteSeller: seller })
    .where(eq(returnRequests.id, requestId));
  return number;
}

/** The returned lines as the credit note reverses them: units, price and the code's part. */
async function creditNoteLines(db: Db, requestId: string): Promise<CreditNoteLine[]> {
  const rows = await db
    .select({
      name: orderItems.productName,
      size: orderItems.size,
      color: orderItems.color,
      hsnCode: orderItems.hsnCode,
      ratePercent: orderItems.gstRatePercent,
      unitPaise: orderItems.pricePaise,
      quantity: returnRequestItems.quantity,
      refundPaise: returnRequestItems.refundPaise,
    })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(eq(returnRequestItems.returnRequestId, requestId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    description: `${row.name}\nSize ${row.size}, ${row.color}`,
    hsnCode: row.hsnCode,
    quantity: row.quantity,
    unitPaise: row.unitPaise,
    ratePercent: row.ratePercent,
    codeDiscountPaise: row.unitPaise * row.quantity - (row.refundPaise ?? 0),
  }));
}

/**
 * A completed return's credit note as PDF, for its owner or an admin (anyone else: 404, as if
 * it did not exist); 409 while the return has none (not completed, an exchange, or an order
 * not invoiced). Drawn once and kept, like an invoice: later downloads get the same bytes.
 */
export async function returnCreditNote(
  deps: DocumentDeps,
  caller: Auth,
  requestId: string,
): Promise<PdfFile> {
  const [request] = await deps.db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, requestId));
  if (!request || (caller.userType !== 'ADMIN' && request.userId !== caller.userId)) {
    throw notFound('Return request not found.');
  }
  if (!request.creditNoteNumber || !request.creditNoteDate || !request.creditNoteSeller) {
    throw conflict('A credit note is issued when a return of a delivered order is completed.');
  }
  const filename = `credit-note-${request.creditNoteNumber.replaceAll('/', '-')}.pdf`;
  const kept = await keptCreditNote(deps.db, requestId);
  if (kept) return { filename, pdf: kept };
  const shop = await documentSeller(deps);
  const pdf = await deps.pdfs.creditNote({
    creditNote: {
      number: request.creditNoteNumber,
      date: request.creditNoteDate.toISOString(),
      requestNumber: request.requestNumber,
    },
    order: (await loadOrder(deps.db, request.orderId))!,
    lines: await creditNoteLines(deps.db, requestId),
    logo: shop.logo,
    company: { ...shop.company, ...request.creditNoteSeller },
  });
  // Another instance may have drawn it meanwhile: the first one kept is the credit note.
  await deps.db
    .insert(creditNoteDocuments)
    .values({ returnRequestId: requestId, pdf })
    .onConflictDoNothing();
  return { filename, pdf: (await keptCreditNote(deps.db, requestId))! };
}

async function keptCreditNote(db: Db, requestId: string): Promise<Buffer | undefined> {
  const [kept] = await db
    .select({ pdf: creditNoteDocuments.pdf })
    .from(creditNoteDocuments)
    .where(eq(creditNoteDocuments.returnRequestId, requestId));
  return kept?.pdf;
}
