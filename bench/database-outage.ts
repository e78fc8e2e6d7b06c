// Fault test (issue 8, item 7): stop PostgreSQL under load. The shop runs on a private
// PostgreSQL cluster (own port, temp dir; the machine's shared server is not touched) with the
// mixed shopper workload going; the database is stopped, kept down, and started again. Checks:
// /api/health answers 503 while it is down; every call fails cleanly (503 with the contract's
// error body, no 500, no hang); the server process stays up; and it recovers by itself: health
// 200 again and shoppers ordering, with no restart.
//   npm run outage -w bench
// OUTAGE_CONCURRENCY (30), OUTAGE_BEFORE_SECONDS (8), OUTAGE_DOWN_SECONDS (10),
// OUTAGE_AFTER_SECONDS (10), OUTAGE_PORT (3420) for the server, OUTAGE_PG_PORT (3491).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPrivatePostgres } from './private-postgres.ts';
import { shopServerEnv, startProbedServer, waitReady, type ProbedServer } from './probed-server.ts';
import { runShopperWorkload, type RequestResult } from './shopper-workload.ts';
import { generateCatalogueInto } from './bench-database.ts';

const CONCURRENCY = Number(process.env.OUTAGE_CONCURRENCY ?? 30);
const BEFORE_SECONDS = Number(process.env.OUTAGE_BEFORE_SECONDS ?? 8);
const DOWN_SECONDS = Number(process.env.OUTAGE_DOWN_SECONDS ?? 10);
const AFTER_SECONDS = Number(process.env.OUTAGE_AFTER_SECONDS ?? 10);
const PORT = Number(process.env.OUTAGE_PORT ?? 3420);
const PG_PORT = Number(process.env.OUTAGE_PG_PORT ?? 3491);
// Longest acceptable answer while the database is down: the pool's 5 s connect timeout plus slack.
const MAX_DOWN_ANSWER_MS = 8_000;
const RECOVERY_LIMIT_SECONDS = 30;

type Phase = 'before' | 'stopping' | 'down' | 'restarting' | 'after';
const phases = ['before', 'stopping', 'down', 'restarting', 'after'] as const;
type Tally = {
  calls: number;
  ok: number;
  cleanUnavailable: number;
  status5xxOther: number;
  noAnswer: number;
  unexpected: number;
  maxMs: number;
  orders: number;
};
const newTally = (): Tally => ({
  calls: 0,
  ok: 0,
  cleanUnavailable: 0,
  status5xxOther: 0,
  noAnswer: 0,
  unexpected: 0,
  maxMs: 0,
  orders: 0,
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outage-'));
const logFile = path.join(dataDir, 'server.log');
const cluster = startPrivatePostgres({ port: PG_PORT });
let server: ProbedServer | undefined;
const problems: string[] = [];

try {
  const dbUrl = await cluster.createDatabase('shop_outage');
  generateCatalogueInto(dbUrl, dataDir, 300);
  server = startProbedServer({
    port: PORT,
    cwd: dataDir,
    logFile,
    env: shopServerEnv(dbUrl, dataDir, 'outage'),
  });
  await waitReady(server);
  const running = server;
  const pid = running.pid;

  const phaseStarts: { phase: Phase; at: number }[] = [{ phase: 'before', at: 0 }];
  const enter = (phase: Phase) => phaseStarts.push({ phase, at: performance.now() });
  const phaseAt = (at: number) => phaseStarts.findLast((p) => p.at <= at)!.phase;
  // A call sent and answered in one phase belongs to it; one that spans a change belongs to the
  // transition it saw (stopping or restarting), where either a success or a clean 503 is right.
  const phaseOf = (result: RequestResult): Phase => {
    const sent = phaseAt(result.at - result.ms);
    const answered = phaseAt(result.at);
    if (sent === answered) return sent;
    return answered === 'stopping' || answered === 'down' ? 'stopping' : 'restarting';
  };
  const tallies = Object.fromEntries(phases.map((p) => [p, newTally()])) as Record<Phase, Tally>;
  const health = Object.fromEntries(phases.map((p) => [p, newTally()])) as Record<Phase, Tally>;

  // What the server still answered from its in-memory response cache with the database down.
  const servedWhileDown: Record<string, number> = {};
  const count = (tally: Tally, result: RequestResult) => {
    if (tally === tallies.down && result.status === 200)
      servedWhileDown[result.step] = (servedWhileDown[result.step] ?? 0) + 1;
    tally.calls++;
    tally.maxMs = Math.max(tally.maxMs, result.ms);
    if (result.status === 0) tally.noAnswer++;
    else if (
      result.status === 503 &&
      result.contractBody &&
      result.detail === 'SERVICE_UNAVAILABLE'
    )
      tally.cleanUnavailable++;
    else if (result.status >= 500) tally.status5xxOther++;
    else if (!result.expected) tally.unexpected++;
    else tally.ok++;
    if (result.step === 'place order' && result.status === 201) tally.orders++;
  };

  const stopLoad = new AbortController();
  const load = runShopperWorkload({
    baseUrl: running.url,
    concurrency: CONCURRENCY,
    durationSeconds: 3600,
    signal: stopLoad.signal,
    requestTimeoutMs: 30_000,
    onResult: (result) => count(tallies[phaseOf(result)], result),
  });

  let lastHealth = 0;
  const healthPoller = (async () => {
    while (!stopLoad.signal.aborted) {
      const t0 = performance.now();
      let status = 0;
      let code: string | undefined;
      try {
        const res = await fetch(`${running.url}/api/health`, {
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        code = ((await res.json()) as { code?: string }).code;
      } catch {
        // no answer: stays 0
      }
      const now = performance.now();
      lastHealth = status;
      const result: RequestResult = {
        step: 'categories',
        status,
        ms: now - t0,
        at: now,
        expected: status === 200,
        contractBody: code !== undefined,
        detail: code,
      };
      count(health[phaseOf(result)], result);
      await sleep(250);
    }
  })();

  console.log(
    `database outage: server ${running.url} (pid ${pid}) on a private PostgreSQL :${PG_PORT}, ${CONCURRENCY} shoppers`,
  );
  await sleep(BEFORE_SECONDS * 1000);
  enter('stopping');
  const stopStarted = performance.now();
  await cluster.stop('fast');
  enter('down');
  console.log(
    `PostgreSQL stopped (pg_ctl stop -m fast took ${(performance.now() - stopStarted).toFixed(0)} ms); down for ${DOWN_SECONDS} s`,
  );
  await sleep(DOWN_SECONDS * 1000);
  enter('restarting');
  const restartAt = performance.now();
  await cluster.start();
  console.log(`PostgreSQL started again (${(performance.now() - restartAt).toFixed(0)} ms)`);
  while (lastHealth !== 200 && performance.now() - restartAt < RECOVERY_LIMIT_SECONDS * 1000) {
    await sleep(50);
  }
  const recoverySeconds = (performance.now() - restartAt) / 1000;
  enter('after');
  await sleep(AFTER_SECONDS * 1000);
  stopLoad.abort();
  const report = await load;
  await healthPoller;

  console.log(`\n${report.requests} shopper calls in ${report.seconds.toFixed(1)} s`);
  console.log(
    'phase        calls     ok  503 clean  other 5xx  no answer  unexpected  slowest   orders | health: 200  503 clean  other',
  );
  for (const name of phases) {
    const t = tallies[name];
    const h = health[name];
    console.log(
      `${name.padEnd(10)} ${String(t.calls).padStart(7)} ${String(t.ok).padStart(6)} ${String(t.cleanUnavailable).padStart(10)} ${String(t.status5xxOther).padStart(10)} ${String(t.noAnswer).padStart(10)} ${String(t.unexpected).padStart(11)} ${`${t.maxMs.toFixed(0)} ms`.padStart(8)} ${String(t.orders).padStart(8)} |${String(h.ok).padStart(12)} ${String(h.cleanUnavailable).padStart(10)} ${String(h.calls - h.ok - h.cleanUnavailable).padStart(6)}`,
    );
  }
  console.log(
    `served from the in-memory response cache while down: ${JSON.stringify(servedWhileDown)} (public catalogue reads: fresh 1 s, then stale up to 10 s)`,
  );
  console.log(
    `recovered: /api/health 200 ${recoverySeconds.toFixed(1)} s after PostgreSQL was started`,
  );
  console.log(
    `server process: ${running.exit ? `EXITED (${JSON.stringify(running.exit)})` : `still up, same pid ${pid}, never restarted`}`,
  );

  const { before, stopping, down, restarting, after } = tallies;
  if (before.calls === 0 || before.ok !== before.calls)
    problems.push('calls failed before the outage');
  if (health.before.ok === 0) problems.push('health was not 200 before the outage');
  if (health.down.cleanUnavailable === 0)
    problems.push('health never said 503 while the database was down');
  if (health.down.calls !== health.down.cleanUnavailable)
    problems.push('health gave something other than 503 while the database was down');
  if (down.cleanUnavailable === 0)
    problems.push('no call answered 503 while the database was down');
  for (const [name, t] of [
    ['stopping', stopping],
    ['down', down],
    ['restarting', restarting],
  ] as const) {
    if (t.status5xxOther > 0)
      problems.push(`${t.status5xxOther} calls answered a 5xx other than a clean 503 (${name})`);
    if (t.noAnswer > 0) problems.push(`${t.noAnswer} calls got no answer (${name})`);
    if (t.unexpected > 0)
      problems.push(`${t.unexpected} calls answered an unexpected 4xx (${name})`);
    if (t.maxMs > MAX_DOWN_ANSWER_MS)
      problems.push(`a call took ${t.maxMs.toFixed(0)} ms (${name}): a hang`);
  }
  if (lastHealth !== 200 && recoverySeconds >= RECOVERY_LIMIT_SECONDS)
    problems.push(`health not 200 within ${RECOVERY_LIMIT_SECONDS} s of the database returning`);
  if (after.calls === 0 || after.ok !== after.calls) problems.push('calls failed after recovery');
  if (after.orders === 0) problems.push('no order was placed after recovery');
  if (running.exit) problems.push('the server process exited');
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await server?.stop();
  if (problems.length > 0) {
    try {
      console.error(
        `server log (${logFile}), last lines:\n${readFileSync(logFile, 'utf8').slice(-3000)}`,
      );
    } catch {
      // no log yet
    }
  }
  cluster.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const problem of problems) console.log(`  problem: ${problem}`);
console.log(
  problems.length === 0
    ? 'database outage: 1 passed, 0 failed'
    : 'database outage: 0 passed, 1 failed',
);
process.exit(problems.length === 0 ? 0 : 1);
