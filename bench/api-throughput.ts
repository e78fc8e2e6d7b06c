// API throughput with autocannon (50 connections, a warm-up then a measured round) on the
// 100,000-product benchmark catalogue, side by side: the real server (apps/server/src/server.ts
// in a child process) on PostgreSQL and on PGlite, and a bare node:http server answering the same
// bytes (the ceiling), and a second bare server that also sends the real server's headers
// (security headers, ETag...: a load generator pays for parsing each one, so on a shared machine
// they cost req/s by themselves), and Fastify alone sending the same bytes and headers (the
// framework's floor). One line per figure: req/s, p50, p99 and the shares of each.
//
// BENCH_WARMUP_SECONDS (3) and BENCH_SECONDS (10) set the rounds; BENCH_DATABASE_URL (else
// DATABASE_URL, else the local `bench` database) the PostgreSQL catalogue; BENCH_DATA_DIR the
// PGlite one, generated there on first use (several minutes) and reused afterwards. BENCH_ONLY
// (parts of row names, comma-separated, e.g. "by slug,categories") measures only those rows.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDataDir } from './bench-database.ts';
import { startServerProcess, type ServerProcess } from './child-server.ts';
import { processCpuSeconds } from './proc-stats.ts';

const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/bench';

/** The answer the ceiling repeats: its body, content type and the other headers the server sent. */
export type RecordedAnswer = { type: string; body: string; headers: Record<string, string> };
// Headers node:http writes itself (or that the ceiling sets from the body).
const CONNECTION_HEADERS = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];

type Figures = { rps: number; p50: number; p99: number; errors: number; cpuMicros: number };

/**
 * One measured round against the server in `process`. Beside req/s and latency, the server's own
 * CPU time per answer (user + system from /proc over the measured round): req/s moves with
 * whatever else the machine runs, the CPU an answer costs much less.
 */
async function load(url: string, server: ServerProcess): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP });
  const pid = server.child.pid!;
  const cpuBefore = processCpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const cpuSeconds = processCpuSeconds(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMicros: (cpuSeconds * 1e6) / Math.max(1, result.requests.total),
  };
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

type CategoryNode = {
  id: string;
  slug: string;
  _count: { products: number };
  subCategories: CategoryNode[];
};
const productsUnder = (c: CategoryNode): number =>
  c._count.products + c.subCategories.reduce((sum, sub) => sum + productsUnder(sub), 0);

/** The measured addresses on one server; ids and slugs differ between the two catalogues. */
async function targetsOf(base: string): Promise<[string, string][]> {
  const { data: tree } = await getJson<{ data: CategoryNode[] }>(`${base}/api/categories`);
  const top = tree.toSorted((a, b) => productsUnder(b) - productsUnder(a))[0]!;
  const { data: first } = await getJson<{ data: { slug: string }[] }>(
    `${base}/api/products?page=1&limit=20`,
  );
  return [
    ['listing first page', '/api/products?page=1&limit=20'],
    [
      'listing filtered + sorted',
      `/api/products?categoryId=${top.id}&inStock=true&minPrice=300&maxPrice=1500&sort=priceLowHigh&page=1&limit=20`,
    ],
    ['search "romper"', '/api/products/search?q=romper&page=1&limit=20'],
    ['product by slug', `/api/products/slug/${first[0]!.slug}`],
    ['home categories', '/api/categories'],
    ['home category carousel', `/api/products/category/${top.slug}?page=1&limit=20`],
    // Server-rendered pages, from the same cache (HTML instead of JSON).
    ['page /shop', '/shop'],
    ['page product', `/product/${first[0]!.slug}`],
    ['page home', '/'],
  ];
}

/** Median of five requests that miss the response cache (a query parameter no route reads). */
async function uncachedMs(base: string, target: string): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const url = `${base}${target}${target.includes('?') ? '&' : '?'}nocache=${Date.now()}-${i}`;
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) return `n/a (${res.status})`;
    times.push(performance.now() - started);
  }
  return `${times.toSorted((a, b) => a - b)[2]!.toFixed(1)} ms`;
}

/** The PGlite catalogue, generated into BENCH_DATA_DIR unless it is there already. */
async function ensurePgliteCatalogue(): Promise<void> {
  const generator = fileURLToPath(new URL('./generate-catalogue.ts', import.meta.url));
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DATA_DIR: benchDataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [generator, '100000'], { env, stdio: ['ignore', 2, 2] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`PGlite catalogue generation failed (${code})`);
}

const serverEnv = {
  HOST: '127.0.0.1',
  DATA_DIR: benchDataDir,
  JWT_SECRET: 'bench-signing-secret-that-is-long-enough',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  ADMIN_EMAIL: undefined,
  ADMIN_PASSWORD: undefined,
};

const started: ServerProcess[] = [];
const stopAll = () => Promise.all(started.map((server) => server.stop()));
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  await ensurePgliteCatalogue();
  const postgres = await startServerProcess({
    label: 'postgres server',
    env: { ...serverEnv, DATABASE_URL: postgresUrl },
  });
  started.push(postgres);
  const pglite = await startServerProcess({
    label: 'pglite server',
    env: { ...serverEnv, DATABASE_URL: undefined },
  });
  started.push(pglite);

  const servers = [
    { name: 'PostgreSQL', server: postgres, targets: await targetsOf(postgres.url) },
    { name: 'PGlite', server: pglite, targets: await targetsOf(pglite.url) },
  ];

  // The ceiling answers every address of both catalogues with the bytes the real server sent.
  const recorded: Record<string, RecordedAnswer> = {};
  for (const { server, targets } of servers) {
    for (const [, target] of targets) {
      // As autocannon asks: no Accept-Encoding, so the bytes and headers are the uncompressed ones.
      const res = await fetch(`${server.url}${target}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      if (!res.ok) throw new Error(`${target}: ${res.status}`);
      recorded[target] = {
        type: res.headers.get('content-type') ?? 'application/json',
        headers: Object.fromEntries(
          [...res.headers].filter(([name]) => !CONNECTION_HEADERS.includes(name)),
        ),
        body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      };
    }
  }
  const answersFile = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'shop-ceiling-')),
    'answers.json',
  );
  writeFileSync(answersFile, JSON.stringify(recorded));
  const ceiling = await startServerProcess({
    label: 'ceiling',
    script: fileURLToPath(new URL('./ceiling-server.ts', import.meta.url)),
    args: [answersFile],
    env: {},
  });
  started.push(ceiling);
  const ceilingWithHeaders = await startServerProcess({
    label: 'ceiling with headers',
    script: fileURLToPath(new URL('./ceiling-server.ts', import.meta.url)),
    args: [answersFile, 'with-headers'],
    env: {},
  });
  started.push(ceilingWithHeaders);
  const fastifyCeiling = await startServerProcess({
    label: 'Fastify ceiling',
    script: fileURLToPath(new URL('./fastify-ceiling-server.ts', import.meta.url)),
    args: [answersFile],
    env: {},
  });
  started.push(fastifyCeiling);

  console.log(
    `api throughput: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s measured; each server in its own process; ${os.cpus().length} cores`,
  );
  const round = (n: number) => n.toFixed(0);
  const micros = (figures: Figures) => `${figures.cpuMicros.toFixed(1)} µs`;
  const only = process.env.BENCH_ONLY?.split(',');
  for (const [index, [label]] of servers[0]!.targets.entries()) {
    if (only && !only.some((part) => label.includes(part))) continue;
    for (const { name, server, targets } of servers) {
      const target = targets[index]![1];
      const bytes = Buffer.from(recorded[target]!.body, 'base64').length;
      const bare = await load(`${ceiling.url}${target}`, ceiling);
      const sameHeaders = await load(`${ceilingWithHeaders.url}${target}`, ceilingWithHeaders);
      const framework = await load(`${fastifyCeiling.url}${target}`, fastifyCeiling);
      const real = await load(`${server.url}${target}`, server);
      const cold = await uncachedMs(server.url, target);
      console.log(
        `api ${label} ceiling (node:http, ${bytes} bytes, ${name} data): ${round(bare.rps)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms, ${micros(bare)} CPU per answer`,
      );
      console.log(
        `api ${label} ceiling with the server's headers (${name} data): ${round(sameHeaders.rps)} req/s, p50 ${sameHeaders.p50} ms, p99 ${sameHeaders.p99} ms, ${micros(sameHeaders)} CPU per answer`,
      );
      console.log(
        `api ${label} Fastify alone, same bytes and headers (${name} data): ${round(framework.rps)} req/s, p50 ${framework.p50} ms, p99 ${framework.p99} ms, ${micros(framework)} CPU per answer, ${((100 * framework.rps) / bare.rps).toFixed(0)}% of ceiling`,
      );
      console.log(
        `api ${label} on ${name}: ${round(real.rps)} req/s, p50 ${real.p50} ms, p99 ${real.p99} ms, ${micros(real)} CPU per answer, ${((100 * real.rps) / bare.rps).toFixed(0)}% of ceiling, ${((100 * real.rps) / sameHeaders.rps).toFixed(0)}% of the ceiling with its headers, ${((100 * real.rps) / framework.rps).toFixed(0)}% of Fastify alone, errors ${real.errors}, uncached median ${cold}`,
      );
    }
  }
} finally {
  await stopAll();
}
