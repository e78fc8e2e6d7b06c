// The database a benchmark runs against: DATABASE_URL (PostgreSQL) or the embedded PGlite in
// BENCH_DATA_DIR (default ./data-bench), migrated like the server does at start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';

export const benchDataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data-bench');

export async function openBenchDatabase(): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: benchDataDir,
  });
  await runMigrations(database);
  return database;
}

export const databaseLabel = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/**
 * Fills the database at `databaseUrl` with `products` generated products (generate-catalogue.ts,
 * in a process of its own), images under `dataDir`. Throws with the generator's output if it fails.
 */
export function generateCatalogueInto(databaseUrl: string, dataDir: string, products: number) {
  const generated = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('./generate-catalogue.ts', import.meta.url)), String(products)],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (generated.status !== 0 || !/Generated/.test(generated.stdout)) {
    throw new Error(`generate-catalogue failed:\n${generated.stdout}\n${generated.stderr}`);
  }
}

/** One customer per order, each order two lines of real variants: bulk SQL, not the API. */
export async function addCustomersAndOrders(database: Database, orders: number): Promise<void> {
  await database.exec(`
    insert into users (email, username, password_hash, first_name, last_name, mobile)
      select 'bench-customer-' || n || '@example.com', 'benchcustomer' || n,
             '$argon2id$v=19$m=19456,t=2,p=1$bm90LWEtcmVhbC1zYWx0$bm90LWEtcmVhbC1oYXNoLWF0LWFsbC1ub3Q',
             'Asha', 'Customer ' || n, '98450' || lpad(n::text, 5, '0')
        from generate_series(1, ${orders}) n;
    with numbered_variants as (
      select v.id, v.product_id, v.size, v.color, row_number() over (order by v.id) as n
        from product_variants v
    ), numbered_users as (
      select id, row_number() over (order by email) as n from users where user_type = 'CUSTOMER'
    ), new_orders as (
      insert into orders (order_number, user_id, delivery_status, subtotal_paise,
                          discount_total_paise, order_total_paise, ship_full_name, ship_phone,
                          ship_address_line1, ship_city, ship_state, ship_postal_code,
                          expected_delivery_date)
        select 'LSB' || lpad(u.n::text, 8, '0'), u.id,
               (array['PENDING','SHIPPED','DELIVERED'])[1 + u.n % 3]::delivery_status,
               159800, 0, 159800, 'Asha Customer', '9845012345', '14 Gulmohar Road', 'Pune',
               'Maharashtra', '411001', current_date + 5
          from numbered_users u
        returning id, order_number
    )
    insert into order_items (order_id, product_id, variant_id, product_name, product_slug, size,
                             color, quantity, price_paise)
      select o.id, v.product_id, v.id, p.name, p.slug, v.size, v.color, 1, 79900
        from new_orders o
        cross join lateral (values (0), (1)) as line(k)
        join numbered_variants v
          on v.n = 1 + ((substring(o.order_number from 4)::int * 2 + line.k)
                        % (select count(*) from product_variants))
        join products p on p.id = v.product_id;
  `);
}
