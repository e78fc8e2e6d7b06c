// Checkout under contention: many customers order the same variant at once. Prints orders per
// second, p99 latency and units oversold (must be 0). `BENCH_CUSTOMERS` (200) and `BENCH_UNITS` (20).
import { BENCH_JWT_SECRET, startBenchApp } from './bench-app.ts';
import { databaseLabel } from './bench-database.ts';
import { formatContention, runCheckoutContention } from './contention-check.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const UNITS = Number(process.env.BENCH_UNITS ?? 20);

const { app, url, database } = await startBenchApp({ relaxedRateLimits: true });
const result = await runCheckoutContention({
  url,
  db: database.db,
  jwtSecret: BENCH_JWT_SECRET,
  customers: CUSTOMERS,
  units: UNITS,
});
console.log(`checkout contention on ${databaseLabel()}: ${CUSTOMERS} customers, ${UNITS} units`);
console.log(formatContention(result));
await app.close();
