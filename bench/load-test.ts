// Load (issue 8, item 8): the mixed shopper workload at high concurrency for 3 minutes against
// one server process on PostgreSQL, with a generated catalogue in a fresh database. Prints the
// throughput and latency, the 5xx count (must be 0), and the server's memory at start, after the
// warm-up, during the run and at the end (heap measured after a full GC: flat means no leak).
//   npm run load -w bench
// LOAD_SECONDS (180), LOAD_WARMUP_SECONDS (30), LOAD_CONCURRENCY (100), LOAD_PRODUCTS (3000),
// LOAD_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), LOAD_PORT (3410).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { machineCpuSeconds, processCpuSeconds } from './proc-stats.ts';
import {
  shopServerEnv,
  megabytes,
  startProbedServer,
  waitReady,
  type MemorySample,
  type ProbedServer,
} from './probed-server.ts';
import { formatWorkloadReport, runShopperWorkload } from './shopper-workload.ts';
import { generateCatalogueInto } from './bench-database.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 180);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? Math.min(30, SECONDS / 4));
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 100);
const PRODUCTS = Number(process.env.LOAD_PRODUCTS ?? 3000);
const PORT = Number(process.env.LOAD_PORT ?? 3410);
const adminUrl =
  process.env.LOAD_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Heap growth (after GC) from the end of the warm-up to the end that still counts as flat.
const FLAT_HEAP_GROWTH_MB = 10;

const dbName = `shop_load_${process.pid}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-load-'));
const logFile = path.join(dataDir, 'server.log');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);

let server: ProbedServer | undefined;
let failed: boolean;
try {
  console.log(`load test: database ${dbName}, generating ${PRODUCTS} products ...`);
  generateCatalogueInto(dbUrl, dataDir, PRODUCTS);

  server = startProbedServer({
    port: PORT,
    cwd: dataDir,
    logFile,
    env: shopServerEnv(dbUrl, dataDir, 'load'),
  });
  await waitReady(server);
  const running = server;

  const memory: { label: string; sample: MemorySample }[] = [];
  const sample = async (label: string) => memory.push({ label, sample: await running.memory() });
  await sample('start (idle, after boot)');

  console.log(`warm-up: ${WARMUP_SECONDS} s at ${CONCURRENCY} shoppers`);
  const warmup = await runShopperWorkload({
    baseUrl: running.url,
    concurrency: CONCURRENCY,
    durationSeconds: WARMUP_SECONDS,
  });
  console.log(formatWorkloadReport(warmup));
  await sample('after warm-up');

  console.log(`\nmeasured run: ${SECONDS} s at ${CONCURRENCY} shoppers against ${running.url}`);
  const serverCpu0 = processCpuSeconds(running.pid);
  const machine0 = machineCpuSeconds();
  const measuredStart = performance.now();
  // Memory every 30 s while the load runs, to show the trend rather than two points.
  const sampler = setInterval(() => {
    const at = Math.round((performance.now() - measuredStart) / 1000);
    void sample(`under load, ${at} s`).catch(() => {});
  }, 30_000);
  const result = await runShopperWorkload({
    baseUrl: running.url,
    concurrency: CONCURRENCY,
    durationSeconds: SECONDS,
  });
  clearInterval(sampler);
  const serverCpu = processCpuSeconds(running.pid) - serverCpu0;
  const machine1 = machineCpuSeconds();
  await sample('end (load stopped)');

  console.log(formatWorkloadReport(result));
  console.log(
    `CPU over the run: server ${(serverCpu / result.seconds).toFixed(2)} cores, load generator ${(result.clientCpuSeconds / result.seconds).toFixed(2)} cores, whole machine ${((machine1.busy - machine0.busy) / result.seconds).toFixed(2)} of ${os.availableParallelism()} cores busy`,
  );
  console.log('\nserver memory (heap after a full GC):');
  for (const { label, sample: m } of memory) {
    console.log(
      `  ${label.padEnd(26)} rss ${megabytes(m.rss).padStart(9)}  heap used ${megabytes(m.heapUsed).padStart(8)}  heap total ${megabytes(m.heapTotal).padStart(8)}  external ${megabytes(m.external).padStart(8)}`,
    );
  }
  const afterWarmup = memory.find((m) => m.label === 'after warm-up')!.sample;
  const end = memory.at(-1)!.sample;
  const heapGrowthMb = (end.heapUsed - afterWarmup.heapUsed) / 1024 / 1024;
  const flat = heapGrowthMb < FLAT_HEAP_GROWTH_MB;
  console.log(
    `heap after warm-up -> end: ${heapGrowthMb >= 0 ? '+' : ''}${heapGrowthMb.toFixed(1)} MB (${flat ? 'flat' : 'GROWING'}: limit +${FLAT_HEAP_GROWTH_MB} MB); rss ${megabytes(afterWarmup.rss)} -> ${megabytes(end.rss)}`,
  );
  const serverAlive = !running.exit;
  failed =
    result.status5xx + warmup.status5xx > 0 ||
    result.failures + warmup.failures > 0 ||
    result.unexpected + warmup.unexpected > 0 ||
    !flat ||
    !serverAlive;
  console.log(
    failed
      ? `load test: FAILED (5xx ${result.status5xx + warmup.status5xx}, no answer ${result.failures + warmup.failures}, unexpected ${result.unexpected + warmup.unexpected}, memory ${flat ? 'flat' : 'growing'}, server ${serverAlive ? 'up' : 'exited'})`
      : 'load test: passed (no 5xx, no failed call, memory flat)',
  );
} catch (error) {
  failed = true;
  console.error(error);
  try {
    console.error(`server log (${logFile}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
  } catch {
    // no log yet
  }
} finally {
  await server?.stop();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
