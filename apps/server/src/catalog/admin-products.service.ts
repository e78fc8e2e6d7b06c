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

/**
 * One word of the admin's search: part of the name, of the category's name or of any variant's
 * SKU, in any case. A plain scan (strpos on lower(), twice as fast as ILIKE on PGlite and free of
 * pattern characters): the admin types SKU fragments ("LS-RMP") and word parts that the
 * storefront's word search would not find. The SKU test reads the variants once per word.
 */
function wordCondition(word: string): SQL {
  const part = sql`lower(${word})`;
  return sql`(strpos(lower(p.name), ${part}) > 0 or strpos(lower(c.name), ${part}) > 0
    or p.id in (select v.product_id from product_variants v where strpos(lower(v.sku), ${part}) > 0))`;
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
 * stock and status, in the asked order, then the full products in one statement.
 */
export async function listAdminProducts(
  db: Db,
  query: AdminProductsQuery,
): Promise<{ data: Product[]; pagination: Pagination }> {
  const conditions = await conditionsOf(db, query);
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const { ids, total } =
    query.q === ''
      ? await pageByIndex(db, sql`products p where ${where}`, query)
      : await pageOfScan(
          db,
          sql`products p join categories c on c.id = p.category_id where ${where}`,
          query,
        );
  return {
    data: await loadProducts(db, ids),
    pagination: paginationOf(total, query.page, query.limit),
  };
}

type Page = { ids: string[]; total: number };

/**
 * Without words the page comes through the sort's index and the total is a second, cheap count
 * (an index-only scan while no filter needs the category): a window count would make PostgreSQL
 * sort every product to return ten. `matching` is the FROM and WHERE of the matching products.
 */
async function pageByIndex(db: Db, matching: SQL, query: AdminProductsQuery): Promise<Page> {
  const [rows, counted] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`select p.id from ${matching} order by ${orderBy[query.sort]}
        limit ${query.limit} offset ${pageOffset(query)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${matching}`),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(counted[0]?.n ?? 0) };
}

/**
 * With words every product is scanned anyway (with its category's name), so the scan is done
 * once and counted by a window: sorting the matches costs less than scanning twice.
 */
async function pageOfScan(db: Db, matching: SQL, query: AdminProductsQuery): Promise<Page> {
  const rows = await queryRows<{ id: string; n: number }>(
    db,
    sql`select p.id, (count(*) over ())::int as n from ${matching}
      order by ${orderBy[query.sort]} limit ${query.limit} offset ${pageOffset(query)}`,
  );
  if (rows.length > 0 || query.page === 1) {
    return { ids: rows.map((row) => row.id), total: Number(rows[0]?.n ?? 0) };
  }
  // A page past the end has no row to carry the count.
  const counted = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${matching}`,
  );
  return { ids: [], total: Number(counted[0]?.n ?? 0) };
}
