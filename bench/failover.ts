// Fault drill: the PostgreSQL primary dies and its standby takes over. Two private clusters of
// the machine's own PostgreSQL (temp dirs, own ports; the shared server is not touched): a
// primary and a streaming standby with synchronous commit. Two shop servers reach them through
// one DATABASE_URL naming both hosts (target_session_attrs=read-write). Customers place orders,
// each with its own Idempotency-Key, retrying a call that failed or got no answer; mid-way the
// primary is killed (SIGKILL) and, a moment later, the standby promoted (pg_ctl promote).
// Checks: every order answered 201 is on the new primary, stock + sold = the starting stock, no
// customer has two orders, and the shops answer orders again within 30 s of the promotion.
//   npm run failover -w bench
// FAILOVER_CUSTOMERS (300), FAILOVER_CONCURRENCY (16), FAILOVER_PROMOTE_AFTER_MS (3000: the time
// an operator or a watchdog takes to notice), FAILOVER_PORTS (3440,3441), FAILOVER_PG_PORTS
// (3495,3496).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  CRASH_JWT_SECRET,
  checkCrashInvariants,
  seedCrashShop,
  type CrashCustomer,
} from './order-drills.ts';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { shopperAddress } from './shopper-workload.ts';
import { shopServerEnv, startProbedServer, waitReady, type ProbedServer } from './probed-server.ts';

const CUSTOMERS = Number(process.env.FAILOVER_CUSTOMERS ?? 300);
const CONCURRENCY = Number(process.env.FAILOVER_CONCURRENCY ?? 16);
const PROMOTE_AFTER_MS = Number(process.env.FAILOVER_PROMOTE_AFTER_MS ?? 3000);
const [SHOP_PORT_A, SHOP_PORT_B] = (process.env.FAILOVER_PORTS ?? '3440,3441')
  .split(',')
  .map(Number) as [number, number];
const [PRIMARY_PORT, STANDBY_PORT] = (process.env.FAILOVER_PG_PORTS ?? '3495,3496')
  .split(',')
  .map(Number) as [number, number];
const ANSWER_AGAIN_LIMIT_MS = 30_000;
// An order call gives up after this long, and is sent again with the same key.
const CALL_TIMEOUT_MS = 15_000;

const problems: string[] = [];
const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-failover-'));
const clusters: PrivatePostgres[] = [];
const servers: ProbedServer[] = [];

/** The standby is connected and confirms each commit before the primary answers it. */
async function waitForSynchronousStandby(primary: PrivatePostgres): Promise<void> {
  const client = new pg.Client({ connectionString: primary.urlFor('postgres') });
  await client.connect();
  try {
    for (let i = 0; i < 200; i++) {
      const { rows } = await client.query<{ sync_state: string }>(
        `select sync_state from pg_stat_replication where application_name = 'standby'`,
      );
      if (rows[0]?.sync_state === 'sync') return;
      await sleep(100);
    }
    throw new Error('the standby never became synchronous');
  } finally {
    await client.end();
  }
}

/**
 * What synchronous commit costs: the time of a one-row commit, in order, with the standby's
 * confirmation awaited and with the primary's own disk only (synchronous_commit = local).
 */
async function commitCost(databaseUrl: string): Promise<{ synchronous: number; local: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create table commit_probe (n int)');
    const timeCommits = async (setting: string) => {
      await client.query(`set synchronous_commit = ${setting}`);
      const started = performance.now();
      for (let n = 0; n < 300; n++) await client.query('insert into commit_probe values ($1)', [n]);
      return (performance.now() - started) / 300;
    };
    const local = await timeCommits('local');
    const synchronous = await timeCommits('on');
    await client.query('drop table commit_probe');
    return { synchronous, local };
  } finally {
    await client.end();
  }
}

type Outcome = { orderId?: string; status: number | 'no answer'; attempts: number };

try {
  const primary = startPrivatePostgres({
    port: PRIMARY_PORT,
    settings: {
      wal_level: 'replica',
      max_wal_senders: '4',
      synchronous_standby_names: 'standby',
      synchronous_commit: 'on',
    },
  });
  clusters.push(primary);
  const standby = startPrivatePostgres({
    port: STANDBY_PORT,
    standbyOf: { primary, name: 'standby' },
  });
  clusters.push(standby);
  // Before anything is written: with synchronous commit, a write waits for the standby.
  await waitForSynchronousStandby(primary);
  const shopDatabase = await primary.createDatabase('shop_failover');
  const cost = await commitCost(shopDatabase);
  console.log(
    `a one-row commit: ${cost.synchronous.toFixed(2)} ms awaiting the standby, ${cost.local.toFixed(2)} ms on the primary alone (synchronous_commit = local)`,
  );
  console.log(
    `failover: primary :${PRIMARY_PORT}, synchronous streaming standby :${STANDBY_PORT}; ${shopDatabase}`,
  );

  const databaseUrl = `postgres://postgres@127.0.0.1:${PRIMARY_PORT},127.0.0.1:${STANDBY_PORT}/shop_failover?target_session_attrs=read-write`;
  for (const [index, port] of [SHOP_PORT_A, SHOP_PORT_B].entries()) {
    const dataDir = path.join(workDir, `shop-${index}`);
    const server = startProbedServer({
      port,
      cwd: workDir,
      logFile: path.join(workDir, `shop-${index}.log`),
      env: { ...shopServerEnv(databaseUrl, dataDir, 'failover'), JWT_SECRET: CRASH_JWT_SECRET },
    });
    servers.push(server);
    // One at a time: the first migrates the database.
    await waitReady(server);
  }

  const seeding = new pg.Client({ connectionString: shopDatabase });
  await seeding.connect();
  const shop = await seedCrashShop(seeding, {
    tag: 'failover',
    customers: CUSTOMERS,
    startStock: CUSTOMERS * 3,
  });
  await seeding.end();

  let killedAt = 0;
  let promotedAt = 0;
  const answeredAfterPromotion: number[] = [];
  const callFailures = { beforeKill: 0, duringFailover: 0, afterPromotion: 0 };

  /** One customer's order, sent again with the same key until it is answered for good. */
  async function order(customer: CrashCustomer, index: number): Promise<Outcome> {
    const key = `failover-${customer.userId}`;
    for (let attempt = 1; ; attempt++) {
      const server = servers[(index + attempt) % servers.length]!;
      let status: number | 'no answer' = 'no answer';
      try {
        const response = await fetch(`${server.url}/api/orders/place`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${customer.token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
            'x-forwarded-for': shopperAddress(index),
          },
          body: JSON.stringify({ addressId: customer.addressId, paymentMethod: 'COD' }),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        status = response.status;
        if (status === 201) {
          const { order: placed } = (await response.json()) as { order: { id: string } };
          if (promotedAt) answeredAfterPromotion.push(performance.now() - promotedAt);
          return { orderId: placed.id, status, attempts: attempt };
        }
        if (status < 500) return { status, attempts: attempt };
      } catch {
        // no answer in time: sent again
      }
      if (!killedAt) callFailures.beforeKill++;
      else if (!promotedAt) callFailures.duringFailover++;
      else callFailures.afterPromotion++;
      if (attempt >= 200) return { status, attempts: attempt };
      await sleep(100);
    }
  }

  // Customers in turn, CONCURRENCY at a time.
  const outcomes: Outcome[] = new Array(CUSTOMERS);
  let next = 0;
  const started = performance.now();
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (next < CUSTOMERS) {
      const index = next++;
      outcomes[index] = await order(shop.customers[index]!, index);
    }
  });

  // The primary dies once about a third of the customers have ordered.
  while (next < CUSTOMERS / 3) await sleep(10);
  process.kill(primary.postmasterPid(), 'SIGKILL');
  killedAt = performance.now();
  console.log(`primary killed (SIGKILL) after ${((killedAt - started) / 1000).toFixed(1)} s`);
  await sleep(PROMOTE_AFTER_MS);
  const promoteStarted = performance.now();
  await standby.promote();
  promotedAt = performance.now();
  console.log(
    `standby promoted (pg_ctl promote took ${(promotedAt - promoteStarted).toFixed(0)} ms), ${PROMOTE_AFTER_MS} ms after the kill`,
  );
  await Promise.all(workers);
  const seconds = (performance.now() - started) / 1000;

  const placed = outcomes.filter((o) => o.status === 201);
  const refused = outcomes.filter((o) => o.status !== 201);
  const retried = outcomes.filter((o) => o.attempts > 1).length;
  const firstAnswer = answeredAfterPromotion.length > 0 ? Math.min(...answeredAfterPromotion) : NaN;
  console.log(
    `${CUSTOMERS} customers in ${seconds.toFixed(1)} s: ${placed.length} orders answered 201, ${refused.length} not (${JSON.stringify(refused.map((o) => o.status))}); ${retried} customers sent their order again`,
  );
  console.log(
    `calls that failed or got no answer: ${callFailures.beforeKill} before the kill, ${callFailures.duringFailover} between the kill and the promotion, ${callFailures.afterPromotion} after the promotion`,
  );
  console.log(
    `first order answered 201 ${(firstAnswer / 1000).toFixed(2)} s after the promotion (limit ${ANSWER_AGAIN_LIMIT_MS / 1000} s)`,
  );

  console.log('on the new primary:');
  const newPrimary = new pg.Client({ connectionString: standby.urlFor('shop_failover') });
  await newPrimary.connect();
  try {
    const violations = await checkCrashInvariants(newPrimary, {
      variants: [shop.variant],
      customers: shop.customers,
      createdOrderIds: placed.map((o) => o.orderId!),
    });
    if (violations > 0) problems.push(`${violations} invariants broken on the new primary`);
    const { rows } = await newPrimary.query<{ twice: number }>(
      `select count(*)::int as twice from (select user_id from orders group by user_id having count(*) > 1) t`,
    );
    console.log(`  customers with more than one order: ${rows[0]!.twice}`);
    if (rows[0]!.twice > 0) problems.push(`${rows[0]!.twice} customers have two orders`);
  } finally {
    await newPrimary.end();
  }
  if (refused.length > 0) problems.push(`${refused.length} customers never got their order placed`);
  if (!(firstAnswer <= ANSWER_AGAIN_LIMIT_MS))
    problems.push(`no order answered within ${ANSWER_AGAIN_LIMIT_MS / 1000} s of the promotion`);
  for (const server of servers) {
    if (server.exit) problems.push(`a shop server exited: ${JSON.stringify(server.exit)}`);
  }
} catch (error) {
  problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  if (problems.length > 0) {
    for (const [index] of servers.entries()) {
      try {
        const log = readFileSync(path.join(workDir, `shop-${index}.log`), 'utf8');
        console.error(`shop ${index} log, last lines:\n${log.slice(-2000)}`);
      } catch {
        // no log
      }
    }
  }
  for (const cluster of clusters) cluster.destroy();
  rmSync(workDir, { recursive: true, force: true });
}
for (const problem of problems) console.log(`  problem: ${problem}`);
console.log(
  problems.length === 0 ? 'failover: 1 passed, 0 failed' : 'failover: 0 passed, 1 failed',
);
process.exit(problems.length === 0 ? 0 : 1);
