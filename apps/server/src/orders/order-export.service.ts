import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_EXPORT_COLUMNS, type AdminOrderExportQuery } from '@shop/contracts/orders';
import { lineTotalPaise } from '@shop/contracts/order-totals';
import type { Db } from '../db/client.ts';
import { orderItems, orders, productVariants, users } from '../db/schema.ts';
import { orderFilters } from './order-filters.ts';

/** How many orders are read and written at a time: the memory an export holds, whatever its size. */
const ORDERS_PER_BATCH = 500;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant as India's wall clock, `YYYY-MM-DD HH:mm`. */
export function shopDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Today in India, `YYYY-MM-DD`: the export file's name. */
export const shopToday = (now = new Date()): string => shopDateTime(now).slice(0, 10);

/** Integer paise as rupees with 2 decimals ("1234.50"), in integers only: no float rounding. */
export function rupeesText(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

type ExportLine = Awaited<ReturnType<typeof readLines>>[number];

/** The lines of the given orders, each with its order's account, recipient and SKU. */
async function readLines(db: Db, orderIds: string[]) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.deliveryStatus,
      shipFullName: orders.shipFullName,
      shipPhone: orders.shipPhone,
      shipAddressLine1: orders.shipAddressLine1,
      shipAddressLine2: orders.shipAddressLine2,
      shipCity: orders.shipCity,
      shipState: orders.shipState,
      shipPostalCode: orders.shipPostalCode,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      productName: orderItems.productName,
      sku: productVariants.sku,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
      pricePaise: orderItems.pricePaise,
      discountPaise: orderItems.discountPaise,
      couponCode: orders.couponCode,
      couponDiscountPaise: orderItems.couponDiscountPaise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.size), asc(orderItems.id));
}

/** One CSV record per order line, in the order of ORDER_EXPORT_COLUMNS. */
function exportRecord(line: ExportLine): string[] {
  const address = [line.shipAddressLine1, line.shipAddressLine2, line.shipCity, line.shipState]
    .filter(Boolean)
    .join(', ');
  return [
    line.orderNumber,
    shopDateTime(line.createdAt),
    `${line.firstName} ${line.lastName}`.trim(),
    line.email,
    line.shipFullName,
    line.shipPhone ?? '',
    address,
    line.shipPostalCode,
    line.status,
    line.productName,
    line.sku ?? '',
    line.size,
    line.color,
    String(line.quantity),
    rupeesText(line.pricePaise),
    rupeesText(lineTotalPaise(line)),
    line.couponCode ?? '',
    line.couponCode ? rupeesText(line.couponDiscountPaise) : '',
  ];
}

/**
 * The records of every matching order, newest first. The matching ids are read at once (16 bytes
 * each), then the lines of a batch of orders at a time, so 10,000 orders never sit in memory.
 */
async function* exportRecords(db: Db, query: AdminOrderExportQuery) {
  const matching = await db
    .select({ id: orders.id })
    .from(orders)
    .where(orderFilters(query))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  for (let start = 0; start < matching.length; start += ORDERS_PER_BATCH) {
    const ids = matching.slice(start, start + ORDERS_PER_BATCH).map((row) => row.id);
    const linesOf = Map.groupBy(await readLines(db, ids), (line) => line.orderId);
    for (const id of ids) for (const line of linesOf.get(id) ?? []) yield exportRecord(line);
  }
}

/**
 * The admin's orders as CSV text, streamed: a UTF-8 byte order mark (so Excel reads ₹ and Indian
 * names as UTF-8 rather than the local code page), the header row, then one row per order line.
 * Fields are quoted per RFC 4180 and a cell starting with =, +, -, @, tab or carriage return is
 * prefixed with ' so no spreadsheet runs it as a formula (OWASP's CSV injection advice).
 */
export function orderExportCsv(db: Db, query: AdminOrderExportQuery): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...ORDER_EXPORT_COLUMNS],
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  const records = Readable.from(exportRecords(db, query));
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}
