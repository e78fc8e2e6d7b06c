import { sql, type SQL } from 'drizzle-orm';
import type { AdminProductsQuery, Product } from '@shop/contracts/catalog';
import type { Pagination } from '@shop/contracts/common';
import { LOW_STOCK_THRESHOLD } from '@shop/contracts/dashboard';
import { queryRows, type Db } from '../db/client.ts';
import { pageOffset, paginationOf } from '../http/pagination.ts';
import { descendantIds } from './categories.service.ts';
import { loadProducts } from './product-view.ts';

const orderBy: Record<AdminProductsQuery['sort'], SQL> = {
  newest: sql`p.created_at desc, p.id`,
  name: sql`lower(p.name), p.id`,
  priceLowHigh: sql`p.min_price_paise asc, p.id`,
  priceHighLow: sql`p.min_price_paise desc, p.id`,
  stockLowHigh: sql`p.total_stock asc, p.id`,
};

const stockConditions: Record<NonNullable<AdminProductsQuery['stock']>, SQL> = {
  in: sql`p.total_stock > 0`,
  low: sql`exists (select 1 from product_variants v where v.product_id = p.id
    and v.stock between 1 and ${LOW_STOCK_THRESHOLD})`,
  out: sql`p.total_stock = 0`,
};

/** A typed word as an ILIKE pattern that finds it anywhere, its own `%`, `_` and `\` literal. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One word of the admin's search: part of the name, of the category's name or of any variant's
 * SKU. A plain scan: on 10,000 products it stays a few milliseconds, and the admin types SKU
 * fragments ("LS-RMP") that the storefront's word search would not find.
 */
function wordCondition(word: string): SQL {
  const pattern = containing(word);
  return sql`(p.name ilike ${pattern} or c.name ilike ${pattern}
    or exists (select 1 from product_variants v where v.product_id = p.id and v.sku ilike ${pattern}))`;
}

async function conditionsOf(db: Db, query: AdminProductsQuery): Promise<SQL[]> {
  const conditions = query.q
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map(wordCondition);
  if (query.categoryId) {
    const ids = await descendantIds(db, [query.categoryId]);
    conditions.push(
      ids.length === 0
        ? sql`false`
        : sql`p.category_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
  }
  if (query.stock) conditions.push(stockConditions[query.stock]);
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  return conditions;
}

/**
 * The admin's product list: drafts included, filtered by words, category (with descendants),
 * stock and status, in the asked order. The page's ids and the total are two statements sent
 * together (a window count would sort every match), then the full products in one.
 */
export async function listAdminProducts(
  db: Db,
  query: AdminProductsQuery,
): Promise<{ data: Product[]; pagination: Pagination }> {
  const conditions = await conditionsOf(db, query);
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const from = sql`products p join categories c on c.id = p.category_id where ${where}`;
  const [rows, counted] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`select p.id from ${from} order by ${orderBy[query.sort]}
        limit ${query.limit} offset ${pageOffset(query)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from}`),
  ]);
  return {
    data: await loadProducts(
      db,
      rows.map((row) => row.id),
    ),
    pagination: paginationOf(Number(counted[0]?.n ?? 0), query.page, query.limit),
  };
}
