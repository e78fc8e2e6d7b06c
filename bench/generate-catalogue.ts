// Generates a large catalogue (default 100,000 products, 3 to 5 size variants each, 2 images
// each from a small pool of the demo shop's pictures) for the benchmarks:
// `npm run generate -w bench -- 100000`.
// Uses DATABASE_URL, else the PGlite in BENCH_DATA_DIR. Refuses to run on a non-empty catalogue.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { products } from '../apps/server/src/db/schema.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { createDiskImageStore } from '../apps/server/src/images/image-store.ts';
import { storePreparedImage } from '../apps/server/src/images/image-pipeline.ts';
import { refreshSearchDocuments } from '../apps/server/src/catalog/search-documents.ts';
import { demoProducts } from '@shop/demo-shop/demo-catalogue';
import { demoImageFiles } from '@shop/demo-shop/demo-images';
import { benchDataDir, databaseLabel, openBenchDatabase } from './bench-database.ts';

const total = Number(process.argv[2] ?? 100_000);
// One text parameter split in SQL: drizzle would otherwise expand a JS array into a tuple.
const SEPARATOR = '\u001f';
const textArray = (values: string[]) =>
  sql`string_to_array(${values.join(SEPARATOR)}, ${SEPARATOR})`;
const BATCH = 5_000;
const adjectives = [
  'Organic',
  'Soft',
  'Cosy',
  'Festive',
  'Breezy',
  'Snuggly',
  'Classic',
  'Printed',
  'Striped',
  'Dotted',
  'Floral',
  'Muslin',
  'Knitted',
  'Quilted',
  'Cotton',
  'Linen',
  'Bamboo',
  'Fleece',
  'Embroidered',
  'Pastel',
];
const nouns = [
  'Romper',
  'Onesie',
  'Frock',
  'Kurta',
  'Jhabla',
  'T-shirt',
  'Shorts',
  'Pyjama Set',
  'Hoodie',
  'Swaddle',
  'Blanket',
  'Bib',
  'Beanie',
  'Booties',
  'Sandals',
  'Socks',
  'Mittens',
  'Teddy',
  'Rattle',
  'Pillow',
  'Cot Sheet',
  'Dungaree',
  'Lehenga',
  'Sun Hat',
  'Backpack',
];
const colours = [
  ['Blush Pink', '#F4B6C2'],
  ['Mint', '#A8E6CF'],
  ['Mustard', '#E1AD01'],
  ['Navy', '#1F3A5F'],
  ['Sky Blue', '#87CEEB'],
  ['Lavender', '#C3B1E1'],
  ['Coral', '#FF7F50'],
  ['Cream', '#FFFDD0'],
];
const sizes = ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M', '2-3Y', '3-4Y', '4-5Y', '5-6Y'];

const database = await openBenchDatabase();
const { db } = database;
const [existing] = await db.select({ n: count() }).from(products);
if ((existing?.n ?? 0) > 0) {
  console.log(`${databaseLabel()} already has ${existing!.n} products; nothing generated.`);
  await database.close();
  process.exit(0);
}
const started = Date.now();

// Categories: one per noun under a few parents, so category filters have something to do.
await db.execute(sql`insert into categories (name, slug, description) values
  ('Clothing', 'bench-clothing', ''), ('Nursery', 'bench-nursery', ''), ('Accessories', 'bench-accessories', '')
  on conflict do nothing`);
for (const [i, noun] of nouns.entries()) {
  const parent = ['bench-clothing', 'bench-nursery', 'bench-accessories'][i % 3]!;
  await db.execute(sql`insert into categories (name, slug, description, parent_id)
    select ${noun}, ${`bench-${noun.toLowerCase().replace(/[^a-z]+/g, '-')}`}, '', id from categories where slug = ${parent}
    on conflict do nothing`);
}
const categoryIds = (
  await queryRows<{ id: string }>(
    db,
    sql`select id from categories where parent_id is not null and slug like 'bench-%' order by slug`,
  )
).map((row) => row.id);

// A pool of the demo shop's pictures shared by all products (the images are not what is measured).
const store = createDiskImageStore(path.join(benchDataDir, 'media'));
const pool = [];
for (const product of demoProducts.slice(0, 12)) {
  const [front] = demoImageFiles(product);
  pool.push(
    await storePreparedImage(store, 'products', {
      full: await readFile(front!.full),
      thumb: await readFile(front!.thumb),
    }),
  );
}
console.log(
  `image pool ready (${pool.length}) after ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

for (let from = 1; from <= total; from += BATCH) {
  const to = Math.min(total, from + BATCH - 1);
  const ids = await queryRows<{ id: string }>(
    db,
    sql`
    insert into products (name, slug, description, category_id, created_at, updated_at)
    select
      (${textArray(adjectives)})[1 + i % ${adjectives.length}] || ' ' || (${textArray(nouns)})[1 + (i / 7) % ${nouns.length}] || ' ' || i,
      'bench-product-' || i,
      'A ' || lower((${textArray(adjectives)})[1 + (i / 3) % ${adjectives.length}]) || ' piece for little ones, made from breathable fabric. Style number ' || i || '.',
      (${textArray(categoryIds)}::uuid[])[1 + i % ${categoryIds.length}],
      now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval
    from generate_series(${from}::int, ${to}::int) as i
    returning id`,
  );
  await db.execute(sql`
    insert into product_variants (product_id, size, color, color_hex_code, stock, original_price_paise, discount_price_paise, position)
    select p.id,
      (${textArray(sizes)})[1 + (n + h) % ${sizes.length}],
      (${textArray(colours.map((c) => c[0]!))})[1 + h % ${colours.length}],
      (${textArray(colours.map((c) => c[1]!))})[1 + h % ${colours.length}],
      case when (h + n) % 9 = 0 then 0 else (h + n * 7) % 40 end,
      (19900 + (h % 200) * 1000 + n * 5000),
      case when h % 3 = 0 then (h % 50) * 1000 else null end,
      n
    from products p
    cross join lateral (select abs(hashtext(p.id::text)) as h) hashed
    cross join lateral generate_series(0, 2 + (h % 3)) as n
    where p.id in (select unnest(${textArray(ids.map((r) => r.id))}::uuid[]))`);
  await db.execute(sql`
    insert into product_images (product_id, full_key, thumb_key, width, height, position)
    select p.id, (${textArray(pool.map((img) => img.fullKey))})[1 + (abs(hashtext(p.id::text)) + k) % ${pool.length}],
      (${textArray(pool.map((img) => img.thumbKey))})[1 + (abs(hashtext(p.id::text)) + k) % ${pool.length}],
      ${pool[0]!.width}, ${pool[0]!.height}, k
    from products p cross join generate_series(0, 1) as k
    where p.id in (select unnest(${textArray(ids.map((r) => r.id))}::uuid[]))`);
  await refreshSearchDocuments(
    db,
    ids.map((r) => r.id),
  );
  console.log(`${to} products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
// Statistics for the planner, and the visibility map that index-only scans need (PGlite has no
// autovacuum, and this machine's PostgreSQL runs without it).
await db.execute(sql`vacuum analyze`);
console.log(
  `Generated ${total} products on ${databaseLabel()} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
