import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/**
 * Every table's row count, the total stock and the company row: what a refused call must leave
 * exactly as it was. Compared as text, so a test failure shows what moved.
 */
export async function shopState(db: Db): Promise<string> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from users) as users, (select count(*) from categories) as categories,
      (select count(*) from products) as products, (select count(*) from product_variants) as variants,
      (select coalesce(sum(stock), 0) from product_variants) as stock,
      (select count(*) from product_images) as images, (select count(*) from cart_items) as cart_items,
      (select coalesce(sum(quantity), 0) from cart_items) as cart_quantity,
      (select count(*) from wishlist_items) as wishlist_items, (select count(*) from addresses) as addresses,
      (select count(*) from orders) as orders, (select count(*) from order_items) as order_items,
      (select count(*) from legal_pages) as legal_pages, (select count(*) from company) as company,
      (select string_agg(coalesce(logo_key, '-'), ',') from company) as logo`,
  );
  return JSON.stringify(row);
}

/** Every file under a folder (the image store's), as relative paths. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.slice(dir.length + 1))
      .sort();
  } catch {
    return [];
  }
}
