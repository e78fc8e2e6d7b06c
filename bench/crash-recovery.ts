// Fault test: kill -9 the server in the middle of a burst of orders, restart it, and check that
// nothing is half-written: every order is whole, every order answered 201 is there, stock + units
// sold = the starting stock, and each customer's cart is either fully ordered or untouched.
// Needs PostgreSQL (the embedded database has its own drill, crash-embedded.ts):
//   CRASH_DATABASE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres npm run crash -w bench
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  CRASH_JWT_SECRET,
  checkCrashInvariants,
  describeBurst,
  placeOrderBurst,
  seedCrashShop,
} from './order-drills.ts';
import { waitForAnswer } from './wait-for-answer.ts';

const adminUrl =
  process.env.CRASH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = 60;
const START_STOCK = 100;
const PORT = 3610;
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
      JWT_SECRET: CRASH_JWT_SECRET,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'crash-admin@example.com',
      ADMIN_PASSWORD: 'Crash-admin-pass-1',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
}

let server = startServer();
const db = new pg.Client({ connectionString: dbUrl });
let violations = 0;
try {
  await waitForAnswer(`${base}/api/ready`, { child: server, timeoutMs: 60_000, intervalMs: 50 });
  await db.connect();
  const shop = await seedCrashShop(db, {
    tag: 'pg',
    customers: CUSTOMERS,
    startStock: START_STOCK,
  });

  // The burst, and the kill in the middle of it.
  const burst = placeOrderBurst(base, shop.customers);
  // Kill once some orders have committed and others are surely still in flight.
  for (let i = 0; i < 2000; i++) {
    const {
      rows: [{ n }],
    } = await db.query(`select count(*)::int as n from orders`);
    if (n >= CUSTOMERS / 6) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  server.kill('SIGKILL');
  const outcomes = await burst;
  console.log(`burst: ${describeBurst(outcomes)}`);

  server = startServer();
  await waitForAnswer(`${base}/api/ready`, { child: server, timeoutMs: 60_000, intervalMs: 50 });
  console.log('after restart:');
  violations += await checkCrashInvariants(db, {
    variants: [shop.variant],
    customers: shop.customers,
    createdOrderIds: outcomes.flatMap((o) => ('orderId' in o && o.orderId ? [o.orderId] : [])),
  });
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
