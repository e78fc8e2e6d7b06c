// A mixed shopper workload against a running shop: many virtual shoppers, each looping through
// a visit as fast as the server answers (a closed loop, no think time): the category tree,
// listing pages with random filters and sorts, a category page, searches (some with typos),
// product pages by slug; a share of them sign up, sign in, save an address, add to the cart and
// place a cash-on-delivery order. Plain fetch workers (keep-alive), because a visit is a chain of
// dependent calls with a token; every response body is read in full.
//
// Each virtual shopper sends its own X-Forwarded-For address; a server with TRUST_PROXY=127.0.0.1
// then counts rate limits per shopper, as it would for real customers behind nginx.
//
// Run on its own: BASE_URL=http://127.0.0.1:3000 WORKLOAD_SECONDS=30 npm run shoppers -w bench
import { randomUUID } from 'node:crypto';
import { percentile } from './bench-app.ts';

export type Step =
  | 'categories'
  | 'listing'
  | 'category page'
  | 'search'
  | 'product'
  | 'sign up'
  | 'sign in'
  | 'address'
  | 'cart add'
  | 'cart'
  | 'place order'
  | 'my orders';

export type RequestResult = {
  step: Step;
  /** HTTP status, or 0 when no answer came (connection error or client timeout). */
  status: number;
  ms: number;
  /** performance.now() when the answer (or the failure) came. */
  at: number;
  /** The status is one this call may legitimately answer (e.g. 409 when stock ran out). */
  expected: boolean;
  /** A non-2xx answer with the contract's `{ message, code }` body. */
  contractBody: boolean;
  /** The error's `code`, or the client-side failure. */
  detail?: string;
};

export type WorkloadOptions = {
  baseUrl: string;
  /** Virtual shoppers running at once. */
  concurrency: number;
  durationSeconds: number;
  /** Share of visits that sign up and fill a cart (0.2). */
  buyerShare?: number;
  /** Share of those buyers who then place the order (0.7). */
  orderShare?: number;
  /** A call with no answer after this long counts as a failure (15 s). */
  requestTimeoutMs?: number;
  onResult?: (result: RequestResult) => void;
  /** Stops starting new calls when aborted. */
  signal?: AbortSignal;
};

export type WorkloadReport = {
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  status5xx: number;
  /** No answer: connection refused or reset, or the client timeout. */
  failures: number;
  /** 4xx that the call should not have given. */
  unexpected: number;
  byStatus: Record<string, number>;
  /** Calls and latency per kind of call, to see which ones are slow. */
  bySteps: { step: Step; calls: number; p50: number; p99: number }[];
  visits: number;
  signUps: number;
  orders: number;
  /** Core-seconds this load generator used itself (it shares the machine with the server). */
  clientCpuSeconds: number;
  examples: string[];
};

const terms = [
  'romper',
  'onesie',
  'frock',
  'kurta',
  'jhabla',
  'hoodie',
  'swaddle',
  'blanket',
  'booties',
  'dungaree',
  'lehenga',
  'pyjama set',
  'sun hat',
  'cotton',
  'muslin',
  'organic',
  'mustard',
  'mint',
  'navy',
  'blush pink',
  'striped',
  'floral',
  'knitted',
  'bamboo',
  'cotton romper',
  'kurta festive',
];
const sorts = ['default', 'priceLowHigh', 'priceHighLow', 'newest'];
const sizes = ['0-3M', '3-6M', '6-12M', '12-18M', '2-3Y', '4-5Y'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

/** One slip of the finger: a swapped, dropped, doubled or wrong letter. */
function typo(word: string): string {
  const i = 1 + Math.floor(Math.random() * (word.length - 2));
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + word[i] + word.slice(i);
    default:
      return word.slice(0, i) + pick([...'aeiouy']) + word.slice(i + 1);
  }
}

type CategoryNode = { id: string; slug: string; subCategories?: CategoryNode[] };
type Variant = { id: string; stock: number };
type Product = { slug: string; variants: Variant[] };

const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.subCategories ?? [])]);

/**
 * The n-th shopper's own address (10.x.y.z, sent as X-Forwarded-For to a server that trusts the
 * loopback proxy): limits meant for one address sending everything do not apply to a crowd.
 */
export const shopperAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The end of a visit: a call answered something it should not have. */
class VisitAborted extends Error {}

export async function runShopperWorkload(options: WorkloadOptions): Promise<WorkloadReport> {
  const buyerShare = options.buyerShare ?? 0.2;
  const orderShare = options.orderShare ?? 0.7;
  const timeoutMs = options.requestTimeoutMs ?? 15_000;
  const run = Date.now().toString(36);
  const latencies: number[] = [];
  const stepLatencies = new Map<Step, number[]>();
  const byStatus: Record<string, number> = {};
  const examples: string[] = [];
  const report = { status5xx: 0, failures: 0, unexpected: 0, visits: 0, signUps: 0, orders: 0 };
  let shopperNumber = 0;
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;
  const over = () => performance.now() >= deadline || options.signal?.aborted === true;

  function note(result: RequestResult): void {
    latencies.push(result.ms);
    const forStep = stepLatencies.get(result.step) ?? [];
    forStep.push(result.ms);
    stepLatencies.set(result.step, forStep);
    const key = result.status === 0 ? 'no answer' : String(result.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    if (result.status === 0) report.failures++;
    else if (result.status >= 500) report.status5xx++;
    else if (!result.expected) report.unexpected++;
    if ((result.status === 0 || result.status >= 500 || !result.expected) && examples.length < 8) {
      examples.push(`${result.step}: ${key}${result.detail ? ` ${result.detail}` : ''}`);
    }
    options.onResult?.(result);
  }

  async function call<T>(
    step: Step,
    path: string,
    init: {
      ip: string;
      method?: string;
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      expect: number[];
    },
  ): Promise<{ status: number; json: T }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': init.ip,
      ...init.headers,
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const t0 = performance.now();
    let status = 0;
    let text = '';
    let detail: string | undefined;
    try {
      const res = await fetch(`${options.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
      status = res.status;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      detail = (error as Error).name === 'TimeoutError' ? 'timeout' : (cause?.code ?? 'error');
    }
    const now = performance.now();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const errorBody = json as { message?: unknown; code?: unknown } | undefined;
    const contractBody =
      status >= 400 && typeof errorBody?.message === 'string' && typeof errorBody.code === 'string';
    if (contractBody) detail = String(errorBody!.code);
    const expected = init.expect.includes(status);
    note({ step, status, ms: now - t0, at: now, expected, contractBody, detail });
    if (!expected) throw new VisitAborted();
    return { status, json: json as T };
  }

  async function visit(): Promise<void> {
    const n = ++shopperNumber;
    const ip = shopperAddress(n);
    const get = <T>(step: Step, path: string) => call<T>(step, path, { ip, expect: [200] });
    report.visits++;

    const tree = await get<{ data: CategoryNode[] }>('categories', '/api/categories');
    const categories = flatten(tree.json.data);
    const seen: Product[] = [];

    for (let page = 0; page < 2 && !over(); page++) {
      const query = new URLSearchParams({
        page: String(1 + Math.floor(Math.random() * 5)),
        limit: '20',
        sort: pick(sorts),
      });
      if (categories.length > 0 && chance(0.5)) query.set('categoryId', pick(categories).id);
      if (chance(0.3)) query.set('inStock', 'true');
      if (chance(0.25)) {
        query.set('minPrice', String(200 + Math.floor(Math.random() * 400)));
        query.set('maxPrice', String(900 + Math.floor(Math.random() * 1500)));
      }
      if (chance(0.2)) query.append('size', pick(sizes));
      const listing = await get<{ data: Product[] }>('listing', `/api/products?${query}`);
      seen.push(...listing.json.data);
    }
    if (categories.length > 0 && !over()) {
      const category = await get<{ data: Product[] }>(
        'category page',
        `/api/products/category/${pick(categories).slug}?limit=20`,
      );
      seen.push(...category.json.data);
    }
    for (let i = 0; i < 2 && !over(); i++) {
      const term = pick(terms);
      const q = chance(0.4) ? term.split(' ').map(typo).join(' ') : term;
      const found = await get<{ products: Product[] }>(
        'search',
        `/api/products/search?q=${encodeURIComponent(q)}&limit=20`,
      );
      seen.push(...found.json.products);
    }
    const viewed: Product[] = [];
    for (let i = 0; i < 2 && seen.length > 0 && !over(); i++) {
      const product = await get<{ data: Product }>(
        'product',
        `/api/products/slug/${encodeURIComponent(pick(seen).slug)}`,
      );
      viewed.push(product.json.data);
    }

    if (!chance(buyerShare) || over()) return;
    const username = `shopper-${run}-${n}`;
    const email = `${username}@shoppers.example`;
    const password = 'Shopper-pass-1';
    await call('sign up', '/api/auth/register', {
      ip,
      method: 'POST',
      body: { username, email, password, firstName: 'Load', lastName: 'Shopper' },
      expect: [201],
    });
    report.signUps++;
    const signedIn = await call<{ token: string }>('sign in', '/api/auth/login', {
      ip,
      method: 'POST',
      body: { identifier: email, password },
      expect: [200],
    });
    const token = signedIn.json.token;
    const address = await call<{ address: { id: string } }>('address', '/api/addresses', {
      ip,
      token,
      method: 'POST',
      body: {
        fullName: 'Asha Rao',
        phone: '9845012345',
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      },
      expect: [201],
    });
    const inStock = viewed.flatMap((p) => p.variants).filter((v) => v.stock > 0);
    if (inStock.length === 0 || over()) return;
    // Another shopper may take the last unit first: 409 OUT_OF_STOCK is a correct answer.
    const added = await call('cart add', '/api/cart/add', {
      ip,
      token,
      method: 'POST',
      body: { productVariantId: pick(inStock).id, quantity: 1 },
      expect: [200, 409],
    });
    await call('cart', '/api/cart', { ip, token, expect: [200] });
    if (added.status !== 200 || !chance(orderShare) || over()) return;
    const placed = await call('place order', '/api/orders/place', {
      ip,
      token,
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: { addressId: address.json.address.id, paymentMethod: 'COD' },
      expect: [201, 409],
    });
    if (placed.status === 201) report.orders++;
    await call('my orders', '/api/orders/my-orders', { ip, token, expect: [200] });
  }

  async function shopper(): Promise<void> {
    while (!over()) {
      try {
        await visit();
      } catch (error) {
        if (!(error instanceof VisitAborted)) throw error;
        // A failed call ends the visit, as it would for a person; a short pause keeps a down
        // server from being hammered by instant retries.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, shopper));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    byStatus,
    bySteps: [...stepLatencies].map(([step, times]) => {
      times.sort((a, b) => a - b);
      return { step, calls: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
    }),
    examples,
    clientCpuSeconds: (cpu.user + cpu.system) / 1e6,
    ...report,
  };
}

export function formatWorkloadReport(report: WorkloadReport): string {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  return [
    `${report.requests} requests in ${report.seconds.toFixed(1)} s = ${report.perSecond.toFixed(0)} req/s; latency p50 ${report.p50.toFixed(1)} ms, p99 ${report.p99.toFixed(1)} ms, max ${report.max.toFixed(0)} ms`,
    `${report.visits} visits, ${report.signUps} sign-ups, ${report.orders} orders placed; load generator used ${report.clientCpuSeconds.toFixed(1)} core-s`,
    `per call p50/p99 ms: ${report.bySteps.map((s) => `${s.step} ${s.p50.toFixed(0)}/${s.p99.toFixed(0)}`).join(', ')}`,
    `5xx: ${report.status5xx}, no answer: ${report.failures}, unexpected 4xx: ${report.unexpected} (statuses ${statuses})`,
    ...report.examples.map((example) => `  e.g. ${example}`),
  ].join('\n');
}

if (import.meta.main) {
  const baseUrl = process.env.BASE_URL;
  if (!baseUrl) throw new Error('Set BASE_URL, e.g. BASE_URL=http://127.0.0.1:3000');
  const result = await runShopperWorkload({
    baseUrl,
    concurrency: Number(process.env.WORKLOAD_CONCURRENCY ?? 50),
    durationSeconds: Number(process.env.WORKLOAD_SECONDS ?? 30),
  });
  console.log(formatWorkloadReport(result));
}
