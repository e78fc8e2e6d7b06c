// Multi-host drill: the shop on two hosts behind nginx, with real network hops. Three network
// namespaces on this machine act as hosts on one bridge (10.77.0.0/24, see network-hosts.ts):
// shop-a (10.77.0.2) and shop-b (10.77.0.3) each run a shop server with its own DATA_DIR (nothing
// is shared through the disk), s3 (10.77.0.4) runs s3rver, the S3-compatible store for images
// (s3-host.ts). nginx in the root namespace balances across the two shop hosts. Checks:
//   1. a product and its photos made via host A are served by host B (and through nginx);
//   2. a price change made via A is seen via B within 1 s (B's cached answer is dropped);
//   3. a token from A works on B;
//   4. sign-in failures for one account, alternately on A and B, trip the limit at 10, as on one;
//   5. 200 customers racing for 20 units through nginx (both hosts) oversell 0;
//   6. host A killed (SIGKILL) while customers place orders through nginx, retrying failed calls
//      with the same Idempotency-Key: every order answered 201 exists, nobody has two, and nginx
//      keeps serving from B.
// Prints one line per check and `hosts: N passed, M failed`; exits 1 on any failure. Cleans up
// (processes, namespaces, veths, bridge, database) at the end, on SIGINT/SIGTERM, and at the
// start what an earlier run left behind. Needs root (ip netns) and nginx.
//   npm run hosts -w bench
// The machine's PostgreSQL (HOSTS_POSTGRES_URL, postgres://postgres@127.0.0.1:5432) listens on
// loopback only and admits only 127.0.0.1, which the namespaces cannot reach: a TCP relay in this
// process listens on the bridge's address, port 5432, and pipes each connection to it, so the
// hosts reach the database over their veth links without its settings being changed. The
// database shop_hosts is made at the start and dropped at the end. nginx listens on
// 127.0.0.1:8590, the shops on port 3000 of their namespaces, s3rver on 10.77.0.4:4569.
// The shops log at HOSTS_LOG_LEVEL (info: every request and every connection error), kept in
// the logs folder the script names when a check fails.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  createPostgresPool,
  queryRows,
  wrapPostgres,
  type Database,
} from '../apps/server/src/db/client.ts';
import { productVariants } from '../apps/server/src/db/schema.ts';
import { BENCH_JWT_SECRET } from './bench-app.ts';
import { startNginxProxy } from './nginx-proxy.ts';
import {
  prepareRacingCustomers,
  runCheckoutContention,
  type RacingCustomer,
} from './contention-check.ts';
import {
  createHostNetwork,
  leftoversOf,
  removeHostNetwork,
  runOnHost,
  type HostNetwork,
  type NetworkHost,
} from './network-hosts.ts';
import { waitForAnswer } from './wait-for-answer.ts';

const POSTGRES_URL = process.env.HOSTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = 'shop_hosts';
const NGINX_PORT = 8590;
const SHOP_PORT = 3000;
const S3_PORT = 4569;
const BUCKET = 'shop-media';
const NGINX_PID_FILE = path.join(os.tmpdir(), 'shop-hosts-nginx.pid');
const ADMIN = { email: 'hosts-admin@example.com', password: 'Hosts-admin-pass-1' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const KILL_CUSTOMERS = 80;
const KILL_WORKERS = 6;

const hostA: NetworkHost = { name: 'shop-a', address: '10.77.0.2' };
const hostB: NetworkHost = { name: 'shop-b', address: '10.77.0.3' };
const hostS3: NetworkHost = { name: 's3', address: '10.77.0.4' };
const network: HostNetwork = {
  bridge: 'shopbr0',
  bridgeAddress: '10.77.0.1',
  hosts: [hostA, hostB, hostS3],
};
const urlOf = (host: NetworkHost) => `http://${host.address}:${SHOP_PORT}`;
const A = urlOf(hostA);
const B = urlOf(hostB);
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
const S3 = `http://${hostS3.address}:${S3_PORT}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const pictures = ['festive-brocade-frock-0-full.webp', 'festive-brocade-frock-1-full.webp'].map(
  (name) => readFileSync(new URL(`../packages/demo-shop/images/${name}`, import.meta.url)),
);

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-hosts-'));
const children: ChildProcess[] = [];
let relay: net.Server | undefined;
const relayed = new Set<net.Socket>();
let database: Database | undefined;
const results: { ok: boolean; line: string }[] = [];

// Set by SIGINT or SIGTERM: the checks under way fail as their processes go, and say nothing.
let interrupted = false;

function report(ok: boolean, name: string, figure: string): void {
  if (interrupted) return;
  const line = `${ok ? 'ok  ' : 'FAIL'} ${name}: ${figure}`;
  results.push({ ok, line });
  console.log(line);
}

// ------------------------------------------------------------------ set-up and clean-up

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Pipes every connection made to the bridge's port 5432 to the machine's PostgreSQL. */
async function startRelay(): Promise<void> {
  const target = new URL(POSTGRES_URL);
  relay = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    relayed.add(client).add(server);
    // A host that dies closes its end: PostgreSQL must see it at once (its transaction rolls back).
    const close = () => {
      client.destroy();
      server.destroy();
      relayed.delete(client);
      relayed.delete(server);
    };
    for (const socket of [client, server]) {
      socket.on('error', close);
      socket.on('close', close);
    }
    client.pipe(server).pipe(client);
  });
  relay.listen(5432, network.bridgeAddress);
  await once(relay, 'listening');
}

function startChild(host: NetworkHost, args: string[], env: Record<string, string>, log: string) {
  const dir = path.join(work, host.name);
  mkdirSync(dir, { recursive: true });
  const child = runOnHost(host, args, { env, cwd: dir, logFile: path.join(work, log) });
  children.push(child);
  return child;
}

const dataDirOf = (host: NetworkHost) => path.join(work, host.name, 'data');

function startShop(host: NetworkHost): ChildProcess {
  const dataDir = dataDirOf(host);
  mkdirSync(dataDir, { recursive: true });
  return startChild(
    host,
    [path.join(repoRoot, 'apps/server/src/server.ts')],
    {
      DATABASE_URL: `postgres://postgres@${network.bridgeAddress}:5432/${DATABASE}`,
      DATA_DIR: dataDir,
      HOST: host.address,
      PORT: String(SHOP_PORT),
      JWT_SECRET: BENCH_JWT_SECRET,
      TRUST_PROXY: network.bridgeAddress,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      BACKUP_AT: 'off',
      LOG_LEVEL: process.env.HOSTS_LOG_LEVEL ?? 'info',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: S3,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    `${host.name}.log`,
  );
}

function startNginx(): ChildProcess {
  // Passive health checks: one failed attempt takes a host out for 10 s. A request whose
  // connection fails goes to the other host; one already sent (a POST that got no answer) is
  // not repeated by nginx (it may have done its work): the client retries it, with its key.
  const child = startNginxProxy({
    dir: path.join(work, 'nginx'),
    listen: `127.0.0.1:${NGINX_PORT}`,
    upstreams: [hostA, hostB].map(
      (host) => `${host.address}:${SHOP_PORT} max_fails=1 fail_timeout=10s`,
    ),
    keepalive: 16,
    pidFile: NGINX_PID_FILE,
    logFormat: '$upstream_addr $status $request_method $uri',
    bufferLog: false,
    locationExtra: [
      'proxy_connect_timeout 1s;',
      'proxy_next_upstream error timeout http_502 http_503 http_504;',
      'proxy_next_upstream_tries 2;',
    ],
  });
  children.push(child);
  return child;
}

/**
 * nginx runs in the root namespace, so removing the hosts does not end one that an earlier run
 * left behind (killed before it could clean up); its pid file, at a fixed place, names it.
 */
async function stopLeftoverNginx(): Promise<void> {
  if (!existsSync(NGINX_PID_FILE)) return;
  const pid = Number(readFileSync(NGINX_PID_FILE, 'utf8'));
  // Empty once it has ended (also for a zombie nobody reaped yet).
  const running = () => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('nginx');
    } catch {
      return false;
    }
  };
  if (running()) process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && running(); i++) await sleep(100);
  rmSync(NGINX_PID_FILE, { force: true });
}

const accessLog = () => path.join(work, 'nginx', 'access.log');
const readAccessLog = () => readFileSync(accessLog(), 'utf8').split('\n').filter(Boolean);

/**
 * The access log once nginx has written every answer given so far: it logs a request just after
 * the last byte went out, so a client can be a moment ahead of the log.
 */
async function accessLines(): Promise<string[]> {
  let lines = readAccessLog();
  for (;;) {
    await sleep(50);
    const again = readAccessLog();
    if (again.length === lines.length) return again;
    lines = again;
  }
}

/** The host that answered a logged request: the last upstream nginx tried. */
function answeredBy(line: string): string {
  // The line ends with status, method and path; before them the upstreams tried, ", " between.
  return line.split(' ').slice(0, -3).join(' ').split(', ').at(-1)!;
}

function requestsPerHost(lines: string[]): string {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const host = answeredBy(line).replace(`:${SHOP_PORT}`, '');
    counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  return [...counts].map(([host, n]) => `${host} ${n}`).join(', ');
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const ended = once(child, 'exit');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await ended;
        clearTimeout(timer);
      }),
    );
    await database?.close().catch(() => {});
    for (const socket of relayed) socket.destroy();
    relay?.close();
    await adminQuery(`drop database if exists ${DATABASE} with (force)`).catch((error: unknown) =>
      console.log(`could not drop ${DATABASE}: ${String(error)}`),
    );
    removeHostNetwork(network);
    const left = leftoversOf(network);
    if (left.length > 0) console.log(`left behind: ${left.join(', ')}`);
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\n${signal}: cleaning up`);
    void cleanUp().then(() => {
      console.log(`logs kept in ${work}`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  });
}

// ------------------------------------------------------------------ HTTP

type Answer<T> = { status: number; body: T; headers: Headers; bytes: number };

async function call<T = unknown>(
  url: string,
  options: { method?: string; token?: string; body?: unknown; form?: FormData } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined = options.form;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(url, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: AbortSignal.timeout(15_000),
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const isJson = res.headers.get('content-type')?.includes('json');
  return {
    status: res.status,
    body: (isJson ? JSON.parse(raw.toString()) : undefined) as T,
    headers: res.headers,
    bytes: raw.length,
  };
}

async function expectOk<T>(what: string, answer: Promise<Answer<T>>, status = 200): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status)
    throw new Error(`${what}: ${got} (expected ${status}) ${JSON.stringify(body)}`);
  return body;
}

type Product = {
  id: string;
  name: string;
  images: { url: string; thumbUrl: string }[];
  variants: { id: string; size: string; color: string; stock: number; originalPrice: number }[];
};

function productForm(fields: {
  id?: string;
  categoryId: string;
  price: number;
  variantId?: string;
  images: Buffer[];
}): FormData {
  const form = new FormData();
  if (fields.id) form.append('id', fields.id);
  form.append('productName', 'Hosts Drill Frock');
  form.append('categoryId', fields.categoryId);
  form.append('description', 'Made by the multi-host drill.');
  form.append(
    'productVariants',
    JSON.stringify([
      {
        ...(fields.variantId ? { id: fields.variantId } : {}),
        size: '2-3Y',
        color: 'Blush Pink',
        colorHexCode: '#F4B6C2',
        stock: 50,
        originalPrice: fields.price,
        discountPrice: null,
      },
    ]),
  );
  for (const picture of fields.images) {
    form.append('images', new Blob([picture], { type: 'image/webp' }), 'frock.webp');
  }
  return form;
}

// ------------------------------------------------------------------ the checks

async function checkPhotos(adminToken: string, categoryId: string): Promise<Product> {
  const { data: made } = await expectOk(
    'product via A',
    call<{ data: Product }>(`${A}/api/products`, {
      token: adminToken,
      form: productForm({ categoryId, price: 799, images: pictures }),
    }),
    201,
  );
  const { data: onB } = await expectOk(
    'product via B',
    call<{ data: Product }>(`${B}/api/products/${made.id}`),
  );
  const files = onB.images.flatMap((image) => [image.url, image.thumbUrl]);
  const served = async (base: string) => Promise.all(files.map((file) => call(`${base}${file}`)));
  const viaB = await served(B);
  const logged = (await accessLines()).length;
  const viaNginx = await served(NGINX);
  const nginxHosts = requestsPerHost((await accessLines()).slice(logged));
  const sameBytes = viaB.every((a, i) => a.bytes === viaNginx[i]!.bytes);
  // Nothing on the hosts' disks: the pictures are in the bucket only.
  const onDisk = [hostA, hostB].filter((h) => existsSync(path.join(dataDirOf(h), 'media')));
  const good = (a: Answer<unknown>) =>
    a.status === 200 &&
    a.headers.get('content-type') === 'image/webp' &&
    a.headers.get('cache-control') === IMMUTABLE;

  // The same keys straight from s3rver (it allows anonymous GETs): the files are in the bucket.
  const inBucket = await Promise.all(
    files.map(
      async (file) => (await call(`${S3}/${BUCKET}/${file.replace(/^\/media\//, '')}`)).status,
    ),
  );
  const ok =
    files.length === 4 &&
    [...viaB, ...viaNginx].every(good) &&
    sameBytes &&
    inBucket.every((status) => status === 200) &&
    onDisk.length === 0;
  const kb = (viaB[0]?.bytes ?? 0) / 1024;
  const types = new Set([...viaB, ...viaNginx].map((a) => a.headers.get('content-type')));
  const caching = new Set([...viaB, ...viaNginx].map((a) => a.headers.get('cache-control')));
  report(
    ok,
    'photos',
    `product made via A (${hostA.address}), its ${onB.images.length} photos (full + thumbnail) served by B (${hostB.address}): ${viaB.map((a) => a.status).join(' ')}, through nginx: ${viaNginx.map((a) => a.status).join(' ')} (answered by ${nginxHosts}; ${sameBytes ? 'same bytes' : 'DIFFERENT bytes'}); ${[...types].join('/')}, ${kb.toFixed(0)} kB, cache-control ${[...caching].join(' / ')}; in the bucket: ${inBucket.filter((s) => s === 200).length} of ${files.length}, media/ in a host's DATA_DIR: ${onDisk.map((h) => h.name).join(', ') || 'none'}`,
  );
  return made;
}

async function checkPriceChange(
  db: Database['db'],
  adminToken: string,
  product: Product,
  categoryId: string,
) {
  const read = async () =>
    (await expectOk('product via B', call<{ data: Product }>(`${B}/api/products/${product.id}`)))
      .data.variants[0]!.originalPrice;
  const before = await read();
  // A price written straight into the database announces nothing: B must keep answering from
  // its cache. Otherwise B does not cache this answer and the check below would prove nothing.
  const variantId = product.variants[0]!.id;
  await db
    .update(productVariants)
    .set({ originalPricePaise: (before + 50) * 100 })
    .where(eq(productVariants.id, variantId));
  const cached = await read();
  const newPrice = before + 100;
  const sent = performance.now();
  await expectOk(
    'price change via A',
    call(`${A}/api/products`, {
      token: adminToken,
      form: productForm({ id: product.id, categoryId, price: newPrice, variantId, images: [] }),
    }),
  );
  const answered = performance.now();
  let reads = 0;
  let seen: number | undefined;
  while (performance.now() - answered < 3000) {
    reads++;
    if ((await read()) === newPrice) {
      seen = performance.now() - answered;
      break;
    }
    await sleep(25);
  }
  const control =
    cached === before
      ? `B's cached answer kept ${before} after a silent database write of ${before + 50}`
      : `B answered ${cached} after a silent database write: it did not answer from its cache, so this proves nothing`;
  report(
    cached === before && seen !== undefined && seen <= 1000,
    'price',
    seen === undefined
      ? `${control}; changed via A to ${newPrice}, B still said otherwise after 3000 ms (${reads} reads)`
      : `${control}; changed via A to ${newPrice} (A answered in ${(answered - sent).toFixed(0)} ms), seen via B ${seen.toFixed(0)} ms after A's answer (read ${reads} times, every 25 ms; limit 1000 ms)`,
  );
}

async function checkToken(adminToken: string) {
  const onB = await call(`${B}/api/auth/me`, { token: adminToken });
  const viaNginx = await call(`${NGINX}/api/auth/me`, { token: adminToken });
  report(
    onB.status === 200 && viaNginx.status === 200,
    'token',
    `admin token signed by A: GET /api/auth/me on B ${onB.status}, through nginx ${viaNginx.status}`,
  );
}

async function checkSignInLimit() {
  const shopper = {
    username: 'hosts-check',
    email: 'hosts-check@example.com',
    password: 'Check-pass-123',
  };
  await expectOk('register via A', call(`${A}/api/auth/register`, { body: shopper }), 201);
  const statuses: string[] = [];
  for (let i = 0; i < 12; i++) {
    const [name, base] = i % 2 === 0 ? ['A', A] : ['B', B];
    const { status } = await call(`${base}/api/auth/login`, {
      body: { identifier: shopper.email, password: 'wrong-password-1' },
    });
    statuses.push(`${name}${status}`);
  }
  const codes = statuses.map((s) => Number(s.slice(1)));
  report(
    codes.slice(0, 10).every((s) => s === 401) && codes.slice(10).every((s) => s === 429),
    'sign-in limit',
    `12 wrong passwords for one account, alternately on A and B: ${statuses.join(' ')} (10 then 429, as on one host)`,
  );
}

async function checkContention(db: Database['db']) {
  const logged = (await accessLines()).length;
  const result = await runCheckoutContention({
    url: NGINX,
    db,
    jwtSecret: BENCH_JWT_SECRET,
    customers: 200,
    units: 20,
  });
  report(
    result.oversold === 0 && result.placed === 20 && result.other === 0,
    'contention',
    `200 customers racing for 20 units through nginx: placed ${result.placed}, refused ${result.refused}, other ${result.other}, oversold ${result.oversold} (stock left ${result.stockLeft}); requests per host: ${requestsPerHost((await accessLines()).slice(logged))}`,
  );
}

type Placement = {
  orderId?: string;
  status: number;
  attempts: number;
  failures: number;
  lastAttemptAt: number;
};

/** Places the customer's order, retrying with the same key while nginx has no host for it. */
async function placeWithRetries(customer: RacingCustomer, key: string, inFlight: Set<string>) {
  const placement: Placement = { status: 0, attempts: 0, failures: 0, lastAttemptAt: 0 };
  while (placement.attempts < 30) {
    placement.attempts++;
    placement.lastAttemptAt = Date.now();
    inFlight.add(key);
    try {
      const res = await fetch(`${NGINX}/api/orders/place`, {
        method: 'POST',
        headers: { ...customer.headers, 'idempotency-key': key },
        body: JSON.stringify({ addressId: customer.addressId, paymentMethod: 'COD' }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json()) as { order?: { id: string } };
      placement.status = res.status;
      if (res.status === 201) placement.orderId = body.order?.id;
      if (![502, 503, 504].includes(res.status)) return placement;
    } catch {
      placement.status = 0;
    } finally {
      inFlight.delete(key);
    }
    placement.failures++;
    await sleep(100);
  }
  return placement;
}

async function checkHostKilled(db: Database['db'], shopA: ChildProcess) {
  const units = 1000;
  const { customers, variantId } = await prepareRacingCustomers({
    url: NGINX,
    db,
    jwtSecret: BENCH_JWT_SECRET,
    count: KILL_CUSTOMERS,
    units,
    product: 'Kill Drill Kurta',
  });
  const placements = new Map<string, Placement>();
  const inFlight = new Set<string>();
  let next = 0;
  let killed: { at: number; afterPlaced: number; inFlight: number; logLine: number } | undefined;
  const worker = async () => {
    while (next < customers.length) {
      const customer = customers[next++]!;
      placements.set(
        customer.userId,
        await placeWithRetries(customer, `hosts-kill-${customer.userId}`, inFlight),
      );
      if (!killed && placements.size >= KILL_CUSTOMERS / 3) {
        killed = {
          at: Date.now(),
          afterPlaced: placements.size,
          inFlight: inFlight.size,
          logLine: readAccessLog().length,
        };
        shopA.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: KILL_WORKERS }, worker));
  if (shopA.exitCode === null && shopA.signalCode === null) await once(shopA, 'exit');
  const afterKill = (await accessLines()).slice(killed?.logLine ?? 0);

  // What the database holds for these customers.
  const ids = customers.map((c) => c.userId);
  const placed = await queryRows<{ id: string; user_id: string; created_ms: number }>(
    db,
    sql`select id, user_id, (extract(epoch from created_at) * 1000)::float8 as created_ms
        from orders where ${inArray(sql`user_id`, ids)}`,
  );
  const orderIds = new Set(placed.map((o) => o.id));
  const perCustomer = new Map<string, number>();
  for (const order of placed)
    perCustomer.set(order.user_id, (perCustomer.get(order.user_id) ?? 0) + 1);
  const all = [...placements.values()];
  const confirmed = all.filter((p) => p.status === 201 && p.orderId);
  const missing = confirmed.filter((p) => !orderIds.has(p.orderId!)).length;
  const doubled = [...perCustomer.values()].filter((n) => n > 1).length;
  const failures = all.reduce((sum, p) => sum + p.failures, 0);
  const retried = all.filter((p) => p.failures > 0);
  // A retry answered with an order made before it started: the first attempt's order, whose
  // answer was lost when A died, replayed by B from the Idempotency-Key.
  const createdAt = new Map(placed.map((o) => [o.id, o.created_ms]));
  const replayed = retried.filter(
    (p) => p.orderId && createdAt.get(p.orderId)! < p.lastAttemptAt,
  ).length;
  const [stock] = await queryRows<{ stock: number; sold: number }>(
    db,
    sql`select v.stock, (select coalesce(sum(quantity), 0)::int from order_items where variant_id = v.id) as sold
        from product_variants v where v.id = ${variantId}`,
  );

  // After the kill nginx still answers, from B.
  const logged = (await accessLines()).length;
  const probes = await Promise.all(
    Array.from({ length: 20 }, () => call(`${NGINX}/api/ready`).then((a) => a.status)),
  );
  const probed = (await accessLines()).slice(logged);
  const probeHosts = requestsPerHost(probed);
  const onlyB =
    probed.length === probes.length &&
    probed.every((line) => answeredBy(line) === `${hostB.address}:${SHOP_PORT}`);
  const ok =
    killed !== undefined &&
    confirmed.length === KILL_CUSTOMERS &&
    missing === 0 &&
    doubled === 0 &&
    placed.length === KILL_CUSTOMERS &&
    stock!.stock + stock!.sold === units &&
    probes.every((s) => s === 200) &&
    onlyB;
  report(
    ok,
    'host killed',
    `${KILL_CUSTOMERS} customers, ${KILL_WORKERS} at a time, through nginx; A killed (SIGKILL) after ${killed?.afterPlaced} orders with ${killed?.inFlight} in flight; ${confirmed.length} answered 201, ${missing} of them missing in the database, ${placed.length} orders in the database, ${doubled} customers with two; ${failures} failed calls (502/503/504 or no answer) retried by ${retried.length} customers with the same key, ${replayed} of them answered with the order A had made before it died; stock ${stock!.stock} + sold ${stock!.sold} = ${stock!.stock + stock!.sold} of ${units}; after the kill: ${requestsPerHost(afterKill)}; then 20 GET /api/ready through nginx: ${[...new Set(probes)].join('/')} x${probes.length}, from ${probeHosts}`,
  );
}

// ------------------------------------------------------------------ the drill

try {
  await stopLeftoverNginx();
  removeHostNetwork(network);
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE}`);
  createHostNetwork(network);
  await startRelay();
  console.log(
    `hosts: A ${hostA.address}, B ${hostB.address}, s3 ${hostS3.address} on bridge ${network.bridge} ${network.bridgeAddress}; PostgreSQL relayed on ${network.bridgeAddress}:5432; nginx ${NGINX}; logs in ${work}`,
  );

  const s3 = startChild(
    hostS3,
    [
      path.join(repoRoot, 'bench/s3-host.ts'),
      path.join(work, 's3', 'objects'),
      hostS3.address,
      String(S3_PORT),
      BUCKET,
    ],
    {},
    's3.log',
  );
  await waitForAnswer(`${S3}/${BUCKET}/none.webp`, {
    child: s3,
    accept: (status) => status === 404,
  });
  const started = performance.now();
  const shopA = startShop(hostA);
  const shopB = startShop(hostB);
  await Promise.all([
    waitForAnswer(`${A}/api/ready`, { child: shopA }),
    waitForAnswer(`${B}/api/ready`, { child: shopB }),
  ]);
  const nginx = startNginx();
  await waitForAnswer(`${NGINX}/api/ready`, { child: nginx });
  console.log(`both shops ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  database = wrapPostgres(createPostgresPool(`${POSTGRES_URL}/${DATABASE}`));
  const { db } = database;
  const { token: adminToken } = await expectOk(
    'admin sign-in via A',
    call<{ token: string }>(`${A}/api/auth/login`, {
      body: { identifier: ADMIN.email, password: ADMIN.password },
    }),
  );
  const { data: category } = await expectOk(
    'category via A',
    call<{ data: { id: string } }>(`${A}/api/categories`, {
      token: adminToken,
      body: { name: 'Hosts Frocks' },
    }),
    201,
  );

  let product: Product | undefined;
  const checks: [string, () => Promise<unknown>][] = [
    ['photos', async () => (product = await checkPhotos(adminToken, category.id))],
    [
      'price',
      async () => {
        if (!product) throw new Error('no product: the photos check could not make one');
        await checkPriceChange(db, adminToken, product, category.id);
      },
    ],
    ['token', () => checkToken(adminToken)],
    ['sign-in limit', () => checkSignInLimit()],
    ['contention', () => checkContention(db)],
    ['host killed', () => checkHostKilled(db, shopA)],
  ];
  for (const [name, check] of checks) {
    if (interrupted) break;
    try {
      await check();
    } catch (error) {
      report(false, name, error instanceof Error ? error.message : String(error));
    }
  }
} catch (error) {
  report(false, 'set-up', error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
}
const failed = results.filter((r) => !r.ok).length;
if (failed > 0) console.log(`logs kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
console.log(`hosts: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
