import { asc, count, lte, eq, sql } from 'drizzle-orm';
import {
  LOW_STOCK_LIST_MAX,
  LOW_STOCK_THRESHOLD,
  SALES_DAYS,
  type Dashboard,
  type DaySales,
  type LowStockPage,
  type LowStockQuery,
  type LowStockVariant,
} from '@shop/contracts/dashboard';
import { toRupees } from '@shop/contracts/money';
import { queryRows, type Db } from '../db/client.ts';
import { pageOffset, paginationOf } from '../http/pagination.ts';
import { categories, orders, products, productVariants } from '../db/schema.ts';
import { countOpenReturnRequests } from '../returns/returns.service.ts';
import { countPendingReviews } from '../reviews/reviews.service.ts';
import { waitingForVariant } from '../notifications/stock-alerts.service.ts';
import { backupStatus, type BackupScheduleView } from '../backups/backup-status.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Both drivers may answer a bigint as a string (pg) or a bigint (PGlite); counts fit a number. */
const num = (value: unknown): number => Number(value ?? 0);

/**
 * The admin dashboard in eight queries: the counts and money in one, the open return and exchange
 * requests, the reviews waiting for the shop, the first low-stock variants and their count, the last SALES_DAYS UTC days (days without orders are
 * filled in here) and two for the backups. Every order is cash on delivery, so revenue is what was
 * delivered; what is still on its way is reported apart as the open orders' value. The backup
 * schedule comes from the settings the caller knows; `now` is a parameter so the day window is
 * testable.
 */
export async function getDashboard(
  db: Db,
  backupSchedule: BackupScheduleView,
  now: Date = new Date(),
): Promise<Omit<Dashboard, 'disk'>> {
  const [totals, openReturnRequests, pendingReviews, lowStock, salesByDay, backup] =
    await Promise.all([
      countTotals(db),
      countOpenReturnRequests(db),
      countPendingReviews(db),
      lowStockPage(db, { page: 1, limit: LOW_STOCK_LIST_MAX }),
      salesOfLastDays(db, now),
      backupStatus(db, backupSchedule, now),
    ]);
  return {
    ...totals,
    openReturnRequests,
    pendingReviews,
    lowStockVariants: lowStock.variants,
    lowStockVariantCount: lowStock.pagination.totalItems,
    salesByDay,
    backup,
  };
}

async function countTotals(
  db: Db,
): Promise<
  Pick<
    Dashboard,
    | 'categories'
    | 'products'
    | 'orders'
    | 'pendingOrders'
    | 'revenue'
    | 'openOrders'
    | 'openOrdersValue'
  >
> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from ${categories}) as "categories",
      (select count(*) from ${products}) as "products",
      o.orders, o.pending_orders, o.revenue_paise, o.open_orders, o.open_orders_paise
    from (
      select
        count(*) as orders,
        count(*) filter (where ${orders.deliveryStatus} = 'PENDING') as pending_orders,
        coalesce(sum(${orders.orderTotalPaise}) filter (where ${orders.deliveryStatus} = 'DELIVERED'), 0) as revenue_paise,
        count(*) filter (where ${orders.deliveryStatus} in ('PENDING', 'SHIPPED')) as open_orders,
        coalesce(sum(${orders.orderTotalPaise}) filter (where ${orders.deliveryStatus} in ('PENDING', 'SHIPPED')), 0) as open_orders_paise
      from ${orders}
    ) as o`,
  );
  return {
    categories: num(row?.categories),
    products: num(row?.products),
    orders: num(row?.orders),
    pendingOrders: num(row?.pending_orders),
    revenue: toRupees(num(row?.revenue_paise)),
    openOrders: num(row?.open_orders),
    openOrdersValue: toRupees(num(row?.open_orders_paise)),
  };
}

/** Variants with at most LOW_STOCK_THRESHOLD pieces left, fewest first, a page at a time. */
export async function lowStockPage(db: Db, query: LowStockQuery): Promise<LowStockPage> {
  const isLow = lte(productVariants.stock, LOW_STOCK_THRESHOLD);
  const [variants, [total]] = await Promise.all([
    db
      .select({
        variantId: productVariants.id,
        productId: products.id,
        productName: products.name,
        productSlug: products.slug,
        size: productVariants.size,
        color: productVariants.color,
        stock: productVariants.stock,
        waiting: waitingForVariant(productVariants.id),
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(isLow)
      .orderBy(
        asc(productVariants.stock),
        asc(products.name),
        asc(productVariants.position),
        asc(productVariants.id),
      )
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(productVariants).where(isLow),
  ]);
  return {
    variants: variants satisfies LowStockVariant[],
    pagination: paginationOf(total?.n ?? 0, query.page, query.limit),
  };
}

/** 'YYYY-MM-DD' of a UTC day. */
const utcDate = (time: Date) => time.toISOString().slice(0, 10);

async function salesOfLastDays(db: Db, now: Date): Promise<DaySales[]> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(todayStart - (SALES_DAYS - 1) * DAY_MS).toISOString();
  const until = new Date(todayStart + DAY_MS).toISOString();
  // An order delivered before delivery dates were recorded counts on its last change.
  const deliveredAt = sql`coalesce(${orders.deliveredOn}, ${orders.updatedAt})`;
  const rows = await queryRows<{ day: string; orders: unknown; revenue_paise: unknown }>(
    db,
    sql`select day, sum(placed) as orders, sum(delivered_paise) as revenue_paise
    from (
      select to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
        1 as placed, 0 as delivered_paise
      from ${orders}
      where ${orders.createdAt} >= ${from} and ${orders.createdAt} < ${until}
        and ${orders.deliveryStatus} <> 'CANCELED'
      union all
      select to_char(${deliveredAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
        0 as placed, ${orders.orderTotalPaise} as delivered_paise
      from ${orders}
      where ${orders.deliveryStatus} = 'DELIVERED'
        and ${deliveredAt} >= ${from} and ${deliveredAt} < ${until}
    ) as events
    group by day`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: SALES_DAYS }, (_, index) => {
    const date = utcDate(new Date(Date.parse(from) + index * DAY_MS));
    const row = byDay.get(date);
    return {
      date,
      orders: num(row?.orders),
      revenue: toRupees(num(row?.revenue_paise)),
    };
  });
}
