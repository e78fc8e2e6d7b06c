// Checkout under contention against any base URL: many customers order the same variant at
// once; the stock must never go below zero (oversold = units sold beyond the stock, must be 0).
// The customers, their carts and the product are written straight into the database; the
// tokens are signed with the server's JWT secret, so only the checkout goes through HTTP.
import { eq, sql } from 'drizzle-orm';
import { categories, productVariants, products, users } from '../apps/server/src/db/schema.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { createTokenService } from '../apps/server/src/auth/tokens.ts';
import { percentile } from './bench-app.ts';

export type ContentionResult = {
  customers: number;
  units: number;
  placed: number;
  refused: number;
  other: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  stockLeft: number;
  unitsSold: number;
  oversold: number;
};

export async function runCheckoutContention(options: {
  url: string;
  db: Db;
  jwtSecret: string;
  customers: number;
  units: number;
}): Promise<ContentionResult> {
  const { url, db, customers: CUSTOMERS, units: UNITS } = options;
  const { variantId, customers: prepared } = await prepareRacingCustomers({
    url,
    db,
    jwtSecret: options.jwtSecret,
    count: CUSTOMERS,
    units: UNITS,
    product: 'Contention Kurta',
  });

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
  const [left] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  const [sold] = (
    (await db.execute(
      sql`select coalesce(sum(quantity), 0)::int as units from order_items where variant_id = ${variantId}`,
    )) as unknown as { rows: { units: number }[] }
  ).rows;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const placed = results.filter((r) => r.status === 201).length;
  const refused = results.filter((r) => r.status === 409).length;
  return {
    customers: CUSTOMERS,
    units: UNITS,
    placed,
    refused,
    other: results.length - placed - refused,
    ordersPerSecond: results.length / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    stockLeft: left!.stock,
    unitsSold: sold!.units,
    // Units sold beyond the stock, and stock below zero, are both overselling.
    oversold: Math.max(0, sold!.units - UNITS, -left!.stock),
  };
}

export function formatContention(result: ContentionResult): string {
  return [
    `checkout: ${result.placed} placed, ${result.refused} refused (409), ${result.other} other; ${result.ordersPerSecond.toFixed(0)} orders/s attempted, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms`,
    `checkout oversold: ${result.oversold} units (stock left ${result.stockLeft}, units sold ${result.unitsSold})`,
  ].join('\n');
}

export type RacingCustomer = { userId: string; headers: Record<string, string>; addressId: string };

/**
 * A product with `units` in stock and `count` customers written straight into the database, each
 * with a token signed by the server's key, then an address and the product in the cart through
 * the API at `url`.
 */
export async function prepareRacingCustomers(options: {
  url: string;
  db: Db;
  jwtSecret: string;
  count: number;
  units: number;
  /** The product's name; a run suffix makes it and the customers unique. */
  product: string;
}): Promise<{ variantId: string; customers: RacingCustomer[] }> {
  const { url, db } = options;
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db
    .insert(products)
    .values({
      name: `${options.product} ${run}`,
      slug: `${options.product.toLowerCase().replaceAll(' ', '-')}-${run}`,
      categoryId: category!.id,
    })
    .returning({ id: products.id });
  const [variant] = await db
    .insert(productVariants)
    .values({
      productId: product!.id,
      size: '2-3Y',
      color: 'Mustard',
      stock: options.units,
      originalPricePaise: 129_900,
    })
    .returning({ id: productVariants.id });

  const tokens = createTokenService(options.jwtSecret, 3600);
  const passwordHash = await hashPassword('Bench-password-1');
  const shoppers = await db
    .insert(users)
    .values(
      Array.from({ length: options.count }, (_, i) => ({
        email: `c${i}-${run}@bench.example`,
        username: `c${i}-${run}`,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const customers = await Promise.all(
    shoppers.map(async ({ id }) => {
      const token = await tokens.sign({ userId: id, userType: 'CUSTOMER', tokenVersion: 0 });
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const address = await fetch(`${url}/api/addresses`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          fullName: 'Asha Rao',
          phone: '9845012345',
          addressLine1: '1 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          postalCode: '411001',
        }),
      });
      if (address.status !== 201) throw new Error(`address ${address.status}`);
      const { address: saved } = (await address.json()) as { address: { id: string } };
      const added = await fetch(`${url}/api/cart/add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productVariantId: variant!.id, quantity: 1 }),
      });
      await added.arrayBuffer();
      if (added.status !== 200) throw new Error(`cart add ${added.status}`);
      return { userId: id, headers, addressId: saved.id };
    }),
  );
  return { variantId: variant!.id, customers };
}
