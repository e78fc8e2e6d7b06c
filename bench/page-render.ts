// Server rendering of pages the cache does not hold: the demo shop in a server process of its own,
// every product page requested once right after the start (nothing cached, neither the page nor
// the API answers it is made from), then again with a query parameter no route reads (the page
// rendered afresh from cached API answers). Prints p50, p95 and max of each, one request at a
// time, and the page's size. BENCH_PAGE_DATA_DIR reuses a seeded demo shop.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoShop } from './child-server.ts';

const dataDir =
  process.env.BENCH_PAGE_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'shop-page-render-'));
const shop = await startDemoShop(dataDir);

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

function summary(label: string, samples: { ms: number; bytes: number }[]): string {
  const sorted = samples.map((s) => s.ms).toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const bytes = Math.round(samples.reduce((sum, s) => sum + s.bytes, 0) / samples.length);
  return `pages ${label}: ${samples.length} pages, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, ${bytes} bytes of HTML on average`;
}

try {
  // The slugs come from the sitemap: asking the API for them would fill its cache.
  const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
  const slugs = [...sitemap.matchAll(/\/product\/([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const cold = [];
  for (const slug of slugs) cold.push(await timed(`${shop.url}/product/${slug}`));
  const rerendered = [];
  for (const [i, slug] of slugs.entries()) {
    rerendered.push(await timed(`${shop.url}/product/${slug}?nocache=${Date.now()}-${i}`));
  }
  console.log(summary('product page, nothing cached', cold));
  console.log(summary('product page rendered again, API answers cached', rerendered));
} finally {
  await shop.stop();
}
