// Listing throughput with autocannon (50 connections, warm-up then a measured round) on the
// benchmark catalogue: the first page, a filtered and sorted page, and the category listing.
import autocannon from 'autocannon';
import { databaseLabel } from './bench-database.ts';
import { startBenchApp } from './bench-app.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const { app, url } = await startBenchApp();
const categories = (await (await fetch(`${url}/api/categories`)).json()) as {
  data: { id: string; subCategories: { id: string; slug: string }[] }[];
};
const leaf = categories.data.flatMap((c) => c.subCategories)[0];
const targets = [
  ['first page', '/api/products?page=1&limit=20'],
  [
    'filtered + sorted',
    `/api/products?categoryId=${categories.data[0]?.id}&inStock=true&minPrice=300&maxPrice=1500&sort=priceLowHigh&limit=20`,
  ],
  ['category listing', `/api/products/category/${leaf?.slug}?limit=20`],
] as const;

const run = (path: string, duration: number) =>
  autocannon({ url: `${url}${path}`, connections: 50, duration });

console.log(`listing throughput on ${databaseLabel()}, 50 connections, ${DURATION} s each`);
for (const [label, path] of targets) {
  await run(path, 3);
  const result = await run(path, DURATION);
  console.log(
    `listing ${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}
await app.close();
