// Soak: a long day of traffic in half an hour. One shop server on a fresh PostgreSQL database
// with a generated catalogue; the mixed shopper workload (browse, search, sign up, cart,
// checkout) at a steady, moderate concurrency, beside the owner (ships and delivers the orders,
// edits a category, reads the dashboard, deals with return requests) and customers who order and
// then ask to return what was delivered. Every minute the server's memory is read after a full
// GC. Checks: the heap's slope over the last 20 minutes is under 1 MB per 10 minutes, no answer
// is a 5xx, the p99 of the last minutes is not far above the p99 after warming up, the mail
// outbox is empty at the end, and no "client is already executing a query" warning was logged.
// Prints the memory by minute, the latency by 5 minutes and the database's table and index
// sizes before and after.
//   npm run soak -w bench
// SOAK_MINUTES (30), SOAK_SHOPPERS (6), SOAK_PRODUCTS (2000), SOAK_PORT (3470),
// SOAK_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { percentile } from './bench-app.ts';
import { generateCatalogueInto } from './bench-database.ts';
import {
  megabytes,
  shopServerEnv,
  startProbedServer,
  waitReady,
  type MemorySample,
  type ProbedServer,
} from './probed-server.ts';
import { formatWorkloadReport, runShopperWorkload, shopperAddress } from './shopper-workload.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 6);
const PRODUCTS = Number(process.env.SOAK_PRODUCTS ?? 2000);
const PORT = Number(process.env.SOAK_PORT ?? 3470);
const adminUrl =
  process.env.SOAK_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The heap may grow by less than this per 10 minutes over the last 20 minutes. */
const SLOPE_LIMIT_MB_PER_10_MIN = 1;
/** The p99 of the last 5 minutes may be at most this many times the p99 of minutes 5-10. */
const P99_DRIFT_LIMIT = 2;
const QUERY_QUEUE_WARNING = 'already executing a query';

const dbName = `shop_soak_${process.pid}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
const logFile = path.join(dataDir, 'server.log');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const shopDb = new pg.Client({ connectionString: dbUrl });

const problems: string[] = [];
const problem = (text: string) => {
  if (problems.length < 30) console.log(`  VIOLATION: ${text}`);
  problems.push(text);
};

/** Requests of the actors beside the shopper workload: statuses and latencies per minute. */
const startedAt = performance.now();
const minuteOf = (at: number) => Math.floor((at - startedAt) / 60_000);
const latencyByMinute = new Map<number, number[]>();
const extraStatuses: Record<string, number> = {};
function noteLatency(at: number, ms: number): void {
  const minute = minuteOf(at);
  const list = latencyByMinute.get(minute) ?? [];
  list.push(ms);
  latencyByMinute.set(minute, list);
}

let server: ProbedServer | undefined;
let stopping = false;

/** One call of the owner or a returning customer; a 5xx or an unexpected status is a problem. */
async function call<T>(
  what: string,
  pathAndQuery: string,
  init: { method?: string; token?: string; body?: unknown; ip?: string; expect: number[] },
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '10.250.0.1' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const t0 = performance.now();
  const response = await fetch(`${server!.url}${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const now = performance.now();
  noteLatency(now, now - t0);
  extraStatuses[String(response.status)] = (extraStatuses[String(response.status)] ?? 0) + 1;
  if (!init.expect.includes(response.status)) {
    problem(`${what}: ${response.status} ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

type Order = { id: string; deliveryStatus: string; items: { id: string; quantity: number }[] };
const counts = { shipped: 0, delivered: 0, categoryEdits: 0, returnsAsked: 0, returnsDone: 0 };

/** The owner, every couple of seconds: ship and deliver, edit, look, deal with returns. */
async function owner(token: string): Promise<void> {
  const { body: tree } = await call<{ data: { id: string; name: string }[] }>(
    'categories',
    '/api/categories',
    { expect: [200] },
  );
  const category = tree.data[0]!;
  for (let round = 1; !stopping; round++) {
    // The returning customers' orders first (their email says so), then the oldest others.
    const waiting: Order[] = [];
    for (const query of ['status=PENDING&q=returns-&limit=5', 'status=PENDING&limit=5']) {
      const pending = await call<{ orders: Order[] }>(
        'pending orders',
        `/api/orders/all?${query}`,
        {
          token,
          expect: [200],
        },
      );
      waiting.push(...pending.body.orders.filter((o) => !waiting.some((w) => w.id === o.id)));
    }
    for (const order of waiting) {
      // A cash-on-delivery order the shop must confirm first may refuse to ship: 409.
      const shipped = await call('ship', `/api/orders/${order.id}/status`, {
        method: 'PUT',
        token,
        body: { deliveryStatus: 'SHIPPED', courier: 'Delhivery', trackingNumber: `DL${round}` },
        expect: [200, 409],
      });
      if (shipped.status !== 200) continue;
      counts.shipped++;
      const delivered = await call('deliver', `/api/orders/${order.id}/status`, {
        method: 'PUT',
        token,
        body: { deliveryStatus: 'DELIVERED' },
        expect: [200, 409],
      });
      if (delivered.status === 200) counts.delivered++;
    }
    await call('edit category', `/api/categories/${category.id}`, {
      method: 'PUT',
      token,
      body: { description: `Soft everyday clothes, edit ${round}.` },
      expect: [200],
    });
    counts.categoryEdits++;
    await call('dashboard', '/api/admin/dashboard', { token, expect: [200] });
    const asked = await call<{ data: { id: string }[] }>(
      'return requests',
      '/api/admin/returns?status=REQUESTED&limit=5',
      { token, expect: [200] },
    );
    for (const request of asked.body.data) {
      for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
        await call('move return', `/api/admin/returns/${request.id}`, {
          method: 'PUT',
          token,
          body: { status },
          expect: [200],
        });
      }
      counts.returnsDone++;
    }
    await sleep(2_000);
  }
}

/** A customer who orders, waits for the parcel, and returns one piece of it. */
async function returningCustomer(n: number): Promise<void> {
  const ip = shopperAddress(200_000 + n);
  const email = `returns-${process.pid}-${n}@shoppers.example`;
  await call('sign up', '/api/auth/register', {
    ip,
    method: 'POST',
    body: {
      username: `returns-${process.pid}-${n}`,
      email,
      password: 'Returns-pass-1',
      firstName: 'Meera',
      lastName: 'Iyer',
    },
    expect: [201],
  });
  const { body: login } = await call<{ token: string }>('sign in', '/api/auth/login', {
    ip,
    method: 'POST',
    body: { identifier: email, password: 'Returns-pass-1' },
    expect: [200],
  });
  const token = login.token;
  const { body: saved } = await call<{ address: { id: string } }>('address', '/api/addresses', {
    ip,
    token,
    method: 'POST',
    body: {
      fullName: 'Meera Iyer',
      phone: '9840012345',
      addressLine1: '4 Besant Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600090',
    },
    expect: [201],
  });
  const listing = await call<{ data: { variants: { id: string; stock: number }[] }[] }>(
    'listing',
    `/api/products?limit=20&inStock=true&page=${1 + (n % 20)}`,
    { ip, expect: [200] },
  );
  const variant = listing.body.data.flatMap((p) => p.variants).find((v) => v.stock > 2);
  if (!variant) return;
  await call('cart add', '/api/cart/add', {
    ip,
    token,
    method: 'POST',
    body: { productVariantId: variant.id, quantity: 1 },
    expect: [200, 409],
  });
  const placed = await call('place order', '/api/orders/place', {
    ip,
    token,
    method: 'POST',
    body: { addressId: saved.address.id, paymentMethod: 'COD' },
    expect: [201, 409],
  });
  if (placed.status !== 201) return;
  for (let wait = 0; wait < 60 && !stopping; wait++) {
    const { body } = await call<{ orders: Order[] }>('my orders', '/api/orders/my-orders', {
      ip,
      token,
      expect: [200],
    });
    const delivered = body.orders.find((order) => order.deliveryStatus === 'DELIVERED');
    if (delivered) {
      await call('ask to return', `/api/orders/${delivered.id}/returns`, {
        ip,
        token,
        method: 'POST',
        body: {
          type: 'RETURN',
          refundUpiId: 'meera@okaxis',
          items: [{ orderItemId: delivered.items[0]!.id, quantity: 1, reason: 'SIZE_TOO_SMALL' }],
        },
        expect: [201],
      });
      counts.returnsAsked++;
      return;
    }
    await sleep(2_000);
  }
}

async function returningCustomers(): Promise<void> {
  for (let n = 1; !stopping; n++) {
    await returningCustomer(n);
    await sleep(3_000);
  }
}

type TableSize = { table: string; rows: number; tableBytes: number; indexBytes: number };
async function tableSizes(): Promise<TableSize[]> {
  const { rows } = await shopDb.query<{
    table: string;
    rows: string;
    table_bytes: string;
    index_bytes: string;
  }>(
    `select relname as table, n_live_tup as rows, pg_table_size(relid) as table_bytes,
            pg_indexes_size(relid) as index_bytes
     from pg_stat_user_tables order by pg_total_relation_size(relid) desc`,
  );
  return rows.map((row) => ({
    table: row.table,
    rows: Number(row.rows),
    tableBytes: Number(row.table_bytes),
    indexBytes: Number(row.index_bytes),
  }));
}

/** The least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const num = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

try {
  console.log(`soak: database ${dbName}, generating ${PRODUCTS} products ...`);
  generateCatalogueInto(dbUrl, dataDir, PRODUCTS);
  await shopDb.connect();
  server = startProbedServer({
    port: PORT,
    cwd: dataDir,
    logFile,
    env: {
      ...shopServerEnv(dbUrl, dataDir, 'soak'),
      // Deprecations with their stack, so a query queued on a busy client says where it came from.
      NODE_OPTIONS: '--trace-deprecation',
    },
  });
  await waitReady(server);
  const running = server;
  const before = await tableSizes();
  const { body: login } = await call<{ token: string }>('owner signs in', '/api/auth/login', {
    method: 'POST',
    body: { identifier: 'soak-admin@example.com', password: 'Soak-admin-pass-1' },
    expect: [200],
  });

  const memory: { minute: number; sample: MemorySample }[] = [];
  const sampleMemory = async (minute: number) => {
    const sample = await running.memory();
    memory.push({ minute, sample });
    const shopperLatencies = latencyByMinute.get(minute - 1) ?? [];
    shopperLatencies.sort((a, b) => a - b);
    console.log(
      `  minute ${String(minute).padStart(2)}: heap ${megabytes(sample.heapUsed).padStart(8)}, rss ${megabytes(sample.rss).padStart(9)}; the minute's calls ${shopperLatencies.length}, p99 ${percentile(shopperLatencies, 99).toFixed(0)} ms`,
    );
  };
  await sampleMemory(0);
  const sampler = setInterval(() => {
    void sampleMemory(Math.round((performance.now() - startedAt) / 60_000)).catch(() => {});
  }, 60_000);

  const actors = Promise.all([owner(login.token), returningCustomers()]);
  const workload = await runShopperWorkload({
    baseUrl: running.url,
    concurrency: SHOPPERS,
    durationSeconds: MINUTES * 60,
    buyerShare: 0.25,
    onResult: (result) => noteLatency(result.at, result.ms),
  });
  stopping = true;
  await actors;
  clearInterval(sampler);
  await sampleMemory(MINUTES);
  console.log(formatWorkloadReport(workload));
  console.log(
    `owner and returning customers: ${counts.shipped} shipped, ${counts.delivered} delivered, ${counts.categoryEdits} category edits, ${counts.returnsAsked} returns asked, ${counts.returnsDone} completed; statuses ${JSON.stringify(extraStatuses)}`,
  );

  // Memory: the slope of the heap after GC over the last 20 minutes.
  const lastTwenty = memory
    .filter((m) => m.minute >= MINUTES - 20)
    .map((m) => ({ x: m.minute, y: m.sample.heapUsed / 1024 / 1024 }));
  const perTenMinutes = slope(lastTwenty) * 10;
  console.log(
    `heap slope over the last ${lastTwenty.length} samples: ${perTenMinutes >= 0 ? '+' : ''}${perTenMinutes.toFixed(2)} MB per 10 minutes (limit ${SLOPE_LIMIT_MB_PER_10_MIN})`,
  );
  if (lastTwenty.length < 5) problem('too few memory samples for a slope (SOAK_MINUTES too short)');
  else if (perTenMinutes >= SLOPE_LIMIT_MB_PER_10_MIN) problem('the heap keeps growing');

  // Latency by 5 minutes, every call of every actor.
  const blocks: { from: number; p50: number; p99: number; calls: number }[] = [];
  for (let from = 0; from < MINUTES; from += 5) {
    const times = [...latencyByMinute]
      .filter(([minute]) => minute >= from && minute < from + 5)
      .flatMap(([, list]) => list)
      .sort((a, b) => a - b);
    blocks.push({
      from,
      calls: times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    });
  }
  console.log(
    `latency by 5 minutes (p50/p99 ms): ${blocks.map((b) => `${b.from}-${b.from + 5}: ${b.p50.toFixed(0)}/${b.p99.toFixed(0)} (${b.calls})`).join(', ')}`,
  );
  const settled = blocks[1] ?? blocks[0]!;
  const last = blocks.at(-1)!;
  if (last.p99 > P99_DRIFT_LIMIT * settled.p99) {
    problem(`p99 drifted from ${settled.p99.toFixed(0)} to ${last.p99.toFixed(0)} ms`);
  }
  const server5xx =
    workload.status5xx +
    Object.entries(extraStatuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
  if (server5xx > 0) problem(`${server5xx} answers were 5xx`);
  if (workload.failures > 0) problem(`${workload.failures} calls got no answer`);
  if (workload.unexpected > 0) problem(`${workload.unexpected} unexpected 4xx`);

  // The outbox drains within a minute once the traffic stops. Mails meant for later (a review
  // invitation some days after delivery) wait for their time, as they should.
  let outbox = { due: -1, later: 0, sent: 0 };
  for (let i = 0; i < 60; i++) {
    const { rows } = await shopDb.query<typeof outbox>(
      `select count(*) filter (where sent_at is null and next_attempt_at <= now())::int as due,
              count(*) filter (where sent_at is null and next_attempt_at > now())::int as later,
              count(*) filter (where sent_at is not null)::int as sent
       from mail_outbox`,
    );
    outbox = rows[0]!;
    if (outbox.due === 0) break;
    await sleep(1_000);
  }
  console.log(
    `mail outbox at the end: ${outbox.sent} sent, ${outbox.due} due and unsent, ${outbox.later} meant for later`,
  );
  if (outbox.due !== 0) problem(`${outbox.due} mails due and still in the outbox`);

  const after = await tableSizes();
  console.log('tables (rows, table, indexes): before -> after');
  for (const now of after.slice(0, 15)) {
    const was = before.find((b) => b.table === now.table);
    console.log(
      `  ${now.table.padEnd(28)} ${String(was?.rows ?? 0).padStart(7)} -> ${String(now.rows).padStart(7)} rows  ${megabytes(was?.tableBytes ?? 0).padStart(9)} -> ${megabytes(now.tableBytes).padStart(9)}  idx ${megabytes(was?.indexBytes ?? 0).padStart(9)} -> ${megabytes(now.indexBytes).padStart(9)}`,
    );
  }
  const sum = (list: TableSize[]) => list.reduce((s, t) => s + t.tableBytes + t.indexBytes, 0);
  console.log(`database tables and indexes: ${megabytes(sum(before))} -> ${megabytes(sum(after))}`);
  if (running.exit) problem('the server exited');
} catch (error) {
  problem(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  stopping = true;
  await server?.stop();
  await shopDb.end().catch(() => {});
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
const log = readFileSync(logFile, 'utf8');
const queued = log.split(QUERY_QUEUE_WARNING).length - 1;
console.log(`"${QUERY_QUEUE_WARNING}" warnings in the server's log: ${queued}`);
if (queued > 0) {
  problem('pg warned of a query queued on a busy client');
  const at = log.indexOf(QUERY_QUEUE_WARNING);
  console.log(log.slice(Math.max(0, at - 200), at + 3000));
}
if (problems.length > 0) console.log(`the server's log, its end:\n${log.slice(-3000)}`);
rmSync(dataDir, { recursive: true, force: true });
console.log(problems.length === 0 ? 'soak: passed' : `soak: FAILED, ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
