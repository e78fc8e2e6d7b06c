// What the crash and restore drills share: a shop of customers each with a full cart, a burst of
// their orders, and the checks that a kill -9 or a restore left nothing lost or half-written. The
// SQL goes through any client with pg's query(text, params) shape: pg.Client or PGlite.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createTokenService } from '../apps/server/src/auth/tokens.ts';
import { pgliteExtensions } from '../apps/server/src/db/client.ts';
import { lockDataDir } from '../apps/server/src/db/data-dir-lock.ts';

export type SqlClient = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

export type CrashCustomer = { userId: string; addressId: string; token: string; quantity: number };
export type CrashVariant = { id: string; startStock: number };

export const CRASH_JWT_SECRET = 'crash-test-signing-secret-long-enough-1234';

/** Rows of a query, typed by the caller (the drills write their own SQL). */
async function rows<Row>(sql: SqlClient, text: string, params: unknown[] = []): Promise<Row[]> {
  return (await sql.query(text, params)).rows as Row[];
}

async function one<Row>(sql: SqlClient, text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await rows<Row>(sql, text, params);
  if (!row) throw new Error(`no row from: ${text}`);
  return row;
}

/**
 * A product with one variant of `startStock` units, and `customers` customers (named with
 * `tag`, unique per call) each with an address and 1-3 of it in their cart. Written directly:
 * the drill is about the orders.
 */
export async function seedCrashShop(
  sql: SqlClient,
  options: { tag: string; customers: number; startStock: number },
): Promise<{ variant: CrashVariant; customers: CrashCustomer[] }> {
  const { tag } = options;
  const category = await one<{ id: string }>(
    sql,
    `insert into categories (name, slug) values ($1, $2) returning id`,
    [`Crash ${tag}`, `crash-${tag}`],
  );
  const product = await one<{ id: string }>(
    sql,
    `insert into products (name, slug, category_id) values ($1, $2, $3) returning id`,
    [`Crash Romper ${tag}`, `crash-romper-${tag}`, category.id],
  );
  const variant = await one<{ id: string }>(
    sql,
    `insert into product_variants (product_id, size, color, stock, original_price_paise) values ($1, '0-3M', 'Mint', $2, 49900) returning id`,
    [product.id, options.startStock],
  );
  const tokens = createTokenService(CRASH_JWT_SECRET, 3600);
  const customers: CrashCustomer[] = [];
  for (let i = 0; i < options.customers; i++) {
    const user = await one<{ id: string }>(
      sql,
      `insert into users (email, username, password_hash) values ($1, $2, 'x') returning id`,
      [`crash-${tag}-${i}@example.com`, `crash-${tag}-${i}`],
    );
    const address = await one<{ id: string }>(
      sql,
      `insert into addresses (user_id, full_name, phone, address_line1, city, state, postal_code, is_default) values ($1, 'Asha Rao', '9845012345', '1 Park St', 'Kolkata', 'West Bengal', '700016', true) returning id`,
      [user.id],
    );
    const cart = await one<{ id: string }>(
      sql,
      `insert into carts (user_id) values ($1) returning id`,
      [user.id],
    );
    const quantity = 1 + (i % 3);
    await sql.query(`insert into cart_items (cart_id, variant_id, quantity) values ($1, $2, $3)`, [
      cart.id,
      variant.id,
      quantity,
    ]);
    const token = await tokens.sign({ userId: user.id, userType: 'CUSTOMER', tokenVersion: 0 });
    customers.push({ userId: user.id, addressId: address.id, token, quantity });
  }
  return { variant: { id: variant.id, startStock: options.startStock }, customers };
}

/** How one order call ended: its status and order id, or cut off by the kill. */
export type OrderOutcome = { status: number; orderId?: string } | { status: 'cut' };

/** Every customer places their cart's order at once; `onCreated` hears each 201 as it lands. */
export function placeOrderBurst(
  baseUrl: string,
  customers: CrashCustomer[],
  onCreated: () => void = () => {},
): Promise<OrderOutcome[]> {
  return Promise.all(
    customers.map(async (c): Promise<OrderOutcome> => {
      try {
        const response = await fetch(`${baseUrl}/api/orders/place`, {
          method: 'POST',
          headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ addressId: c.addressId, paymentMethod: 'COD' }),
        });
        if (response.status !== 201) return { status: response.status };
        const body = (await response.json()) as { order: { id: string } };
        onCreated();
        return { status: 201, orderId: body.order.id };
      } catch {
        return { status: 'cut' };
      }
    }),
  );
}

export function describeBurst(outcomes: OrderOutcome[]): string {
  const count = (status: number | 'cut') => outcomes.filter((o) => o.status === status).length;
  const refused = outcomes.length - count(201) - count('cut');
  return `${count(201)} answered 201, ${refused} refused (out of stock), ${count('cut')} cut off by the kill`;
}

/** The embedded database of `dataDir` opened here, while no server runs, under the server's lock. */
export async function withEmbeddedDatabase<T>(
  dataDir: string,
  work: (sql: SqlClient) => Promise<T>,
): Promise<T> {
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** Stock + units sold = starting stock, per variant; returns how many variants are off. */
export async function checkStockBalance(sql: SqlClient, variants: CrashVariant[]): Promise<number> {
  let off = 0;
  for (const variant of variants) {
    const { stock, sold } = await one<{ stock: number; sold: number }>(
      sql,
      `select v.stock, (select coalesce(sum(quantity), 0)::int from order_items where variant_id = v.id) as sold
       from product_variants v where v.id = $1`,
      [variant.id],
    );
    if (stock + sold !== variant.startStock) {
      console.log(
        `  VIOLATION variant ${variant.id}: stock ${stock} + sold ${sold} <> ${variant.startStock}`,
      );
      off++;
    }
  }
  const { orders } = await one<{ orders: number }>(
    sql,
    `select count(*)::int as orders from orders`,
  );
  console.log(
    `  ${orders} orders; stock + sold = starting stock for all ${variants.length} variants: ${off === 0 ? 'yes' : 'NO'}`,
  );
  return off;
}

/** Orders without items or whose total is not the sum of their items; returns how many. */
export async function checkOrdersWhole(sql: SqlClient): Promise<number> {
  const broken = await rows<{ id: string }>(
    sql,
    `select o.id from orders o left join order_items i on i.order_id = o.id
     group by o.id, o.order_total_paise
     having count(i.id) = 0 or o.order_total_paise <> coalesce(sum(i.price_paise * i.quantity), 0)`,
  );
  console.log(`  orders without items or with wrong totals: ${broken.length}`);
  return broken.length;
}

/** Which of these orders are missing; returns how many. */
export async function checkOrdersPresent(sql: SqlClient, orderIds: string[]): Promise<number> {
  const present = new Set(
    (
      await rows<{ id: string }>(sql, `select id from orders where id = any($1::uuid[])`, [
        orderIds,
      ])
    ).map((r) => r.id),
  );
  const lost = orderIds.filter((id) => !present.has(id)).length;
  console.log(`  orders answered 201 but missing: ${lost} of ${orderIds.length}`);
  return lost;
}

/**
 * The invariants after a crash, printed one line each; returns how many were broken:
 * stock + units sold = starting stock per variant, every order whole (items, total), every
 * order answered 201 is there, and each customer's cart either fully ordered or untouched.
 */
export async function checkCrashInvariants(
  sql: SqlClient,
  expected: { variants: CrashVariant[]; customers: CrashCustomer[]; createdOrderIds: string[] },
): Promise<number> {
  let violations = await checkStockBalance(sql, expected.variants);
  violations += await checkOrdersWhole(sql);
  violations += await checkOrdersPresent(sql, expected.createdOrderIds);
  let halfDone = 0;
  for (const c of expected.customers) {
    const { carted, ordered } = await one<{ carted: number; ordered: number }>(
      sql,
      `select
         (select coalesce(sum(ci.quantity), 0)::int from cart_items ci join carts ca on ca.id = ci.cart_id where ca.user_id = $1) as carted,
         (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id where o.user_id = $1) as ordered`,
      [c.userId],
    );
    // Either the whole cart became an order, or nothing happened to it.
    if (!((carted === 0 && ordered === c.quantity) || (carted === c.quantity && ordered === 0)))
      halfDone++;
  }
  console.log(`  customers with a half-done checkout: ${halfDone}`);
  return violations + halfDone;
}
