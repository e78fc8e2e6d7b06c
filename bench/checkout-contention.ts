// Checkout under contention: many customers order the same variant at once. Prints orders per
// second, p99 latency and units oversold (must be 0). `BENCH_CUSTOMERS` (200) and `BENCH_UNITS` (20).
import { eq, sql } from 'drizzle-orm';
import { categories, productVariants, products, users } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { createTokenService } from '../apps/server/src/auth/tokens.ts';
import { BENCH_JWT_SECRET, percentile, startBenchApp } from './bench-app.ts';
import { databaseLabel } from './bench-database.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const UNITS = Number(process.env.BENCH_UNITS ?? 20);

const { app, url, database } = await startBenchApp({ relaxedRateLimits: true });
const { db } = database;
const run = Date.now().toString(36);

const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
const [product] = await db
  .insert(products)
  .values({
    name: `Contention Kurta ${run}`,
    slug: `contention-kurta-${run}`,
    categoryId: category!.id,
  })
  .returning({ id: products.id });
const [variant] = await db
  .insert(productVariants)
  .values({
    productId: product!.id,
    size: '2-3Y',
    color: 'Mustard',
    stock: UNITS,
    originalPricePaise: 129_900,
  })
  .returning({ id: productVariants.id });

// Customers are made directly (one password hash shared) and signed tokens: the bench measures
// checkout, not sign-up.
const tokens = createTokenService(BENCH_JWT_SECRET, 3600);
const passwordHash = await hashPassword('Bench-password-1');
const shoppers = await db
  .insert(users)
  .values(
    Array.from({ length: CUSTOMERS }, (_, i) => ({
      email: `c${i}-${run}@bench.example`,
      username: `c${i}-${run}`,
      passwordHash,
    })),
  )
  .returning({ id: users.id });
const prepared = await Promise.all(
  shoppers.map(async ({ id }) => {
    const token = await tokens.sign({ userId: id, userType: 'CUSTOMER', tokenVersion: 0 });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const address = await fetch(`${url}/api/addresses`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        addressLine1: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
      }),
    });
    const { address: saved } = (await address.json()) as { address: { id: string } };
    const added = await fetch(`${url}/api/cart/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productVariantId: variant!.id, quantity: 1 }),
    });
    if (added.status !== 200) throw new Error(`cart add ${added.status}`);
    return { headers, addressId: saved.id };
  }),
);

const started = performance.now();
const results = await Promise.all(
  prepared.map(async ({ headers, addressId }) => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/orders/place`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ addressId, paymentMethod: 'COD' }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  }),
);
const elapsed = (performance.now() - started) / 1000;
const placed = results.filter((r) => r.status === 201).length;
const refused = results.filter((r) => r.status === 409).length;
const other = results.length - placed - refused;
const [left] = await db
  .select({ stock: productVariants.stock })
  .from(productVariants)
  .where(eq(productVariants.id, variant!.id));
const [sold] = await db
  .execute(
    sql`select coalesce(sum(quantity), 0)::int as units from order_items where variant_id = ${variant!.id}`,
  )
  .then((r) => (r as unknown as { rows: { units: number }[] }).rows);
const times = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(`checkout contention on ${databaseLabel()}: ${CUSTOMERS} customers, ${UNITS} units`);
console.log(
  `checkout: ${placed} placed, ${refused} refused (409), ${other} other; ${(results.length / elapsed).toFixed(0)} orders/s attempted, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
);
console.log(
  `checkout oversold: ${Math.max(0, sold!.units - UNITS)} units (stock left ${left!.stock}, units sold ${sold!.units})`,
);
await app.close();
