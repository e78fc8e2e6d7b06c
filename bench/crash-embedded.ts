// Fault drill on the embedded database: several rounds on ONE DATA_DIR, each a burst of orders
// from many customers with the server's whole process group killed (SIGKILL) at a random moment
// in the middle of it. After each restart: the database opens, every order answered 201 is
// there and whole, stock + units sold = the starting stock for every round's variant, and each
// customer's cart was fully ordered or left untouched. Exits 1 on any violation.
//   npm run crash:embedded -w bench        (CRASH_ROUNDS, default 5)
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { freePort } from './child-server.ts';
import {
  CRASH_JWT_SECRET,
  checkCrashInvariants,
  describeBurst,
  placeOrderBurst,
  seedCrashShop,
  withEmbeddedDatabase,
  type CrashCustomer,
  type CrashVariant,
  type SqlClient,
} from './order-drills.ts';
import { waitForAnswer } from './wait-for-answer.ts';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const CUSTOMERS = 60;
const START_STOCK = 100;
const serverFile = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-embedded-'));
const port = await freePort();
let server: ChildProcess | undefined;
const base = `http://127.0.0.1:${port}`;

const serverLog = path.join(os.tmpdir(), `shop-crash-embedded-${process.pid}.log`);

/** The server in a process group of its own, so the kill takes all of it at once. */
function startServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: CRASH_JWT_SECRET,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'crash-admin@example.com',
    ADMIN_PASSWORD: 'Crash-admin-pass-1',
    LOG_LEVEL: 'error',
  };
  delete env.DATABASE_URL;
  // Its complaints go to a log, printed if a start fails.
  const log = openSync(serverLog, 'a');
  const child = spawn(process.execPath, [serverFile], {
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server and times it until ready; a server that exits instead is a violation. */
async function startAndTime(): Promise<number> {
  const started = performance.now();
  server = startServer();
  await waitForAnswer(`${base}/api/ready`, {
    child: server,
    timeoutMs: 180_000,
    intervalMs: 50,
    name: 'the server at start',
  });
  return (performance.now() - started) / 1000;
}

async function stopGracefully(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await exited(child);
}

const withDatabase = <T>(work: (sql: SqlClient) => Promise<T>) =>
  withEmbeddedDatabase(dataDir, work);

const migrated = await openDatabase({ databaseUrl: undefined, dataDir });
await runMigrations(migrated);
await migrated.close();

const variants: CrashVariant[] = [];
const customers: CrashCustomer[] = [];
const createdOrderIds: string[] = [];
const restartSeconds: number[] = [];
let violations = 0;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const shop = await withDatabase((sql) =>
      seedCrashShop(sql, { tag: `r${round}`, customers: CUSTOMERS, startStock: START_STOCK }),
    );
    variants.push(shop.variant);
    customers.push(...shop.customers);

    const startSeconds = await startAndTime();
    // Kill after a random number of orders have been answered, with the rest still in flight.
    const killAfter = 1 + Math.floor(Math.random() * (CUSTOMERS / 2));
    let created = 0;
    const killed = server!;
    const burstStarted = performance.now();
    const outcomes = await placeOrderBurst(base, shop.customers, () => {
      if (++created === killAfter) process.kill(-killed.pid!, 'SIGKILL');
    });
    await exited(killed);
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    createdOrderIds.push(
      ...outcomes.flatMap((o) => ('orderId' in o && o.orderId ? [o.orderId] : [])),
    );
    console.log(
      `round ${round}/${ROUNDS}: started in ${startSeconds.toFixed(1)} s; burst of ${CUSTOMERS}: ${describeBurst(outcomes)}; killed after ${burstSeconds.toFixed(2)} s (${(created / burstSeconds).toFixed(0)} orders/s)`,
    );

    // The restart after the kill: PGlite replays its write-ahead log before the server listens.
    const restart = await startAndTime();
    restartSeconds.push(restart);
    console.log(`  restart after kill -9: ready in ${restart.toFixed(1)} s`);
    await stopGracefully(server!);
    server = undefined;
    violations += await withDatabase((sql) =>
      checkCrashInvariants(sql, { variants, customers, createdOrderIds }),
    );
  }
} catch (error) {
  console.log(`VIOLATION: ${error instanceof Error ? error.message : String(error)}`);
  violations++;
} finally {
  if (server?.exitCode === null && server.signalCode === null)
    process.kill(-server.pid!, 'SIGKILL');
}
if (violations === 0) {
  rmSync(dataDir, { recursive: true, force: true });
} else {
  console.log(`kept for a look: DATA_DIR ${dataDir}; the server's log ${serverLog}:`);
  console.log(readFileSync(serverLog, 'utf8').slice(-4000));
}
rmSync(serverLog, { force: true });
const mean = restartSeconds.reduce((a, b) => a + b, 0) / Math.max(restartSeconds.length, 1);
console.log(
  `restart after kill -9: mean ${mean.toFixed(1)} s, slowest ${Math.max(0, ...restartSeconds).toFixed(1)} s; ${createdOrderIds.length} orders answered 201 over ${restartSeconds.length} rounds`,
);
console.log(
  violations === 0
    ? `embedded crash drill: ${ROUNDS} rounds passed`
    : `embedded crash drill: FAILED, ${violations} violations`,
);
process.exit(violations === 0 ? 0 : 1);
