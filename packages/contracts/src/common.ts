import { z } from 'zod';

export const uuidSchema = z.uuid('Not a valid id.');

/** The answer of a call that answers 204 with no body. */
export const noContentSchema = z.null();

/**
 * The calendar dates a date filter takes: the shop's orders are all inside them, and any date
 * outside would only reach the database to fail there (year 1 shifted to India time is year 0,
 * which PostgreSQL refuses).
 */
export const SHOP_DATE_MIN = '2000-01-01';
export const SHOP_DATE_MAX = '2100-12-31';

/**
 * A calendar date in shop time (India), YYYY-MM-DD, from 2000 to 2100: every date filter
 * (`from`, `to`) is one.
 */
export const shopDateSchema = z.iso
  .date('Use a date as YYYY-MM-DD.')
  .refine(
    (day) => day >= SHOP_DATE_MIN && day <= SHOP_DATE_MAX,
    `Use a date from ${SHOP_DATE_MIN} to ${SHOP_DATE_MAX}.`,
  );

/** The path parameters of the calls on one thing by its id, like PUT /addresses/:id. */
export const idParamsSchema = z.object({ id: uuidSchema });

export const paginationSchema = z.object({
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * How many things the shop holds in each status, and in all (`ALL`): the counts of an admin
 * list's tabs, one key per status of the tuple, in its order.
 */
export function statusCountsSchema<const Status extends string>(statuses: readonly Status[]) {
  const count = z.number().int().nonnegative();
  return z.object({
    ALL: count,
    ...(Object.fromEntries(statuses.map((status) => [status, count])) as Record<
      Status,
      typeof count
    >),
  });
}

export const pageQuerySchema = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });

/** Rupees with at most 2 decimals, as the API speaks them (the database keeps paise). */
export const rupeesSchema = z
  .number()
  .nonnegative('Must not be negative.')
  .max(10_000_000, 'Too large.')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'At most 2 decimals.',
  });
