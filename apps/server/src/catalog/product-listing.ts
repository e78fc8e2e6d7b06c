import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@shop/contracts/common';
import type {
  Product,
  ProductFacets,
  ProductListQuery,
  ProductListResponse,
} from '@shop/contracts/catalog';
import { queryRows, type Db } from '../db/client.ts';
import { toPaise, toRupees } from '../money.ts';
import { descendantIds } from './categories.service.ts';
import { loadProducts } from './product-view.ts';

const orderBy: Record<ProductListQuery['sort'], SQL> = {
  default: sql`p.created_at desc, p.id`,
  newest: sql`p.created_at desc, p.id`,
  priceLowHigh: sql`p.min_price_paise asc, p.id`,
  priceHighLow: sql`p.min_price_paise desc, p.id`,
};

export function paginationOf(totalItems: number, page: number, limit: number): Pagination {
  return { totalItems, totalPages: Math.ceil(totalItems / limit), currentPage: page, limit };
}

/** The WHERE clause of the shop's filters; each filter tests "any variant", as the spec says. */
async function filterClause(db: Db, query: ProductListQuery): Promise<SQL> {
  const parts: SQL[] = [sql`true`];
  if (query.categoryId.length > 0) {
    const ids = await descendantIds(db, query.categoryId);
    if (ids.length === 0) return sql`false`;
    parts.push(
      sql`p.category_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  if (query.inStock === 'true') parts.push(sql`p.total_stock > 0`);
  if (query.inStock === 'false') parts.push(sql`p.total_stock = 0`);
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const min = toPaise(query.minPrice ?? 0);
    const max =
      query.maxPrice === undefined
        ? 2_147_483_647
        : Math.min(toPaise(query.maxPrice), 2_147_483_647);
    parts.push(sql`exists (select 1 from product_variants v where v.product_id = p.id
      and v.original_price_paise between ${min} and ${max})`);
  }
  if (query.size.length > 0) {
    parts.push(sql`exists (select 1 from product_variants v where v.product_id = p.id
      and v.size in (${sql.join(
        query.size.map((s) => sql`${s}`),
        sql`, `,
      )}))`);
  }
  return sql.join(parts, sql` and `);
}

async function pageOfProducts(
  db: Db,
  where: SQL,
  sort: ProductListQuery['sort'],
  page: number,
  limit: number,
): Promise<{ data: Product[]; pagination: Pagination }> {
  const offset = (page - 1) * limit;
  const rows = await queryRows<{ id: string; total: number }>(
    db,
    sql`
    select p.id, count(*) over ()::int as total
    from products p where ${where}
    order by ${orderBy[sort]}
    limit ${limit} offset ${offset}`,
  );
  // Past the last page the window count is absent; count separately only then.
  const totalItems = rows[0]?.total ?? (offset === 0 ? 0 : await countProducts(db, where));
  return {
    data: await loadProducts(
      db,
      rows.map((row) => row.id),
    ),
    pagination: paginationOf(Number(totalItems), page, limit),
  };
}

/** One page of the filtered, sorted catalogue plus facets over the whole filtered set. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListResponse> {
  const where = await filterClause(db, query);
  const [page, facets] = await Promise.all([
    pageOfProducts(db, where, query.sort, query.page, query.limit),
    computeFacets(db, where),
  ]);
  return { ...page, facets };
}

async function countProducts(db: Db, where: SQL): Promise<number> {
  const result = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p where ${where}`,
  );
  return result[0]?.n ?? 0;
}

async function computeFacets(db: Db, where: SQL): Promise<ProductFacets> {
  const filtered = sql`select p.id, p.category_id, p.total_stock from products p where ${where}`;
  const [categories, sizes, summary] = await Promise.all([
    queryRows<{ id: string; count: number }>(
      db,
      sql`
      with recursive f as (${filtered}),
      direct as (select category_id as id, count(*)::int as n from f group by category_id),
      up as (
        select d.id as category_id, d.id as ancestor, d.n from direct d
        union all
        select up.category_id, c.parent_id, up.n from up join categories c on c.id = up.ancestor
        where c.parent_id is not null
      )
      select ancestor as id, sum(n)::int as count from up group by ancestor`,
    ),
    queryRows<{ size: string; count: number }>(
      db,
      sql`
      with f as (${filtered})
      select v.size, count(*)::int as count
      from product_variants v join f on f.id = v.product_id
      where v.stock > 0
      group by v.size order by min(v.position), v.size`,
    ),
    queryRows<{ in_stock: number; out_of_stock: number; min: number | null; max: number | null }>(
      db,
      sql`
      with f as (${filtered})
      select
        (select count(*)::int from f where total_stock > 0) as in_stock,
        (select count(*)::int from f where total_stock = 0) as out_of_stock,
        (select min(v.original_price_paise) from product_variants v join f on f.id = v.product_id) as min,
        (select max(v.original_price_paise) from product_variants v join f on f.id = v.product_id) as max`,
    ),
  ]);
  const s = summary[0];
  return {
    categories: categories.map((row) => ({ id: row.id, count: Number(row.count) })),
    sizes: sizes.map((row) => ({ size: row.size, count: Number(row.count) })),
    availability: { inStock: Number(s?.in_stock ?? 0), outOfStock: Number(s?.out_of_stock ?? 0) },
    price: { min: toRupees(Number(s?.min ?? 0)), max: toRupees(Number(s?.max ?? 0)) },
  };
}

/** A category's products (and its descendants'), newest first. */
export async function listCategoryProducts(
  db: Db,
  categoryIds: string[],
  page: number,
  limit: number,
): Promise<{ data: Product[]; pagination: Pagination }> {
  const where = await filterClause(db, {
    categoryId: categoryIds,
    size: [],
    sort: 'newest',
    page,
    limit,
  });
  return pageOfProducts(db, where, 'newest', page, limit);
}
