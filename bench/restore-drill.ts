// Restore drill: fill a shop through its API (an admin's product with uploaded images, customers,
// orders), take `npm run backup` while a burst of orders is running, restore the file into a
// fresh DATA_DIR (and, on PostgreSQL, a fresh database) with `npm run restore -- <file>`, start
// the server on it and check: every order answered 201 before the backup began is there and
// whole, stock + units sold = the starting stock per variant, the image serves the same bytes,
// and a customer and the admin can sign in. The embedded database first, then PostgreSQL when
// 127.0.0.1:5432 answers (RESTORE_DATABASE_ADMIN_URL to use another). Exits 1 on any violation.
//   npm run restore-drill -w bench
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from './child-server.ts';
import {
  checkOrdersPresent,
  checkOrdersWhole,
  checkStockBalance,
  withEmbeddedDatabase,
  type CrashVariant,
  type SqlClient,
} from './order-drills.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const adminUrl =
  process.env.RESTORE_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = 20;
// Enough that the orders during a slow backup never run out of it.
const START_STOCK = 100_000;
const ADMIN = { email: 'restore-admin@example.com', password: 'Restore-admin-pass-1' };
const CUSTOMER_PASSWORD = 'Restore-customer-pass-1';
const pictures = ['festive-brocade-frock-0-full.webp', 'festive-brocade-frock-1-full.webp'].map(
  (name) => readFileSync(new URL(`../packages/demo-shop/images/${name}`, import.meta.url)),
);

/** Where a shop lives: its DATA_DIR, and its PostgreSQL database unless embedded. */
type Place = { dataDir: string; databaseUrl?: string };
type Customer = { email: string; token: string; addressId: string; ip: string };
type PlacedOrder = { id: string; answeredAt: number };

class Api {
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  async call<T>(
    method: string,
    url: string,
    options: { token?: string; ip?: string; body?: unknown; form?: FormData; expect?: number } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // The server trusts the loopback proxy (TRUST_PROXY), so each customer counts as one client.
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    if (method === 'POST' && url === '/api/orders/place') headers['idempotency-key'] = randomUUID();
    let body: FormData | string | undefined = options.form;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.base}${url}`, { method, headers, body });
    const text = await response.text();
    if (response.status !== (options.expect ?? 200)) {
      throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async signIn(identifier: string, password: string, ip?: string): Promise<string> {
    const { token } = await this.call<{ token: string }>('POST', '/api/auth/login', {
      ip,
      body: { identifier, password },
    });
    return token;
  }
}

function serverEnv(place: Place, extra: Record<string, string> = {}) {
  return {
    HOST: '127.0.0.1',
    DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl,
    SEED_DEMO: 'false',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: undefined,
    ...extra,
  };
}

/** `npm run <script>` at the repository root; its stdout, or an error with its output. */
async function npmRun(args: string[], place: Place, extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: place.dataDir, ...extra };
  delete env.DATABASE_URL;
  if (place.databaseUrl) env.DATABASE_URL = place.databaseUrl;
  const child = spawn('npm', ['run', '--silent', ...args], { cwd: repoRoot, env });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run ${args.join(' ')} exited with ${code}:\n${out}${err}`);
  return out;
}

/** The admin's product (two variants, two uploaded pictures) and the customers with addresses. */
async function fillShop(api: Api) {
  const admin = await api.signIn(ADMIN.email, ADMIN.password);
  const { data: category } = await api.call<{ data: { id: string } }>('POST', '/api/categories', {
    token: admin,
    body: { name: 'Restore Frocks' },
    expect: 201,
  });
  const form = new FormData();
  form.append('productName', 'Restore Drill Frock');
  form.append('categoryId', category.id);
  form.append('description', 'Made by the restore drill.');
  form.append(
    'productVariants',
    JSON.stringify(
      ['2-3Y', '3-4Y'].map((size) => ({
        size,
        color: 'Blush Pink',
        colorHexCode: '#F4B6C2',
        stock: START_STOCK,
        originalPrice: 799,
        discountPrice: null,
      })),
    ),
  );
  for (const picture of pictures) {
    form.append('images', new Blob([picture], { type: 'image/webp' }), 'frock.webp');
  }
  const { data: product } = await api.call<{
    data: { variants: { id: string }[]; images: { url: string }[] };
  }>('POST', '/api/products', { token: admin, form, expect: 201 });

  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const ip = `10.9.0.${i + 1}`;
    const email = `restore-${i}@example.com`;
    await api.call('POST', '/api/auth/register', {
      ip,
      body: {
        username: `restore${i}`,
        email,
        password: CUSTOMER_PASSWORD,
        firstName: 'Asha',
        lastName: 'Rao',
      },
      expect: 201,
    });
    const token = await api.signIn(email, CUSTOMER_PASSWORD, ip);
    const { address } = await api.call<{ address: { id: string } }>('POST', '/api/addresses', {
      token,
      ip,
      body: {
        fullName: 'Asha Rao',
        phone: '9845012345',
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      },
      expect: 201,
    });
    customers.push({ email, token, addressId: address.id, ip });
  }
  const variants: CrashVariant[] = product.variants.map((v) => ({
    id: v.id,
    startStock: START_STOCK,
  }));
  return { variants, imageUrl: product.images[0]!.url, customers };
}

/** One order: a unit of a variant into the cart, then checkout. */
async function order(api: Api, customer: Customer, variantId: string): Promise<PlacedOrder> {
  await api.call('POST', '/api/cart/add', {
    token: customer.token,
    ip: customer.ip,
    body: { productVariantId: variantId, quantity: 1 },
  });
  const { order: placed } = await api.call<{ order: { id: string } }>('POST', '/api/orders/place', {
    token: customer.token,
    ip: customer.ip,
    body: { addressId: customer.addressId, paymentMethod: 'COD' },
    expect: 201,
  });
  return { id: placed.id, answeredAt: performance.now() };
}

async function fetchBytes(url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The drill on one shape; returns how many checks failed. */
async function drill(label: string, source: Place, target: Place): Promise<number> {
  console.log(`\n${label}`);
  const backupDir = mkdtempSync(path.join(os.tmpdir(), 'shop-restore-backups-'));
  let server: ServerProcess | undefined = await startServerProcess({
    label: `${label} source`,
    // The embedded server makes the backup itself (asked over its control socket): BACKUP_DIR here.
    env: serverEnv(source, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BACKUP_DIR: backupDir,
    }),
    readyPath: '/api/ready',
  });
  try {
    const api = new Api(server.url);
    const shop = await fillShop(api);
    const image = await fetchBytes(`${server.url}${shop.imageUrl}`);
    const variantOf = (i: number) => shop.variants[i % shop.variants.length]!.id;
    const placed: PlacedOrder[] = [];
    for (const [i, customer] of shop.customers.entries()) {
      placed.push(await order(api, customer, variantOf(i)));
    }

    // Every customer keeps ordering until the backup is written.
    let backupDone = false;
    const burst = Promise.all(
      shop.customers.map(async (customer, i) => {
        while (!backupDone) placed.push(await order(api, customer, variantOf(i)));
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
    const backupStarted = performance.now();
    let backupSeconds = 0;
    const backup = npmRun(['backup'], source, { BACKUP_DIR: backupDir }).finally(() => {
      backupDone = true;
      backupSeconds = (performance.now() - backupStarted) / 1000;
    });
    // Both settle before anything else happens, whichever fails.
    const [backupOutput] = await Promise.all([backup, burst]);
    const file = /^Backup written: (.+) \(([^)]*)\)$/m.exec(backupOutput)?.[1];
    if (!file) throw new Error(`npm run backup did not say where it wrote:\n${backupOutput}`);
    const beforeBackup = placed.filter((o) => o.answeredAt < backupStarted).map((o) => o.id);
    console.log(
      `  backup while ordering: ${backupSeconds.toFixed(1)} s, ${(statSync(file).size / 1024 / 1024).toFixed(2)} MB; ${beforeBackup.length} orders answered before it began, ${placed.length - beforeBackup.length} while it ran`,
    );
    await server.stop();
    server = undefined;

    const restoreStarted = performance.now();
    await npmRun(['restore', '--', file], target);
    const restoreSeconds = (performance.now() - restoreStarted) / 1000;
    const startedAt = performance.now();
    server = await startServerProcess({
      label: `${label} restored`,
      env: serverEnv(target),
      readyPath: '/api/ready',
    });
    console.log(
      `  restore: ${restoreSeconds.toFixed(1)} s; the server on it ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );

    let violations = 0;
    const restoredImage = await fetchBytes(`${server.url}${shop.imageUrl}`);
    const sameImage = restoredImage.status === 200 && restoredImage.bytes.equals(image.bytes);
    console.log(`  the uploaded image: ${restoredImage.status}, same bytes: ${sameImage}`);
    if (!sameImage) violations++;
    const restoredApi = new Api(server.url);
    for (const [who, signIn] of [
      ['admin', () => restoredApi.signIn(ADMIN.email, ADMIN.password)],
      [
        'customer',
        () => restoredApi.signIn(shop.customers[0]!.email, CUSTOMER_PASSWORD, '10.9.1.1'),
      ],
    ] as const) {
      const result = await signIn().then(
        () => 'works',
        (error: Error) => error.message,
      );
      console.log(`  sign-in of the ${who}: ${result}`);
      if (result !== 'works') violations++;
    }
    const check = async (sql: SqlClient) =>
      (await checkOrdersPresent(sql, beforeBackup)) +
      (await checkOrdersWhole(sql)) +
      (await checkStockBalance(sql, shop.variants));
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      violations += await check(client).finally(() => client.end());
    } else {
      await server.stop();
      server = undefined;
      violations += await withEmbeddedDatabase(target.dataDir, check);
    }
    return violations;
  } finally {
    await server?.stop();
    rmSync(backupDir, { recursive: true, force: true });
  }
}

function postgresAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname);
    socket.setTimeout(3000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
let failed = 0;
try {
  failed += await drill(
    'embedded (PGlite)',
    { dataDir: path.join(tmp, 'embedded-source') },
    { dataDir: path.join(tmp, 'embedded-restored') },
  );
} catch (error) {
  console.log(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
  failed++;
}
if (await postgresAnswers(adminUrl)) {
  const names = [`shop_restore_source_${process.pid}`, `shop_restore_target_${process.pid}`];
  const [source, target] = names.map((name) =>
    Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
  );
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    failed += await drill(
      'PostgreSQL',
      { dataDir: path.join(tmp, 'postgres-source'), databaseUrl: source },
      { dataDir: path.join(tmp, 'postgres-restored'), databaseUrl: target },
    );
  } catch (error) {
    console.log(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
    failed++;
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log(`\nPostgreSQL at ${new URL(adminUrl).host} does not answer: skipped`);
}
rmSync(tmp, { recursive: true, force: true });
console.log(failed === 0 ? '\nrestore drill: passed' : `\nrestore drill: FAILED (${failed})`);
process.exit(failed === 0 ? 0 : 1);
