// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the demo shop served by
// the real server, on /, /shop, a product page and /about: the median of three runs of each figure.
// Needs the web build (`npm run build`). The demo shop is seeded into a fresh DATA_DIR (a few
// seconds), or BENCH_LIGHTHOUSE_DATA_DIR to reuse one.
// CHROME_PATH picks the browser (Debian's /usr/bin/chromium by default); BENCH_LIGHTHOUSE_RUNS (3).
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoShop } from './child-server.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 95, accessibility: 95, bestPractices: 95, seo: 95 };
const LIMITS = { lcpMs: 2000, tbtMs: 150, cls: 0.02 };
const webBuild = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
if (!existsSync(webBuild)) throw new Error('No web build: run `npm run build` first.');

// The same flags as the e2e browser (e2e/playwright.config.ts): keep Chromium off the network.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataDir =
  process.env.BENCH_LIGHTHOUSE_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
const shop = await startDemoShop(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
});

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

async function audit(url: string, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const failure = result.lhr.runtimeError;
  if (failure) {
    // On a busy machine Chromium now and then records no first paint or no navigation start
    // (NO_FCP, NO_NAVSTART); another run of the same page is the usual cure.
    if (attempt < 3) return audit(url, attempt + 1);
    throw new Error(`${url}: ${failure.code} ${failure.message}`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const listing = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as {
    data: { slug: string }[];
  };
  const pages = ['/', '/shop', `/product/${listing.data[0]!.slug}`, '/about'];
  console.log(`lighthouse: mobile preset, median of ${RUNS} runs, headless Chromium`);
  for (const page of pages) {
    const runs: Figures[] = [];
    try {
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${shop.url}${page}`));
    } catch (error) {
      console.log(`lighthouse ${page}: FAILED (${(error as Error).message})`);
      process.exitCode = 1;
      continue;
    }
    const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
    const missed = [
      ...Object.entries(TARGETS)
        .filter(([key, target]) => m(key as keyof Figures) < target)
        .map(([key, target]) => `${key} < ${target}`),
      ...Object.entries(LIMITS)
        .filter(([key, limit]) => m(key as keyof Figures) > limit)
        .map(([key, limit]) => `${key} > ${limit}`),
    ];
    console.log(
      `lighthouse ${page}: performance ${m('performance')}, accessibility ${m('accessibility')}, best practices ${m('bestPractices')}, SEO ${m('seo')}, LCP ${(m('lcpMs') / 1000).toFixed(2)} s, TBT ${m('tbtMs').toFixed(0)} ms, CLS ${m('cls').toFixed(3)} (targets: ${missed.length ? `NOT met: ${missed.join(', ')}` : 'all met'}; performance per run: ${runs.map((run) => run.performance).join('/')})`,
    );
  }
} finally {
  chrome.kill();
  await shop.stop();
}
