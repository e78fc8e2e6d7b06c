// Fault drill: the disk under DATA_DIR fills up. The shop (embedded database) runs on a tmpfs of
// its own, made and removed here (as root). Customers order, the owner adds products with
// photos and visitors browse, while a file grows until the disk is full. Then, for a while, the
// disk stays full; then the file is deleted.
// Checks: no answer is ever a 500; a write the shop could not complete is a 503 with the
// contract's body ("The shop cannot save right now…"); the health check says the disk is full
// and the dashboard warns; a backup asked for meanwhile refuses to start ("Not enough free
// space") and leaves no file; once there is room, the same process takes orders again (the
// embedded database reopened in place if it had stopped). At the end, with the server stopped:
// every order answered 201 is there and whole, stock + sold = the starting stock, each
// customer's cart was fully ordered (after retries with the same Idempotency-Key) or left
// untouched, every product's photos are whole WebP files and no photo is left without its
// product. Exits 1 on any violation.
//   npm run disk-full -w bench     (as root; DISK_FULL_SIZE_MB, default 400;
//                                   DISK_FULL_CUSTOMERS, default 240)
import { execFile, execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { DISK_FULL_MESSAGE, measureDiskSpace } from '../apps/server/src/disk/disk-space.ts';
import { freePort } from './child-server.ts';
import {
  CRASH_JWT_SECRET,
  checkCrashInvariants,
  seedCrashShop,
  withEmbeddedDatabase,
  type CrashCustomer,
} from './order-drills.ts';
import { startProbedServer, waitReady, type ProbedServer } from './probed-server.ts';
import { waitForAnswer } from './wait-for-answer.ts';
import { shopperAddress } from './shopper-workload.ts';

const SIZE_MB = Number(process.env.DISK_FULL_SIZE_MB ?? 400);
const CUSTOMERS = Number(process.env.DISK_FULL_CUSTOMERS ?? 240);
const START_STOCK = 2_000;
/** How fast the disk fills: a log or an upload folder growing, not a single huge write. */
const FILL_MB_PER_S = 24;
const SECONDS_WITH_ROOM = 5;
const SECONDS_FULL = 10;
const ADMIN = { email: 'disk-admin@example.com', password: 'Disk-admin-pass-1' };
/** What a 503 may say: the disk's own words, or a database stopped and reopening. */
const UNAVAILABLE_MESSAGES = new Set([
  DISK_FULL_MESSAGE,
  'The shop is briefly unavailable. Please try again in a moment.',
]);
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

if (process.getuid?.() !== 0) {
  console.log('disk-full drill: run it as root, to mount a small filesystem of its own (tmpfs)');
  process.exit(1);
}

const problems: string[] = [];
const problem = (text: string) => {
  if (problems.length < 50) console.log(`  VIOLATION: ${text}`);
  problems.push(text);
};

const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'shop-disk-full-'));
execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m,mode=0700`, 'tmpfs', mountPoint]);
const dataDir = path.join(mountPoint, 'data');
const filler = path.join(mountPoint, 'filler');
const serverLog = path.join(os.tmpdir(), `shop-disk-full-${process.pid}.log`);
let server: ProbedServer | undefined;

const freeBytes = () => measureDiskSpace(mountPoint)?.freeBytes ?? 0;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Tallies of the answers of one kind of request, by status. */
class Tally {
  readonly byStatus = new Map<string, number>();
  add(status: number | string): void {
    this.byStatus.set(String(status), (this.byStatus.get(String(status)) ?? 0) + 1);
  }
  toString(): string {
    return [...this.byStatus].map(([status, count]) => `${count}× ${status}`).join(', ') || '-';
  }
}

type Phase = 'room' | 'filling' | 'full' | 'freed';
const phases = ['room', 'filling', 'full', 'freed'] as const;
let phase: Phase = 'room';
/**
 * gradual: the disk fills at FILL_MB_PER_S, and the shop stops writes before it is full.
 * sudden: it fills at once (another program's huge file), under writes already under way.
 */
type Round = 'gradual' | 'sudden';
let round: Round = 'gradual';
const newTallies = () => ({
  orders: Object.fromEntries(phases.map((p) => [p, new Tally()])) as Record<Phase, Tally>,
  photos: Object.fromEntries(phases.map((p) => [p, new Tally()])) as Record<Phase, Tally>,
  reads: Object.fromEntries(phases.map((p) => [p, new Tally()])) as Record<Phase, Tally>,
});
let tallies = newTallies();
/** Reads answered 503 because the embedded database had stopped and was reopening. */
let readsRefused = 0;

/**
 * A failure's status and body, read once. A 5xx must be the contract's 503 with one of the
 * expected messages; anything else (a 500 above all) is a violation.
 */
async function readFailure(what: string, response: Response): Promise<string> {
  const text = await response.text();
  if (response.status < 500) return text;
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: a violation below
  }
  if (
    response.status !== 503 ||
    body.code !== 'SERVICE_UNAVAILABLE' ||
    !UNAVAILABLE_MESSAGES.has(body.message ?? '')
  ) {
    problem(`${what} answered ${response.status} ${text.slice(0, 300)}`);
  }
  return text;
}

let stopping = false;
const createdOrderIds: string[] = [];
let firstOrderAfterFree: number | undefined;
let freedAt = 0;

/** One customer's order, sent again with the same key after a 503 until it lands. */
async function orderUntilPlaced(customer: CrashCustomer, index: number): Promise<void> {
  const key = `disk-full-${index}`;
  for (;;) {
    const response = await fetch(`${server!.url}/api/orders/place`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
        'x-forwarded-for': shopperAddress(index),
      },
      body: JSON.stringify({ addressId: customer.addressId, paymentMethod: 'COD' }),
    });
    tallies.orders[phase].add(response.status);
    if (response.status === 201) {
      const { order } = (await response.json()) as { order: { id: string } };
      createdOrderIds.push(order.id);
      if (phase === 'freed') firstOrderAfterFree ??= (performance.now() - freedAt) / 1000;
      return;
    }
    const said = await readFailure(`order of customer ${index}`, response);
    if (response.status !== 503) {
      problem(`order of customer ${index}: ${response.status} ${said.slice(0, 300)}`);
      return;
    }
    await sleep(500);
  }
}

async function shopper(queue: { customer: CrashCustomer; index: number }[]): Promise<void> {
  for (let next = queue.shift(); next; next = queue.shift()) {
    await orderUntilPlaced(next.customer, next.index);
    await sleep(250);
  }
}

/** A photo as a phone takes it: noisy, so it stays big once stored as WebP. */
function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 1200,
      channels: 3,
      background: { r: (seed * 37) % 256, g: 160, b: 120 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const productsMade: string[] = [];
async function owner(token: string, categoryId: string): Promise<void> {
  for (let n = 1; !stopping; n++) {
    const form = new FormData();
    form.append('productName', `Disk drill frock ${n}`);
    form.append('categoryId', categoryId);
    form.append('description', 'A cotton frock with two photos.');
    form.append(
      'productVariants',
      JSON.stringify([{ size: '2-3Y', color: 'Peach', originalPrice: 699, stock: 5 }]),
    );
    for (const seed of [n * 2, n * 2 + 1]) {
      form.append('images', new Blob([await photo(seed)], { type: 'image/jpeg' }), 'frock.jpg');
    }
    const at = phase;
    const response = await fetch(`${server!.url}/api/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    tallies.photos[at].add(response.status);
    if (response.status === 201) {
      productsMade.push(((await response.json()) as { data: { id: string } }).data.id);
    } else {
      const said = await readFailure(`product with photos ${n}`, response);
      if (response.status !== 503)
        problem(`product ${n}: ${response.status} ${said.slice(0, 300)}`);
    }
    await sleep(400);
  }
}

async function visitor(): Promise<void> {
  const paths = ['/api/products?limit=20', '/api/categories', '/shop', '/'];
  for (let n = 0; !stopping; n++) {
    const at = phase;
    const url = `${server!.url}${paths[n % paths.length]}`;
    const response = await fetch(url);
    if (response.status === 200) await response.arrayBuffer();
    tallies.reads[at].add(response.status);
    if (response.status === 503 && round === 'sudden') {
      // Allowed only while the embedded database reopens: checked when the round ends.
      await readFailure(`read ${url}`, response);
      readsRefused++;
    } else if (response.status !== 200) {
      problem(`read ${url} in the ${round} round, phase "${at}": ${response.status}`);
    }
    await sleep(150);
  }
}

/** Grows the filler file at `mbPerS` (or as fast as it can) until the disk refuses a byte. */
async function fillTheDisk(mbPerS: number): Promise<void> {
  const out = createWriteStream(filler);
  // ENOSPC comes to the write's callback; the stream's 'error' event must not end the drill.
  out.on('error', () => {});
  const chunk = Buffer.alloc(1024 * 1024, 0x5a);
  const write = (data: Buffer) =>
    new Promise<boolean>((resolve) =>
      out.write(data, (error) =>
        resolve(!error || (error as NodeJS.ErrnoException).code !== 'ENOSPC'),
      ),
    );
  while (await write(chunk)) if (Number.isFinite(mbPerS)) await sleep(1000 / mbPerS);
  // The last crumbs, a page at a time.
  const page = chunk.subarray(0, 4096);
  const rest = createWriteStream(filler, { flags: 'a' });
  rest.on('error', () => {});
  out.destroy();
  for (let room = true; room;) {
    room = await new Promise<boolean>((resolve) => rest.write(page, (error) => resolve(!error)));
  }
  rest.destroy();
}

async function json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as T };
}

/** While full: the health check, the dashboard and a backup say so. */
async function checkWhileFull(): Promise<void> {
  // Signing in still works (one small row), so the owner reaches the dashboard that warns.
  const login = await json<{ token?: string }>(`${server!.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
  });
  console.log(`  the owner signs in: ${login.status}`);
  if (login.status !== 200) problem(`signing in answered ${login.status} on a full disk`);
  const token = login.body.token ?? '';
  const health = await json<{ message?: string }>(`${server!.url}/api/health`);
  console.log(`  GET /api/health: ${health.status} ${health.body.message ?? ''}`);
  if (health.status !== 503 || !/is full/.test(health.body.message ?? '')) {
    problem('the health check does not say the disk is full');
  }
  const dashboard = await json<{ data: { disk: { state: string; freeBytes: number } | null } }>(
    `${server!.url}/api/admin/dashboard`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  console.log(
    `  dashboard: ${dashboard.status}, disk ${dashboard.body.data?.disk?.state} (${mb(dashboard.body.data?.disk?.freeBytes ?? 0)} free)`,
  );
  if (dashboard.body.data?.disk?.state !== 'full') problem('the dashboard does not warn');
  const asked = await fetch(`${server!.url}/api/admin/backups`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(`  POST /api/admin/backups: ${asked.status}`);
  await readFailure('POST /api/admin/backups', asked);
  if (asked.status !== 503) problem(`a backup over HTTP answered ${asked.status} on a full disk`);
  // `npm run backup` goes to the shop's control socket, past HTTP: the backup engine itself,
  // as the automatic backups use it.
  const command = await promisify(execFile)(
    process.execPath,
    [path.join(repositoryRoot, 'apps/server/src/backups/backup-command.ts')],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, cwd: repositoryRoot },
  ).then(
    () => ({ ok: true, said: '' }),
    (error: { stderr?: string; stdout?: string }) => ({
      ok: false,
      said: `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').at(-1) ?? '',
    }),
  );
  console.log(`  npm run backup: ${command.ok ? 'made a backup' : `refused: ${command.said}`}`);
  if (command.ok || !/Not enough free space for a backup/.test(command.said)) {
    problem('the backup engine did not refuse to start on a full disk');
  }
}

try {
  // The shop: migrated, and customers with carts, before the server starts.
  const migrated = await openDatabase({ databaseUrl: undefined, dataDir });
  await runMigrations(migrated);
  await migrated.close();
  const shop = await withEmbeddedDatabase(dataDir, (sql) =>
    seedCrashShop(sql, { tag: 'disk', customers: 2 * CUSTOMERS, startStock: START_STOCK }),
  );
  const categoryId = await withEmbeddedDatabase(dataDir, async (sql) => {
    const { rows } = await sql.query(`select category_id from products limit 1`);
    return String(rows[0]!.category_id);
  });

  server = startProbedServer({
    port: await freePort(),
    logFile: serverLog,
    cwd: repositoryRoot,
    env: {
      DATA_DIR: dataDir,
      JWT_SECRET: CRASH_JWT_SECRET,
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BACKUP_AT: 'off',
    },
  });
  await waitReady(server);
  const serverPid = server.pid;
  const login = await json<{ token: string }>(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
  });
  const token = login.body.token;
  const backup = await json<{ file: string; sizeBytes: number }>(
    `${server.url}/api/admin/backups`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` } },
  );
  if (backup.status !== 200) throw new Error(`the first backup answered ${backup.status}`);
  console.log(
    `tmpfs of ${SIZE_MB} MB at ${mountPoint}: ${mb(freeBytes())} free with the shop in it; a first backup of ${mb(backup.body.sizeBytes)}`,
  );

  const playRound = async (customers: CrashCustomer[], offset: number) => {
    phase = 'room';
    stopping = false;
    tallies = newTallies();
    firstOrderAfterFree = undefined;
    readsRefused = 0;
    const queue = customers.map((customer, i) => ({ customer, index: offset + i }));
    const shoppers = Promise.all([shopper(queue), shopper(queue), shopper(queue)]);
    const others = Promise.all([owner(token, categoryId), visitor()]);

    await sleep(SECONDS_WITH_ROOM * 1000);
    phase = 'filling';
    const fillStarted = performance.now();
    const rate = round === 'gradual' ? FILL_MB_PER_S : Infinity;
    await fillTheDisk(rate);
    console.log(
      `  the disk filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s${round === 'gradual' ? ` at ${rate} MB/s` : ''}; ${freeBytes()} bytes free`,
    );
    phase = 'full';
    await sleep(2_000);
    if (round === 'gradual') await checkWhileFull();
    await sleep((SECONDS_FULL - 2) * 1000);

    rmSync(filler);
    freedAt = performance.now();
    phase = 'freed';
    console.log(`  the file deleted: ${mb(freeBytes())} free`);
    // The health check reads the disk at most once a second: it turns 200 again by itself.
    await waitForAnswer(`${server!.url}/api/health`, {
      child: server!.child,
      timeoutMs: 60_000,
      intervalMs: 100,
      name: 'the health check after space was freed',
    });
    console.log(
      `  GET /api/health: 200 after ${((performance.now() - freedAt) / 1000).toFixed(1)} s`,
    );
    await shoppers;
    stopping = true;
    await others;
    const firstOrder = firstOrderAfterFree as number | undefined;
    console.log(
      `  first order after the space was freed: ${firstOrder === undefined ? 'none' : `${firstOrder.toFixed(1)} s`}; every customer has ordered`,
    );
    for (const kind of ['orders', 'photos', 'reads'] as const) {
      console.log(
        `  ${kind.padEnd(6)}  ${phases.map((p) => `${p}: ${tallies[kind][p]}`).join(' | ')}`,
      );
    }
  };

  const stops = () =>
    readFileSync(serverLog, 'utf8').split('the embedded database is open again').length - 1;
  const rounds = [
    { name: 'gradual', customers: shop.customers.slice(0, CUSTOMERS) },
    { name: 'sudden', customers: shop.customers.slice(CUSTOMERS) },
  ] as const;
  for (const [i, { name, customers }] of rounds.entries()) {
    round = name;
    const stopsBefore = stops();
    console.log(
      `${name} round: ${CUSTOMERS} customers order, the owner adds photos, visitors browse`,
    );
    await playRound(customers, i * CUSTOMERS);
    const reopened = stops() - stopsBefore;
    console.log(
      `  the embedded database stopped and reopened in place: ${reopened > 0 ? `yes (${reopened}×)` : 'no: the writes stopped in time'}; reads answered 503 meanwhile: ${readsRefused}`,
    );
    if (readsRefused > 0 && reopened === 0) problem('reads were refused with the database open');
  }
  if (server.exit || server.pid !== serverPid) problem('the server did not go on by itself');
  await server.stop();

  // After: nothing lost, nothing half-written.
  const leftovers = readdirSync(path.join(dataDir, 'backups')).filter(
    (name) => !/^shop-backup-.+\.tar\.gz$/.test(name),
  );
  console.log(`  files in the backups folder that are not whole backups: ${leftovers.length}`);
  if (leftovers.length > 0) problem(`half-written backup files: ${leftovers.join(', ')}`);
  const broken = await withEmbeddedDatabase(dataDir, async (sql) => {
    let count = await checkCrashInvariants(sql, {
      variants: [shop.variant],
      customers: shop.customers,
      createdOrderIds,
    });
    const { rows } = await sql.query(`select full_key, thumb_key from product_images`);
    const keys = new Set(rows.flatMap((row) => [String(row.full_key), String(row.thumb_key)]));
    const mediaDir = path.join(dataDir, 'media');
    const files = readdirSync(mediaDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)));
    const orphans = files.filter((file) => !keys.has(file));
    // libvips keeps the files it read open in its cache, and the filesystem could not be unmounted.
    sharp.cache(false);
    let unreadable = 0;
    for (const key of keys) {
      const meta = await sharp(path.join(mediaDir, key))
        .metadata()
        .catch(() => undefined);
      if (meta?.format !== 'webp') unreadable++;
    }
    console.log(
      `  photos: ${keys.size} files of ${rows.length} product photos, ${unreadable} missing or not whole WebP, ${orphans.length} without a product`,
    );
    count += unreadable + orphans.length;
    return count;
  });
  if (broken > 0) problem(`${broken} broken invariants after the drill`);
} catch (error) {
  problem(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  stopping = true;
  await server?.stop().catch(() => {});
  execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.log(`the server's log (${serverLog}), its end:`);
  console.log(readFileSync(serverLog, 'utf8').slice(-4000));
} else {
  rmSync(serverLog, { force: true });
}
console.log(
  problems.length === 0
    ? 'disk-full drill: passed'
    : `disk-full drill: FAILED, ${problems.length} violations`,
);
process.exit(problems.length === 0 ? 0 : 1);
