import { z } from 'zod';
import { backupStatusSchema } from './backups.ts';
import { pageQuerySchema, paginationSchema } from './common.ts';

/** A variant with at most this many pieces left is listed as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many low-stock variants the dashboard brings; the rest come page by page. */
export const LOW_STOCK_LIST_MAX = 20;
/** salesByDay covers this many UTC days, today included. */
export const SALES_DAYS = 30;

export const lowStockVariantSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  size: z.string(),
  color: z.string(),
  stock: z.number().int(),
  /** People waiting for a back-in-stock alert on it. */
  waiting: z.number().int(),
});
export type LowStockVariant = z.infer<typeof lowStockVariantSchema>;

export const daySalesSchema = z.object({
  /** A UTC calendar date, YYYY-MM-DD. */
  date: z.string(),
  /** Orders placed that day that are not CANCELED. */
  orders: z.number().int(),
  /**
   * Rupees collected that day: the totals of orders DELIVERED that day (by delivery date). Cash on
   * delivery is only money once the parcel is handed over.
   */
  revenue: z.number(),
});
export type DaySales = z.infer<typeof daySalesSchema>;

/**
 * How full the disk that holds the shop's data (DATA_DIR) is: `low` is a warning while there is
 * time to make room, `full` means the shop has stopped saving (orders, photos, backups).
 */
export const diskStateSchema = z.enum(['ok', 'low', 'full']);
export type DiskState = z.infer<typeof diskStateSchema>;

export const diskSpaceSchema = z.object({
  freeBytes: z.number().int(),
  totalBytes: z.number().int(),
  state: diskStateSchema,
});
export type DiskSpace = z.infer<typeof diskSpaceSchema>;

export const dashboardSchema = z.object({
  categories: z.number().int(),
  products: z.number().int(),
  /** Orders whose delivery status is PENDING. */
  pendingOrders: z.number().int(),
  orders: z.number().int(),
  /** Rupees: the totals of DELIVERED orders, the only ones paid for (cash on delivery). */
  revenue: z.number(),
  /** Orders still on their way to the customer: PENDING or SHIPPED. */
  openOrders: z.number().int(),
  /** Rupees: the totals of the open orders, money expected but not collected yet. */
  openOrdersValue: z.number(),
  /** Return and exchange requests still being dealt with: REQUESTED, APPROVED or RECEIVED. */
  openReturnRequests: z.number().int(),
  /** Reviews waiting for the shop to publish or reject them. */
  pendingReviews: z.number().int(),
  /** The first LOW_STOCK_LIST_MAX low-stock variants, fewest pieces first. */
  lowStockVariants: z.array(lowStockVariantSchema),
  /** How many variants are low on stock in all (GET /admin/dashboard/low-stock pages them). */
  lowStockVariantCount: z.number().int(),
  salesByDay: z.array(daySalesSchema),
  /** When the shop's data was last backed up, and whether the server does it on its own. */
  backup: backupStatusSchema,
  /** The disk that holds DATA_DIR; null when it cannot be measured. */
  disk: diskSpaceSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = z.object({ data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** GET /admin/dashboard/low-stock: every low-stock variant, a page at a time. */
export const lowStockQuerySchema = pageQuerySchema(LOW_STOCK_LIST_MAX);
export type LowStockQuery = z.infer<typeof lowStockQuerySchema>;
export const lowStockPageSchema = z.object({
  variants: z.array(lowStockVariantSchema),
  pagination: paginationSchema,
});
export type LowStockPage = z.infer<typeof lowStockPageSchema>;
