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

type ExportOrder = Awaited<ReturnType<typeof readOrders>>[number];
type ExportItem = Awaited<ReturnType<typeof readItems>>[number];

async function readOrders(db: Db, ids: string[]) {
  return db
    .select({
      id: orders.id,
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
      mobile: users.mobile,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids));
}

async function readItems(db: Db, orderIds: string[]) {
  return db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      sku: productVariants.sku,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
      pricePaise: orderItems.pricePaise,
      discountPaise: orderItems.discountPaise,
    })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.size), asc(orderItems.id));
}

/** One CSV record per order line, in the order of ORDER_EXPORT_COLUMNS. */
function exportRecord(order: ExportOrder, item: ExportItem): string[] {
  const address = [order.shipAddressLine1, order.shipAddressLine2, order.shipCity, order.shipState]
    .filter(Boolean)
    .join(', ');
  return [
    order.orderNumber,
    shopDateTime(order.createdAt),
    `${order.firstName} ${order.lastName}`.trim() || order.shipFullName,
    order.email,
    order.shipPhone ?? order.mobile ?? '',
    address,
    order.shipPostalCode,
    order.status,
    item.productName,
    item.sku ?? '',
    item.size,
    item.color,
    String(item.quantity),
    rupeesText(item.pricePaise),
    rupeesText(lineTotalPaise(item)),
  ];
}

/**
 * The records of every matching order, newest first. The matching ids are read at once (16 bytes
 * each), then orders and their lines a batch at a time, so 10,000 orders never sit in memory.
 */
async function* exportRecords(db: Db, query: AdminOrderExportQuery) {
  const matching = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderFilters(query))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  for (let start = 0; start < matching.length; start += ORDERS_PER_BATCH) {
    const ids = matching.slice(start, start + ORDERS_PER_BATCH).map((row) => row.id);
    const [batch, items] = await Promise.all([readOrders(db, ids), readItems(db, ids)]);
    const byId = new Map(batch.map((order) => [order.id, order]));
    const linesOf = Map.groupBy(items, (item) => item.orderId);
    for (const id of ids) {
      const order = byId.get(id);
      if (!order) continue; // deleted between the two reads
      for (const item of linesOf.get(id) ?? []) yield exportRecord(order, item);
    }
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
