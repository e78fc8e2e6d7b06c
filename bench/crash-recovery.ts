// Fault test: kill -9 the server in the middle of a burst of orders, restart it, and check that
// nothing is half-written: every order is whole, stock + units sold = the starting stock, and
// each customer's cart is either fully ordered or untouched. Needs PostgreSQL:
//   CRASH_DATABASE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres npm run crash -w bench
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/auth/tokens.ts';

const adminUrl =
  process.env.CRASH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = 60;
const START_STOCK = 100;
const PORT = 3610;
const SECRET = 'crash-test-signing-secret-long-enough-1234';
const dbName = `shop_crash_${process.pid}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const serverFile = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const base = `http://127.0.0.1:${PORT}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);

function startServer(): ChildProcess {
  return spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-crash-')),
      JWT_SECRET: SECRET,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'crash-admin@example.com',
      ADMIN_PASSWORD: 'Crash-admin-pass-1',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
}

async function waitReady(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

let server = startServer();
const db = new pg.Client({ connectionString: dbUrl });
let violations = 0;
try {
  await waitReady();
  await db.connect();
  // The catalogue and customers are written directly: the test is about the orders.
  const {
    rows: [category],
  } = await db.query(`insert into categories (name, slug) values ('Crash', 'crash') returning id`);
  const {
    rows: [product],
  } = await db.query(
    `insert into products (name, slug, category_id) values ('Crash Romper', 'crash-romper', $1) returning id`,
    [category.id],
  );
  const {
    rows: [variant],
  } = await db.query(
    `insert into product_variants (product_id, size, color, stock, original_price_paise) values ($1, '0-3M', 'Mint', $2, 49900) returning id`,
    [product.id, START_STOCK],
  );
  const tokens = createTokenService(SECRET, 3600);
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const {
      rows: [user],
    } = await db.query(
      `insert into users (email, username, password_hash) values ($1, $2, 'x') returning id`,
      [`crash${i}@example.com`, `crash${i}`],
    );
    const {
      rows: [address],
    } = await db.query(
      `insert into addresses (user_id, full_name, phone, address_line1, city, state, postal_code, is_default) values ($1, 'Asha Rao', '9845012345', '1 Park St', 'Kolkata', 'West Bengal', '700016', true) returning id`,
      [user.id],
    );
    const {
      rows: [cart],
    } = await db.query(`insert into carts (user_id) values ($1) returning id`, [user.id]);
    const quantity = 1 + (i % 3);
    await db.query(`insert into cart_items (cart_id, variant_id, quantity) values ($1, $2, $3)`, [
      cart.id,
      variant.id,
      quantity,
    ]);
    const token = await tokens.sign({ userId: user.id, userType: 'CUSTOMER', tokenVersion: 0 });
    customers.push({ userId: user.id as string, addressId: address.id as string, token, quantity });
  }

  // The burst, and the kill in the middle of it.
  const burst = customers.map((c) =>
    fetch(`${base}/api/orders/place`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ addressId: c.addressId, paymentMethod: 'COD' }),
    }).then(
      (r) => r.status,
      () => 'cut',
    ),
  );
  // Kill once some orders have committed and others are surely still in flight.
  for (let i = 0; i < 2000; i++) {
    const {
      rows: [{ n }],
    } = await db.query(`select count(*)::int as n from orders`);
    if (n >= CUSTOMERS / 6) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  server.kill('SIGKILL');
  const outcomes = await Promise.all(burst);
  console.log(
    `burst: ${outcomes.filter((s) => s === 201).length} answered 201, ${outcomes.filter((s) => s === 'cut').length} cut off by the kill`,
  );

  server = startServer();
  await waitReady();

  const {
    rows: [{ stock }],
  } = await db.query(`select stock from product_variants where id = $1`, [variant.id]);
  const {
    rows: [{ sold }],
  } = await db.query(
    `select coalesce(sum(quantity), 0)::int as sold from order_items where variant_id = $1`,
    [variant.id],
  );
  const {
    rows: [{ orders }],
  } = await db.query(`select count(*)::int as orders from orders`);
  console.log(
    `after restart: ${orders} orders, stock ${stock} + sold ${sold} = ${stock + sold} (started with ${START_STOCK})`,
  );
  if (stock + sold !== START_STOCK) violations++;

  const { rows: broken } = await db.query(`
    select o.id from orders o left join order_items i on i.order_id = o.id
    group by o.id, o.order_total_paise
    having count(i.id) = 0 or o.order_total_paise <> coalesce(sum(i.price_paise * i.quantity), 0)`);
  console.log(`orders without items or with wrong totals: ${broken.length}`);
  violations += broken.length;

  let halfDone = 0;
  for (const c of customers) {
    const {
      rows: [{ carted }],
    } = await db.query(
      `select coalesce(sum(ci.quantity), 0)::int as carted from cart_items ci join carts ca on ca.id = ci.cart_id where ca.user_id = $1`,
      [c.userId],
    );
    const {
      rows: [{ ordered }],
    } = await db.query(
      `select coalesce(sum(i.quantity), 0)::int as ordered from order_items i join orders o on o.id = i.order_id where o.user_id = $1`,
      [c.userId],
    );
    // Either the whole cart became an order, or nothing happened to it.
    if (!((carted === 0 && ordered === c.quantity) || (carted === c.quantity && ordered === 0)))
      halfDone++;
  }
  console.log(`customers with a half-done checkout: ${halfDone}`);
  violations += halfDone;
} finally {
  server.kill('SIGTERM');
  await db.end().catch(() => {});
  await new Promise((r) => setTimeout(r, 500));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
console.log(
  violations === 0 ? 'crash recovery: 1 passed, 0 failed' : 'crash recovery: 0 passed, 1 failed',
);
process.exit(violations === 0 ? 0 : 1);
