import { eq, sql } from 'drizzle-orm';
import { DEFAULT_COMPANY_NAME } from '@shop/contracts/content';
import { financialYearOf, formatInvoiceNumber, invoicePrefixFor } from '@shop/contracts/gst';
import { queryRows, type Db } from '../db/client.ts';
import { company, invoiceCounters, orders, type InvoiceSeller } from '../db/schema.ts';

/** The seller a document issued now names: the company row, or the default name before one. */
function sellerFrom(row: typeof company.$inferSelect | undefined): InvoiceSeller {
  return {
    name: row?.name.trim() || DEFAULT_COMPANY_NAME,
    legalName: row?.legalName ?? null,
    address: row?.address ?? '',
    pincode: row?.pincode ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    gstin: row?.gstin ?? null,
    stateCode: row?.stateCode ?? null,
  };
}

/**
 * Gives a delivered order its tax invoice number, dated now (the transaction's clock, the same
 * moment as its deliveredOn), and copies the seller's details onto it: an issued invoice stays as
 * it was when the company details change. Call inside the delivering transaction, with the order
 * row locked.
 *
 * The financial year's counter row is taken with an upsert that locks it until the transaction
 * ends: a second delivery on any instance waits for the first, so numbers come out consecutive,
 * and a delivery that rolls back gives its number back (none is skipped). The year's first
 * invoice fixes its series from the shop's name at that time.
 */
export async function issueInvoiceNumber(tx: Db, orderId: string): Promise<string> {
  const { issuedAt, financialYear, seller } = await issuing(tx);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({
      financialYear,
      prefix: invoicePrefixFor(seller.name),
      lastNumber: 1,
    })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ prefix: invoiceCounters.prefix, lastNumber: invoiceCounters.lastNumber });
  const invoiceNumber = formatInvoiceNumber(counter!.prefix, financialYear, counter!.lastNumber);
  await tx
    .update(orders)
    .set({ invoiceNumber, invoiceDate: issuedAt, invoiceSeller: seller })
    .where(eq(orders.id, orderId));
  return invoiceNumber;
}

/**
 * The moment a document issued in this transaction carries (the transaction's clock), its
 * financial year, and the seller as the company details stand now.
 */
export async function issuing(
  tx: Db,
): Promise<{ issuedAt: Date; financialYear: string; seller: InvoiceSeller }> {
  const [clock] = await queryRows<{ now: Date | string }>(tx, sql`select now() as now`);
  const issuedAt = new Date(clock!.now);
  const [shop] = await tx.select().from(company).where(eq(company.id, 1));
  return { issuedAt, financialYear: financialYearOf(issuedAt), seller: sellerFrom(shop) };
}

/** The seller an order's invoice was issued by; undefined when it has no invoice. */
export async function invoiceSellerOf(db: Db, orderId: string): Promise<InvoiceSeller | undefined> {
  const [row] = await db
    .select({ seller: orders.invoiceSeller })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.seller ?? undefined;
}
