// Scale-out (issue 9): several server instances on one PostgreSQL behind nginx (round robin on
// loopback). Uses a private PostgreSQL cluster (own port and temp dir), so the database's CPU
// can be measured alone, and a fresh database on it. Steps:
//   1. starts 4 instances at the same moment on the empty database: migrations and first-start
//      work must run once (advisory lock), every instance must come up;
//   2. checks that nothing shared lives in one process: a token made by one instance works on
//      another, an Idempotency-Key used on one instance replays on another, sign-in failures on
//      different instances count against one limit, every instance serves the same images;
//   3. for 1, 2 and 4 instances: the mixed shopper workload and the checkout-contention test
//      through nginx, with the CPU used by the node processes, PostgreSQL, nginx, the load
//      generator and the rest of the machine, to show what caps throughput.
//   npm run scale -w bench
// SCALE_INSTANCES (1,2,4), SCALE_SECONDS (60), SCALE_WARMUP_SECONDS (10), SCALE_CONCURRENCY
// (100), SCALE_PRODUCTS (3000); ports 3401.. for the instances, 8480 for nginx, 3490 for PostgreSQL.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { createPostgresPool, queryRows, wrapPostgres } from '../apps/server/src/db/client.ts';
import { BENCH_JWT_SECRET } from './bench-app.ts';
import {
  formatContention,
  runCheckoutContention,
  type ContentionResult,
} from './contention-check.ts';
import { startNginxProxy } from './nginx-proxy.ts';
import { waitForAnswer } from './wait-for-answer.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { startProbedServer, waitReady, type ProbedServer } from './probed-server.ts';
import { machineCpuSeconds, processCpuSeconds, processTreeCpuSeconds } from './proc-stats.ts';
import {
  formatWorkloadReport,
  runShopperWorkload,
  type WorkloadReport,
} from './shopper-workload.ts';
import { generateCatalogueInto } from './bench-database.ts';

const COUNTS = (process.env.SCALE_INSTANCES ?? '1,2,4').split(',').map(Number);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.SCALE_WARMUP_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.SCALE_CONCURRENCY ?? 100);
const PRODUCTS = Number(process.env.SCALE_PRODUCTS ?? 3000);
const FIRST_PORT = 3401;
const NGINX_PORT = 8480;
const PG_PORT = 3490;
const ADMIN = { email: 'scale-admin@example.com', password: 'Scale-admin-pass-1' };

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'));
// One DATA_DIR for every instance: the images (media/) and written mail are shared.
const dataDir = path.join(work, 'data');
mkdirSync(dataDir);
const cluster = startPrivatePostgres({
  port: PG_PORT,
  settings: { max_connections: '200', shared_buffers: '256MB' },
});
const dbUrl = await cluster.createDatabase('shop_scale');
const database = wrapPostgres(createPostgresPool(dbUrl));
const { db } = database;
const instances: ProbedServer[] = [];
let nginx: ChildProcess | undefined;
const problems: string[] = [];

const serverEnv = {
  DATABASE_URL: dbUrl,
  DATA_DIR: dataDir,
  JWT_SECRET: BENCH_JWT_SECRET,
  TRUST_PROXY: '127.0.0.1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

async function startInstances(count: number): Promise<ProbedServer[]> {
  const started = Array.from({ length: count }, (_, i) =>
    startProbedServer({
      port: FIRST_PORT + i,
      cwd: dataDir,
      logFile: path.join(work, `instance-${i + 1}.log`),
      env: serverEnv,
    }),
  );
  instances.push(...started);
  await Promise.all(started.map((server) => waitReady(server)));
  return started;
}

async function stopInstances(): Promise<void> {
  await Promise.all(instances.map((server) => server.stop()));
  instances.length = 0;
}

async function startNginx(servers: ProbedServer[]): Promise<ChildProcess> {
  const dir = path.join(work, `nginx-${servers.length}`);
  const child = startNginxProxy({
    dir,
    listen: `127.0.0.1:${NGINX_PORT}`,
    upstreams: servers.map((s) => new URL(s.url).host),
    keepalive: 64,
    logFormat: '$upstream_addr $status',
    bufferLog: true,
  });
  await waitForAnswer(`http://127.0.0.1:${NGINX_PORT}/api/ready`, {
    child,
    timeoutMs: 10_000,
    intervalMs: 100,
    name: `nginx (see ${dir}/error.log)`,
  });
  return child;
}

async function stopNginx(): Promise<void> {
  if (!nginx || nginx.exitCode !== null) return;
  const ended = once(nginx, 'exit');
  nginx.kill('SIGQUIT');
  await ended;
  nginx = undefined;
}

/** Requests per upstream in an nginx access log written with the `upstream` format. */
function requestsPerUpstream(logFile: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    const upstream = line.split(' ')[0];
    if (upstream) counts[upstream] = (counts[upstream] ?? 0) + 1;
  }
  return counts;
}

async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as T };
}

type Row = {
  instances: number;
  load: WorkloadReport;
  contention: ContentionResult;
  cpu: { servers: number; postgres: number; nginx: number; client: number; machine: number };
  perInstance: Record<string, number>;
};
const rows: Row[] = [];

try {
  // 1. Four instances at the same moment on an empty database.
  console.log(
    `starting 4 instances at once on the empty database shop_scale (private PostgreSQL :${PG_PORT})`,
  );
  const together = await startInstances(4);
  const journal = JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL('../apps/server/src/db/migrations/meta/_journal.json', import.meta.url),
      ),
      'utf8',
    ),
  ) as { entries: unknown[] };
  const [applied] = await queryRows<{ n: number; distinct_hashes: number }>(
    db,
    sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
  );
  const [admins] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where user_type = 'ADMIN'`,
  );
  console.log(
    `  all ${together.filter((s) => !s.exit).length} ready; migrations recorded ${applied!.n} times for ${journal.entries.length} migrations (${applied!.distinct_hashes} distinct); admin accounts: ${admins!.n}`,
  );
  if (applied!.n !== journal.entries.length || applied!.distinct_hashes !== journal.entries.length)
    problems.push('migrations did not run exactly once');
  if (admins!.n !== 1) problems.push(`${admins!.n} admin accounts after a simultaneous start`);

  // The catalogue, generated while the instances run (they do not seed anything).
  console.log(`  generating ${PRODUCTS} products ...`);
  generateCatalogueInto(dbUrl, dataDir, PRODUCTS);

  // 2. Nothing shared lives in one process.
  const [a, b] = together as [ProbedServer, ProbedServer];
  const login = await json<{ token: string }>(`${a.url}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
  });
  const me = await json(`${b.url}/api/auth/me`, {
    headers: { authorization: `Bearer ${login.body.token}` },
  });
  console.log(`  token from instance 1 on instance 2: ${me.status}`);
  if (me.status !== 200) problems.push('a token from one instance is refused by another');

  const shopper = {
    username: 'scale-check',
    email: 'scale-check@example.com',
    password: 'Check-pass-123',
  };
  await json(`${a.url}/api/auth/register`, { method: 'POST', body: JSON.stringify(shopper) });
  // Signed in before the wrong passwords below lock the account (the limit counts the account,
  // whatever name it is signed in with); the order check uses this token.
  const signedIn = await json<{ token: string }>(`${a.url}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ identifier: 'scale-check', password: shopper.password }),
  });
  const limits: number[] = [];
  for (let i = 0; i < 12; i++) {
    const server = together[i % together.length]!;
    const res = await json(`${server.url}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ identifier: shopper.email, password: 'wrong-password-1' }),
    });
    limits.push(res.status);
  }
  console.log(`  12 wrong sign-ins for one account spread over 4 instances: ${limits.join(' ')}`);
  if (!limits.slice(10).every((s) => s === 429) || limits.slice(0, 10).some((s) => s !== 401))
    problems.push('the per-account sign-in limit is not shared by the instances');
  const [rateRows] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from rate_limit_hits`,
  );
  console.log(`  rate-limit counters in PostgreSQL (rate_limit_hits): ${rateRows!.n} rows`);

  // An order placed with an Idempotency-Key on instance 1, the same call again on instance 2.
  const auth = { authorization: `Bearer ${signedIn.body.token}` };
  await db.execute(sql`insert into categories (name, slug) values ('Scale', 'scale-check')`);
  const [variant] = await queryRows<{ id: string }>(
    db,
    sql`with p as (insert into products (name, slug, category_id)
          select 'Scale Romper', 'scale-romper', id from categories where slug = 'scale-check' returning id)
        insert into product_variants (product_id, size, color, stock, original_price_paise)
          select id, '0-3M', 'Mint', 5, 49900 from p returning id`,
  );
  const address = await json<{ address: { id: string } }>(`${a.url}/api/addresses`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      fullName: 'Asha Rao',
      phone: '9845012345',
      addressLine1: '1 Park St',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
    }),
  });
  await json(`${a.url}/api/cart/add`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ productVariantId: variant!.id, quantity: 1 }),
  });
  const order = { addressId: address.body.address.id, paymentMethod: 'COD' };
  const keyed = { ...auth, 'idempotency-key': 'scale-check-order-1' };
  const first = await json<{ order: { id: string } }>(`${a.url}/api/orders/place`, {
    method: 'POST',
    headers: keyed,
    body: JSON.stringify(order),
  });
  const again = await json<{ order: { id: string } }>(`${b.url}/api/orders/place`, {
    method: 'POST',
    headers: keyed,
    body: JSON.stringify(order),
  });
  console.log(
    `  Idempotency-Key: instance 1 ${first.status}, same key on instance 2 ${again.status}, ${first.body.order?.id === again.body.order?.id ? 'same order' : 'DIFFERENT orders'}`,
  );
  if (first.status !== 201 || first.body.order?.id !== again.body.order?.id)
    problems.push('an Idempotency-Key is not honoured across instances');
  await sleep(1000);
  const [mail] = await queryRows<{ n: number; sent: number }>(
    db,
    sql`select count(*)::int as n, count(sent_at)::int as sent from mail_outbox`,
  );
  console.log(`  mail queue in PostgreSQL (mail_outbox): ${mail!.n} queued, ${mail!.sent} sent`);

  await stopInstances();

  // 3. 1, 2 and 4 instances behind nginx.
  for (const count of COUNTS) {
    const servers = await startInstances(count);
    nginx = await startNginx(servers);
    const base = `http://127.0.0.1:${NGINX_PORT}`;
    const [image] = await queryRows<{ full_key: string }>(
      db,
      sql`select full_key from product_images limit 1`,
    );
    const imageStatuses = await Promise.all(
      servers.map(async (s) => (await fetch(`${s.url}/media/${image!.full_key}`)).status),
    );
    if (imageStatuses.some((s) => s !== 200))
      problems.push('an instance does not serve the shared images');

    console.log(`\n${count} instance(s) behind nginx ${base}: warm-up ${WARMUP_SECONDS} s`);
    await runShopperWorkload({
      baseUrl: base,
      concurrency: CONCURRENCY,
      durationSeconds: WARMUP_SECONDS,
    });
    const nginxPid = nginx.pid!;
    const cpu0 = {
      servers: servers.reduce((sum, s) => sum + processCpuSeconds(s.pid), 0),
      postgres: processTreeCpuSeconds(cluster.postmasterPid()),
      nginx: processTreeCpuSeconds(nginxPid),
      machine: machineCpuSeconds().busy,
    };
    const load = await runShopperWorkload({
      baseUrl: base,
      concurrency: CONCURRENCY,
      durationSeconds: SECONDS,
    });
    const cpu = {
      servers: servers.reduce((sum, s) => sum + processCpuSeconds(s.pid), 0) - cpu0.servers,
      postgres: processTreeCpuSeconds(cluster.postmasterPid()) - cpu0.postgres,
      nginx: processTreeCpuSeconds(nginxPid) - cpu0.nginx,
      client: load.clientCpuSeconds,
      machine: machineCpuSeconds().busy - cpu0.machine,
    };
    console.log(formatWorkloadReport(load));
    const contention = await runCheckoutContention({
      url: base,
      db,
      jwtSecret: BENCH_JWT_SECRET,
      customers: 200,
      units: 20,
    });
    console.log(formatContention(contention));
    await stopNginx();
    const perInstance = requestsPerUpstream(path.join(work, `nginx-${count}`, 'access.log'));
    console.log(`requests per instance (nginx log, whole step): ${JSON.stringify(perInstance)}`);
    const crashed = servers.filter((s) => s.exit).length;
    if (crashed > 0) problems.push(`${crashed} instance(s) exited under load`);
    if (load.status5xx > 0 || load.failures > 0 || load.unexpected > 0)
      problems.push(
        `${count} instance(s): ${load.status5xx} 5xx, ${load.failures} no answer, ${load.unexpected} unexpected`,
      );
    if (contention.oversold !== 0 || contention.placed !== 20)
      problems.push(
        `${count} instance(s): oversold ${contention.oversold}, placed ${contention.placed} of 20`,
      );
    rows.push({ instances: count, load, contention, cpu, perInstance });
    await stopInstances();
  }

  const cores = os.availableParallelism();
  const perSecond = (x: number, row: Row) => (x / row.load.seconds).toFixed(2);
  console.log(
    `\nscale-out on ${cores} cores, ${CONCURRENCY} shoppers, ${SECONDS} s per step, through nginx (CPU in cores busy on average)`,
  );
  console.log(
    'instances   req/s   p50 ms   p99 ms   5xx  failed  orders | oversold  orders/s | node  postgres  nginx  loadgen  other  machine',
  );
  for (const row of rows) {
    const other =
      row.cpu.machine - row.cpu.servers - row.cpu.postgres - row.cpu.nginx - row.cpu.client;
    console.log(
      `${String(row.instances).padStart(9)} ${row.load.perSecond.toFixed(0).padStart(7)} ${row.load.p50.toFixed(0).padStart(8)} ${row.load.p99.toFixed(0).padStart(8)} ${String(row.load.status5xx).padStart(5)} ${String(row.load.failures + row.load.unexpected).padStart(7)} ${String(row.load.orders).padStart(7)} | ${String(row.contention.oversold).padStart(8)} ${row.contention.ordersPerSecond.toFixed(0).padStart(9)} | ${perSecond(row.cpu.servers, row)} ${perSecond(row.cpu.postgres, row).padStart(9)} ${perSecond(row.cpu.nginx, row).padStart(6)} ${perSecond(row.cpu.client, row).padStart(8)} ${perSecond(other, row).padStart(6)} ${perSecond(row.cpu.machine, row).padStart(8)}`,
    );
  }
  // CPU per request (core-milliseconds) tells what each part costs, whatever share of the
  // machine the shop got; from it follow the two ceilings that decide whether instances help.
  const costMs = (x: number, row: Row) => (x * 1000) / row.load.requests;
  console.log('\nCPU per request (core-ms): instances  node  postgres  nginx  loadgen');
  for (const row of rows) {
    console.log(
      `${String(row.instances).padStart(30)} ${costMs(row.cpu.servers, row).toFixed(2).padStart(5)} ${costMs(row.cpu.postgres, row).toFixed(2).padStart(9)} ${costMs(row.cpu.nginx, row).toFixed(2).padStart(6)} ${costMs(row.cpu.client, row).toFixed(2).padStart(8)}`,
    );
  }
  const one = rows.find((r) => r.instances === 1);
  const two = rows.find((r) => r.instances === 2);
  if (one && two) {
    const gain = two.load.perSecond / one.load.perSecond;
    const otherOf = (row: Row) =>
      (row.cpu.machine - row.cpu.servers - row.cpu.postgres - row.cpu.nginx - row.cpu.client) /
      row.load.seconds;
    console.log(
      `\n1 -> 2 instances: throughput x${gain.toFixed(2)} (${one.load.perSecond.toFixed(0)} -> ${two.load.perSecond.toFixed(0)} req/s); the machine was ${((one.cpu.machine / one.load.seconds / cores) * 100).toFixed(0)}% and ${((two.cpu.machine / two.load.seconds / cores) * 100).toFixed(0)}% busy; other processes on it took ${otherOf(one).toFixed(2)} and ${otherOf(two).toFixed(2)} cores`,
    );
    // A node process runs JavaScript on one thread: about one core is the most one instance
    // can use (password hashing runs on other threads, so this is a cautious bound).
    const nodeMs = costMs(one.cpu.servers, one);
    const wholeMs = costMs(
      one.cpu.servers + one.cpu.postgres + one.cpu.nginx + one.cpu.client,
      one,
    );
    const oneInstanceCeiling = 1000 / nodeMs;
    const machineCeiling = (cores * 1000) / wholeMs;
    console.log(
      `ceilings from the 1-instance costs: one node process (1 core / ${nodeMs.toFixed(2)} ms) ~${oneInstanceCeiling.toFixed(0)} req/s; this ${cores}-core machine with PostgreSQL, nginx and the load generator on it (${cores} cores / ${wholeMs.toFixed(2)} ms) ~${machineCeiling.toFixed(0)} req/s`,
    );
    console.log(
      machineCeiling <= oneInstanceCeiling
        ? `so here the cores cap throughput before one instance does: a second instance cannot add req/s on this machine, only take CPU from the others (PostgreSQL alone needs ${costMs(one.cpu.postgres, one).toFixed(2)} core-ms per request); more instances pay off where the node process is the bottleneck, i.e. with more cores or the database on its own machine`
        : `so one instance caps throughput before the cores do: a second instance adds up to ~${(Math.min(machineCeiling, 2 * oneInstanceCeiling) / oneInstanceCeiling).toFixed(1)}x on this machine`,
    );
    if (otherOf(one) > 0.2 * cores) {
      console.log(
        `note: other processes used ${otherOf(one).toFixed(2)} cores during the runs; more instances get a larger share of a contended machine, so a gain here is partly taken from them; judge by the costs per request, and re-run on a quiet machine`,
      );
    }
  }
} catch (error) {
  problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await stopNginx().catch(() => {});
  await stopInstances().catch(() => {});
  await database.close();
  if (problems.length > 0) console.log(`logs kept in ${work}`);
  cluster.destroy();
  if (problems.length === 0) rmSync(work, { recursive: true, force: true });
}
for (const problem of problems) console.log(`  problem: ${problem}`);
console.log(
  problems.length === 0 ? 'scale-out: 1 passed, 0 failed' : 'scale-out: 0 passed, 1 failed',
);
process.exit(problems.length === 0 ? 0 : 1);
