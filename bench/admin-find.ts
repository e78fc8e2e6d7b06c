// How long the admin waits to find a product or an order on a big shop: 10,000 products (every
// variant with a SKU), 10,000 customers and 10,000 orders, on the embedded database (or
// DATABASE_URL). Times the admin product list's and order list's queries as the screens send
// them, and the CSV export of every order.
//   npm run admin-find -w bench [-- <products> <orders>]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { adminProductsQuerySchema } from '@shop/contracts/catalog';
import { adminOrderExportQuerySchema, adminOrderListQuerySchema } from '@shop/contracts/orders';
import { listAdminProducts } from '../apps/server/src/catalog/admin-products.service.ts';
import { openDatabase, queryRows, type Db } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { orderExportCsv } from '../apps/server/src/orders/order-export.service.ts';
import { listAllOrders } from '../apps/server/src/orders/orders.service.ts';
import { addCustomersAndOrders, generateCatalogueInto } from './bench-database.ts';

const PRODUCTS = Number(process.argv[2] ?? 10_000);
const ORDERS = Number(process.argv[3] ?? 10_000);
const RUNS = 15;

/** The median and slowest of RUNS timed calls, after two to warm up. */
async function timed(work: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const started = performance.now();
    await work();
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, max: times.at(-1)! };
}

const print = (label: string, t: { median: number; max: number }) =>
  console.log(
    `${label.padEnd(52)} ${t.median.toFixed(1).padStart(7)} ms median, ${t.max.toFixed(1)} ms slowest`,
  );

async function productCases(db: Db): Promise<void> {
  await db.execute(
    sql`update product_variants set sku = 'LS-' || upper(left(replace(id::text, '-', ''), 10))`,
  );
  const [sample] = await queryRows<{ sku: string; name: string; category_id: string }>(
    db,
    sql`select v.sku, p.name, c.parent_id as category_id from product_variants v
        join products p on p.id = v.product_id join categories c on c.id = p.category_id
        where c.parent_id is not null order by v.id limit 1 offset 777`,
  );
  const word = sample!.name.split(' ').at(-1)!.slice(0, 5).toLowerCase();
  const cases: [string, Record<string, string>][] = [
    ['products: first page, newest', {}],
    [`products: q "${word}" (part of a name word)`, { q: word }],
    [`products: q "${sample!.sku.slice(3, 9)}" (part of a SKU)`, { q: sample!.sku.slice(3, 9) }],
    [
      'products: a category with descendants, low stock',
      { categoryId: sample!.category_id, stock: 'low' },
    ],
    ['products: out of stock', { stock: 'out' }],
    ['products: drafts', { status: 'DRAFT' }],
    ['products: sort by name, page 50 of 25', { sort: 'name', page: '50', limit: '25' }],
    ['products: sort by total stock, 100 a page', { sort: 'stockLowHigh', limit: '100' }],
  ];
  for (const [label, raw] of cases) {
    const query = adminProductsQuerySchema.parse(raw);
    print(label, await timed(() => listAdminProducts(db, query)));
  }
}

async function orderCases(db: Db): Promise<void> {
  const [sample] = await queryRows<{ order_number: string; email: string; mobile: string }>(
    db,
    sql`select o.order_number, u.email, u.mobile from orders o join users u on u.id = o.user_id
        order by o.order_number limit 1 offset 4321`,
  );
  const phone = `+91 ${sample!.mobile.slice(0, 5)} ${sample!.mobile.slice(5)}`;
  const cases: [string, Record<string, string>][] = [
    ['orders: first page', {}],
    [`orders: q "${sample!.order_number}" (order number)`, { q: sample!.order_number }],
    [`orders: q "${phone}" (phone as typed)`, { q: phone }],
    ['orders: q "customer 4321" (name)', { q: 'customer 4321' }],
    [
      `orders: q "${sample!.email.slice(0, 18)}" (part of an email)`,
      { q: sample!.email.slice(0, 18) },
    ],
    ['orders: PENDING, last 7 days', { status: 'PENDING', from: lastWeek(), to: today() }],
  ];
  for (const [label, raw] of cases) {
    const query = adminOrderListQuerySchema.parse(raw);
    print(label, await timed(() => listAllOrders(db, query)));
  }
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of orderExportCsv(db, adminOrderExportQuerySchema.parse({}))) {
    bytes += Buffer.byteLength(chunk as string | Buffer);
  }
  console.log(
    `orders: CSV export of all ${ORDERS} orders`.padEnd(52),
    `${(performance.now() - started).toFixed(0).padStart(7)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
  );
}

const shopDate = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const today = () => shopDate(new Date());
const lastWeek = () => shopDate(new Date(Date.now() - 7 * 86_400_000));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-find-'));
try {
  generateCatalogueInto(process.env.DATABASE_URL ?? '', dataDir, PRODUCTS);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await runMigrations(database);
  await addCustomersAndOrders(database, ORDERS);
  console.log(
    `${PRODUCTS} products, ${ORDERS} orders on ${database.kind}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await productCases(database.db);
  await orderCases(database.db);
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
