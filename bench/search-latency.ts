// Search latency on the benchmark catalogue (see generate-catalogue.ts): an exact word, a typo,
// and two words, each timed end to end over HTTP on loopback, one request at a time.
import { databaseLabel } from './bench-database.ts';
import { percentile, startBenchApp } from './bench-app.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const queries = [
  ['exact word', 'romper'],
  ['typo', 'rmoper'],
  ['two words', 'muslin swaddle'],
] as const;

const { app, url } = await startBenchApp();
const listing = (await (await fetch(`${url}/api/products?limit=1`)).json()) as {
  pagination: { totalItems: number };
};
const products = listing.pagination.totalItems;
console.log(
  `search latency on ${databaseLabel()}, ${products} products, ${ROUNDS} requests per query`,
);
for (const [label, q] of queries) {
  const target = `${url}/api/products/search?q=${encodeURIComponent(q)}&limit=20`;
  for (let i = 0; i < 10; i++) await (await fetch(target)).arrayBuffer();
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const res = await fetch(target);
    const body = (await res.json()) as { pagination: { totalItems: number } };
    times.push(performance.now() - started);
    hits = body.pagination.totalItems;
  }
  times.sort((a, b) => a - b);
  const ms = (p: number) => percentile(times, p).toFixed(1);
  console.log(
    `search ${label} "${q}": ${hits} hits, p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms`,
  );
}
await app.close();
