// The first run as a newcomer sees it: a fresh `git clone` of this repository (its committed
// HEAD) into a temporary folder, `npm install`, then `npm start` until the shop answers, until the
// first /shop page's product list answers, and until every picture of that page answers 200.
// Prints the figures, stops the server and removes the folder. `npm run first-run -w bench`.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductListResponse } from '@shop/contracts/catalog';
import { freePort } from './child-server.ts';
import { processTreeCpuSeconds } from './proc-stats.ts';

const repository = fileURLToPath(new URL('..', import.meta.url));
// What the storefront asks for when /shop opens (shop-query.ts: default sort, 50 a page).
const SHOP_PAGE_QUERY = '/api/products?sort=default&page=1&limit=50';
const GIVE_UP_MS = 10 * 60_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function run(command: string, args: string[], cwd: string): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  return performance.now() - started;
}

/** Asks until the address answers 200; returns the body. */
async function until200(url: string, deadline: number): Promise<Response> {
  for (;;) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.status === 200) return response;
    await response?.body?.cancel();
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A newcomer's settings: the defaults (embedded database in the clone's ./data, demo seeded).
const {
  DATA_DIR: _dataDir,
  DATABASE_URL: _databaseUrl,
  SEED_DEMO: _seedDemo,
  ...newcomerEnv
} = process.env;

const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-first-run-'));
const checkout = path.join(folder, 'shop');
console.log(`load average before: ${loadAverage()} (${os.availableParallelism()} cores)`);
execFileSync('git', ['clone', '--quiet', repository, checkout]);
let server: ReturnType<typeof spawn> | undefined;
try {
  const installMs = await run('npm', ['install', '--no-audit', '--no-fund'], checkout);
  console.log(`npm install: ${seconds(installMs)}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const deadline = Date.now() + GIVE_UP_MS;
  server = spawn('npm', ['start'], {
    cwd: checkout,
    env: { ...newcomerEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so npm, node and a Vite build can be stopped together.
    detached: true,
  });
  await until200(`${base}/api/health`, deadline);
  const answersMs = performance.now() - started;
  const answersCpu = processTreeCpuSeconds(server.pid!);
  await until200(`${base}/shop`, deadline);
  const list = (await (
    await until200(`${base}${SHOP_PAGE_QUERY}`, deadline)
  ).json()) as ProductListResponse;
  const listMs = performance.now() - started;
  const pictures = list.data.flatMap((product) =>
    product.images.flatMap((image) => [image.thumbUrl, image.url]),
  );
  await Promise.all(
    pictures.map(async (picture) => (await until200(`${base}${picture}`, deadline)).arrayBuffer()),
  );
  const picturesMs = performance.now() - started;

  console.log(`npm start until the shop answers (/api/health 200): ${seconds(answersMs)}`);
  // Load-independent: the CPU the start needed, whatever else the machine was doing.
  console.log(`... CPU time it used (all its processes): ${answersCpu.toFixed(1)} core-seconds`);
  console.log(
    `... until the first /shop page's list answers (${list.data.length} products): ${seconds(listMs)}`,
  );
  console.log(
    `... until all ${pictures.length} pictures of that page answer 200: ${seconds(picturesMs)}`,
  );
  console.log(`load average after: ${loadAverage()}`);
} finally {
  if (server?.pid) {
    process.kill(-server.pid, 'SIGTERM');
    await once(server, 'exit');
  }
  rmSync(folder, { recursive: true, force: true });
}
