import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@shop/contracts/common';
import type {
  Product,
  ProductFacets,
  ProductListQuery,
  ProductListResponse,
} from '@shop/contracts/catalog';
import { queryRows, type Db } from '../db/client.ts';
import { paginationOf } from '../http/pagination.ts';
import { toPaise, toRupees } from '@shop/contracts/money';
import { descendantIds } from './categories.service.ts';
import { loadProducts } from './product-view.ts';

// "nulls last" as the indexes are built (created_at is never null): with the default "nulls
// first", PostgreSQL sorted every product to return a page instead of reading the index's start.
const orderBy: Record<ProductListQuery['sort'], SQL> = {
  default: sql`p.created_at desc nulls last, p.id`,
  newest: sql`p.created_at desc nulls last, p.id`,
  priceLowHigh: sql`p.min_price_paise asc, p.id`,
  priceHighLow: sql`p.min_price_paise desc, p.id`,
  // Products without a published review (a null average) come last, as the index keeps them.
  rating: sql`p.rating_average desc nulls last, p.id`,
};

type Facet = keyof ProductFacets;
const facetNames: readonly Facet[] = ['categories', 'sizes', 'availability', 'price'];

/** Each filter in use, as a condition, under the facet whose choices it narrows. */
type FilterConditions = Partial<Record<Facet, SQL>>;

/** The shop's filters; each tests "any variant", as the spec says. */
async function filterConditions(db: Db, query: ProductListQuery): Promise<FilterConditions> {
  const conditions: FilterConditions = {};
  if (query.categoryId.length > 0) {
    const ids = await descendantIds(db, query.categoryId);
    conditions.categories =
      ids.length === 0
        ? sql`false`
        : sql`p.category_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  }
  if (query.inStock === 'true') conditions.availability = sql`p.total_stock > 0`;
  if (query.inStock === 'false') conditions.availability = sql`p.total_stock = 0`;
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const min = toPaise(query.minPrice ?? 0);
    const max =
      query.maxPrice === undefined
        ? 2_147_483_647
        : Math.min(toPaise(query.maxPrice), 2_147_483_647);
    conditions.price = sql`exists (select 1 from product_variants v where v.product_id = p.id
      and v.original_price_paise between ${min} and ${max})`;
  }
  if (query.size.length > 0) {
    conditions.sizes = sql`exists (select 1 from product_variants v where v.product_id = p.id
      and v.size in (${sql.join(
        query.size.map((s) => sql`${s}`),
        sql`, `,
      )}))`;
  }
  return conditions;
}

/**
 * The WHERE clause of the filters, but the one of `except` when given. Undefined when nothing
 * is filtered, so facets can read the whole catalogue more cheaply.
 */
function filterClause(conditions: FilterConditions, except?: Facet): SQL | undefined {
  const parts = facetNames
    .filter((facet) => facet !== except)
    .flatMap((facet) => conditions[facet] ?? []);
  return parts.length === 0 ? undefined : sql.join(parts, sql` and `);
}

/** Drafts are in no public answer: every statement here reads products on sale only. */
const whereOf = (filter: SQL | undefined) =>
  filter ? sql`p.status = 'ACTIVE' and ${filter}` : sql`p.status = 'ACTIVE'`;

/**
 * The ids on one page, through the sort's index. The total is counted separately: a window
 * count over the same query would make PostgreSQL sort every matching row to return twenty.
 */
async function pageIds(
  db: Db,
  filter: SQL | undefined,
  sort: ProductListQuery['sort'],
  page: number,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    select p.id from products p where ${whereOf(filter)}
    order by ${orderBy[sort]}
    limit ${limit} offset ${(page - 1) * limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * One page of the filtered, sorted catalogue, facets over the whole filtered set, and the
 * facets the shop's filter panel shows: each counted with every other filter applied but not
 * its own, or choosing one size would hide every other size. A filter in use costs one more
 * statement, for its own facet only, sent alongside the others.
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListResponse> {
  const conditions = await filterConditions(db, query);
  const filter = filterClause(conditions);
  const inUse = facetNames.filter((facet) => conditions[facet] !== undefined);
  const [ids, { facets, total }, ...ownFacets] = await Promise.all([
    pageIds(db, filter, query.sort, query.page, query.limit),
    computeFacets(db, filter, [...facetNames, 'total']),
    ...inUse.map((facet) => computeFacets(db, filterClause(conditions, facet), [facet])),
  ]);
  const filterFacets = inUse.reduce<ProductFacets>(
    (merged, facet, index) => ({ ...merged, [facet]: ownFacets[index]?.facets[facet] }),
    facets,
  );
  return {
    data: await loadProducts(db, ids),
    pagination: paginationOf(total, query.page, query.limit),
    facets,
    filterFacets,
  };
}

async function countProducts(db: Db, filter: SQL | undefined): Promise<number> {
  const result = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p where ${whereOf(filter)}`,
  );
  return Number(result[0]?.n ?? 0);
}

/** What computeFacets can work out: a facet, or the number of matching products. */
type FacetPart = Facet | 'total';

/** Each part's columns, over the CTEs of computeFacets. */
const partColumns: Record<FacetPart, SQL> = {
  total: sql`(select coalesce(sum(n), 0)::int from by_category) as total`,
  availability: sql`(select coalesce(sum(in_stock), 0)::int from by_category) as in_stock,
      (select coalesce(sum(out_of_stock), 0)::int from by_category) as out_of_stock`,
  price: sql`(select min(min) from by_size) as min, (select max(max) from by_size) as max`,
  categories: sql`(select coalesce(json_agg(json_build_object('id', a.ancestor, 'count', a.n)), '[]')
        from (select ancestor, sum(n)::int as n from up group by ancestor) a) as categories`,
  // Sizes count in-stock variants, in the order the catalogue lists them.
  sizes: sql`(select coalesce(json_agg(json_build_object('size', s.size, 'count', s.n)
          order by s.position, s.size), '[]')
        from by_size s where s.n > 0) as sizes`,
};

/**
 * The asked parts in one statement: the filtered products are found once (with the two columns
 * the facets need) and every count is derived from them, instead of each facet recomputing the
 * filtered set. The size and price facets share one pass over the matches' variants, grouped by
 * size. PostgreSQL skips the CTEs no asked part reads. Read twice (all parts asked, filtered),
 * `matched` is materialized; read once it is inlined, which lets the scan run in parallel.
 * The parts not asked come back empty.
 */
async function computeFacets(
  db: Db,
  filter: SQL | undefined,
  parts: readonly FacetPart[],
): Promise<{ facets: ProductFacets; total: number }> {
  // Unfiltered, all variants but the drafts' (few, found through the status index): no join of
  // every variant to its product.
  const variantsOfMatches = filter
    ? sql`v.product_id in (select m.id from matched m)`
    : sql`v.product_id not in (select d.id from products d where d.status = 'DRAFT')`;
  const rows = await queryRows<{
    total?: number;
    in_stock?: number;
    out_of_stock?: number;
    min?: number | null;
    max?: number | null;
    categories?: { id: string; count: number }[];
    sizes?: { size: string; count: number }[];
  }>(
    db,
    sql`
    with recursive matched as (
      select p.id, p.category_id, p.total_stock from products p where ${whereOf(filter)}
    ),
    by_category as (
      select m.category_id, count(*)::int as n,
        (count(*) filter (where m.total_stock > 0))::int as in_stock,
        (count(*) filter (where m.total_stock = 0))::int as out_of_stock
      from matched m group by m.category_id
    ),
    up as (
      select b.category_id as ancestor, b.n from by_category b
      union all
      select c.parent_id, up.n from up join categories c on c.id = up.ancestor
      where c.parent_id is not null
    ),
    by_size as (
      select v.size, (count(*) filter (where v.stock > 0))::int as n,
        min(v.position) filter (where v.stock > 0) as position,
        min(v.original_price_paise) as min, max(v.original_price_paise) as max
      from product_variants v where ${variantsOfMatches} group by v.size
    )
    select ${sql.join(
      parts.map((part) => partColumns[part]),
      sql`, `,
    )}`,
  );
  const row = rows[0];
  return {
    total: Number(row?.total ?? 0),
    facets: {
      categories: (row?.categories ?? []).map((c) => ({ id: c.id, count: Number(c.count) })),
      sizes: (row?.sizes ?? []).map((s) => ({ size: s.size, count: Number(s.count) })),
      availability: {
        inStock: Number(row?.in_stock ?? 0),
        outOfStock: Number(row?.out_of_stock ?? 0),
      },
      price: { min: toRupees(Number(row?.min ?? 0)), max: toRupees(Number(row?.max ?? 0)) },
    },
  };
}

/** A category's products (and its descendants'), newest first. */
export async function listCategoryProducts(
  db: Db,
  categoryIds: string[],
  page: number,
  limit: number,
): Promise<{ data: Product[]; pagination: Pagination }> {
  const filter = filterClause(
    await filterConditions(db, { categoryId: categoryIds, size: [], sort: 'newest', page, limit }),
  );
  const [ids, total] = await Promise.all([
    pageIds(db, filter, 'newest', page, limit),
    countProducts(db, filter),
  ]);
  return { data: await loadProducts(db, ids), pagination: paginationOf(total, page, limit) };
}
