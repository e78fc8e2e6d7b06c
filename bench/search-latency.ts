// Search latency on the benchmark catalogue (see generate-catalogue.ts): an exact word, a typo,
// two words, a word of the shop's vocabulary (its synonyms searched too) and an age (the sizes
// that fit it searched too), each timed end to end over HTTP on loopback, one request at a time. The server
// keeps public catalogue answers for a second (http/response-cache.ts), so each query is timed
// twice: with a URL the cache has never seen (the database does the search every time: the
// figure the target is about) and repeated (what a popular search costs).
import { databaseLabel } from './bench-database.ts';
import { percentile, startBenchApp } from './bench-app.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const queries = [
  ['exact word', 'romper'],
  ['typo', 'rmoper'],
  ['two words', 'muslin swaddle'],
  ['synonym', 'shoes'],
  ['age', '2 years'],
] as const;

const { app, url } = await startBenchApp();
const listing = (await (await fetch(`${url}/api/products?limit=1`)).json()) as {
  pagination: { totalItems: number };
};
const products = listing.pagination.totalItems;
if (products === 0) {
  // On PGlite, `npm run api` (first in `npm run bench`) generates the catalogue it reuses.
  console.error(
    `search latency: the ${databaseLabel()} benchmark catalogue is empty; generate it first (npm run generate)`,
  );
  await app.close();
  process.exit(1);
}
console.log(
  `search latency on ${databaseLabel()}, ${products} products, ${ROUNDS} requests per query`,
);
async function timeRequests(urls: string[]): Promise<{ times: number[]; hits: number }> {
  const times: number[] = [];
  let hits = 0;
  for (const target of urls) {
    const started = performance.now();
    const res = await fetch(target);
    const body = (await res.json()) as { pagination: { totalItems: number } };
    times.push(performance.now() - started);
    hits = body.pagination.totalItems;
  }
  return { times: times.sort((a, b) => a - b), hits };
}

for (const [label, q] of queries) {
  const target = `${url}/api/products/search?q=${encodeURIComponent(q)}&limit=20`;
  // Unknown query parameters are ignored by the API but make a new cache key.
  const uncached = (run: string) =>
    Array.from({ length: ROUNDS }, (_, i) => `${target}&bench=${run}-${i}`);
  await timeRequests(uncached('warm-up').slice(0, 20));
  for (const [kind, urls] of [
    ['uncached', uncached('measured')],
    ['repeated', Array.from({ length: ROUNDS }, () => target)],
  ] as const) {
    const { times, hits } = await timeRequests(urls);
    const ms = (p: number) => percentile(times, p).toFixed(1);
    console.log(
      `search ${label} "${q}" (${kind}): ${hits} hits, p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms`,
    );
  }
}
await app.close();
