// Whether drawing PDFs holds up the rest of the shop. The demo shop runs in a process of its own
// (embedded database, default rate limits); 8 customers place 100 orders through the API and 49
// are delivered. Then GET /api/health is timed, one request after another, while nothing else
// happens, while the 48 invoices are downloaded 16 at a time by their owners (distinct orders:
// each is really drawn), while one fresh invoice is downloaded 16 times at once by its owner,
// and while 4 packing-slip PDFs of the 100 orders are asked for at once by the admin. The goal:
// health's median stays under 50 ms while invoices are drawn.
//   npm run invoice-stall -w bench        (BENCH_PORTS picks the port range)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './bench-app.ts';
import { startDemoShop } from './child-server.ts';

const CUSTOMERS = 8;
const ORDERS = 100;
const INVOICES = 48;
const AT_ONCE = 16;
const SLIP_PDFS = 4;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-invoice-stall-'));
const shop = await startDemoShop(dataDir);

type Call = { method?: string; token?: string; body?: unknown };

async function request(url: string, { method = 'GET', token, body }: Call = {}) {
  return fetch(`${shop.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function api<T>(url: string, call: Call = {}): Promise<T> {
  const res = await request(url, call);
  if (!res.ok) throw new Error(`${call.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(identifier: string, password: string): Promise<string> {
  const { token } = await api<{ token: string }>('/api/auth/login', {
    method: 'POST',
    body: { identifier, password },
  });
  return token;
}

/** A new customer, signed in, with a delivery address in Bengaluru. */
async function newCustomer(index: number): Promise<{ token: string; addressId: string }> {
  const email = `stall-${process.pid}-${index}@example.com`;
  const password = 'Stall-bench-pass-1';
  await api('/api/auth/register', {
    method: 'POST',
    body: { username: `stall${process.pid}x${index}`, email, password },
  });
  const token = await signIn(email, password);
  const { address } = await api<{ address: { id: string } }>('/api/addresses', {
    method: 'POST',
    token,
    body: {
      fullName: `Bench Shopper ${index}`,
      phone: '9845012345',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    },
  });
  return { token, addressId: address.id };
}

type Summary = { p50: number; p99: number; max: number; count: number };

/** GET /api/health one after another until `work` settles; its latencies, sorted. */
async function healthDuring(work: Promise<unknown>): Promise<Summary> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await request('/api/health');
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(10);
  }
  await finished;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1)!,
    count: times.length,
  };
}

/** Runs the tasks `width` at a time; the statuses they answered and how long it all took. */
async function inParallel(tasks: (() => Promise<Response>)[], width: number) {
  const statuses: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const res = await tasks[next++]!();
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    }),
  );
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

const rows: [string, Summary, string][] = [];
try {
  const admin = await signIn('bench-admin@littlesprouts.example', 'Bench-admin-pass-1');
  const { data: products } = await api<{
    data: { variants: { id: string; stock: number }[] }[];
  }>('/api/products?limit=100&inStock=true');
  const variants = products
    .flatMap((product) => product.variants)
    .filter((variant) => variant.stock >= 10)
    .map((variant) => variant.id);
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await newCustomer(i));

  // Each order: three different things, one of each, round the in-stock variants.
  const orders: { id: string; token: string }[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const customer = customers[i % CUSTOMERS]!;
    for (let line = 0; line < 3; line++) {
      await api('/api/cart/add', {
        method: 'POST',
        token: customer.token,
        body: { productVariantId: variants[(i * 3 + line) % variants.length], quantity: 1 },
      });
    }
    const { order } = await api<{ order: { id: string } }>('/api/orders/place', {
      method: 'POST',
      token: customer.token,
      body: { addressId: customer.addressId, paymentMethod: 'COD' },
    });
    orders.push({ id: order.id, token: customer.token });
  }
  for (const order of orders.slice(0, INVOICES + 1)) {
    await api(`/api/orders/${order.id}/status`, {
      method: 'PUT',
      token: admin,
      body: { deliveryStatus: 'DELIVERED' },
    });
  }
  console.log(
    `${ORDERS} orders of 3 lines by ${CUSTOMERS} customers, ${INVOICES + 1} delivered; ${os.availableParallelism()} cores`,
  );

  rows.push(['nothing else', await healthDuring(sleep(3000)), '']);

  const invoice = (order: { id: string; token: string }) => () =>
    request(`/api/orders/${order.id}/invoice.pdf`, { token: order.token });
  const distinct = inParallel(orders.slice(0, INVOICES).map(invoice), AT_ONCE);
  const distinctHealth = await healthDuring(distinct);
  const drawn = await distinct;
  rows.push([
    `${INVOICES} invoices, ${AT_ONCE} at a time`,
    distinctHealth,
    `${(INVOICES / drawn.seconds).toFixed(1)}/s, ${tally(drawn.statuses)}`,
  ]);

  const fresh = orders[INVOICES]!;
  const same = inParallel(
    Array.from({ length: AT_ONCE }, () => invoice(fresh)),
    AT_ONCE,
  );
  const sameHealth = await healthDuring(same);
  const sameDone = await same;
  rows.push([
    `one new invoice ${AT_ONCE} times at once`,
    sameHealth,
    `${sameDone.seconds.toFixed(1)} s, ${tally(sameDone.statuses)}`,
  ]);

  const ids = orders.map((order) => order.id).join(',');
  const slips = inParallel(
    Array.from(
      { length: SLIP_PDFS },
      () => () => request(`/api/admin/orders/packing-slips.pdf?ids=${ids}`, { token: admin }),
    ),
    SLIP_PDFS,
  );
  const slipsHealth = await healthDuring(slips);
  const slipsDone = await slips;
  rows.push([
    `${SLIP_PDFS} packing-slip PDFs of ${ORDERS} orders at once`,
    slipsHealth,
    `${slipsDone.seconds.toFixed(1)} s, ${tally(slipsDone.statuses)}`,
  ]);

  console.log(
    `\n${'GET /api/health while'.padEnd(44)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'asked'.padStart(6)}   the PDFs`,
  );
  for (const [label, health, work] of rows) {
    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
    console.log(
      `${label.padEnd(44)} ${ms(health.p50)} ${ms(health.p99)} ${ms(health.max)} ${String(health.count).padStart(6)}   ${work}`,
    );
  }
  const underLoad = rows[1]![1].p50;
  console.log(
    `\nhealth p50 while invoices are drawn: ${underLoad.toFixed(0)} ms (goal: under 50 ms) ${underLoad < 50 ? 'met' : 'NOT met'}`,
  );
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** "48 × 200" or "40 × 200, 8 × 429". */
function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
}
