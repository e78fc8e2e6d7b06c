import { z } from 'zod';
import { paginationSchema, pageQuerySchema, statusCountsSchema, uuidSchema } from './common.ts';
import { formatRupees, toRupees } from './money.ts';

/*
 * Offers: discount codes ("DIWALI15", "FIRST100"). A code takes a percentage (with an optional
 * cap) or a fixed amount off the lines it applies to, under a minimum order, a start and an end,
 * a total and a per-customer limit, and optionally only for some categories (their descendants
 * included). The server decides whether a code applies; these schemas and texts are shared so the
 * admin's form and the cart say the same as the server.
 */

export const couponTypes = ['PERCENT', 'FIXED'] as const;
export type CouponType = (typeof couponTypes)[number];

/**
 * Where a code stands now: `active` (on, started, not ended), `scheduled` (on, starts later),
 * `expired` (its end has passed) and `inactive` (turned off by the shop). A code that is off is
 * `inactive` whatever its dates say.
 */
export const couponStates = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type CouponState = (typeof couponStates)[number];

export const COUPON_CODE_MESSAGE = 'Use 3 to 30 letters, digits, hyphens (-) or underscores (_).';
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 90;
export const COUPON_DESCRIPTION_MAX = 200;

/** A code as typed: any case, spaces around it ignored; kept and compared upper-case. */
export const couponCodeSchema = z
  .string({ error: 'Enter a code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,30}$/, COUPON_CODE_MESSAGE);

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  type: z.enum(couponTypes),
  /** PERCENT: the percentage off (1 to 90). FIXED: rupees off. */
  value: z.number(),
  /** Rupees the discounted lines must reach before the code applies; null: no minimum. */
  minOrderValue: z.number().nullable(),
  /** PERCENT only: the most a use takes off, in rupees; null: no cap. */
  maxDiscount: z.number().nullable(),
  /** ISO date-times; the admin's form shows and takes them in India time. */
  startsAt: z.string(),
  /** Null: never ends. */
  endsAt: z.string().nullable(),
  /** How many orders may use the code in all; null: no limit. */
  usageLimit: z.number().int().nullable(),
  /** How many orders one customer may place with it. */
  perCustomerLimit: z.number().int(),
  /** Empty: every product. Else only products in these categories or their descendants. */
  categoryIds: z.array(z.string()),
  active: z.boolean(),
  /** Orders that used it and were not cancelled (a cancelled order gives its use back). */
  timesUsed: z.number().int(),
  createdAt: z.string(),
  state: z.enum(couponStates),
});
export type Coupon = z.infer<typeof couponSchema>;

const optionalRupees = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees.` })
    .positive(`${label} must be more than ₹0.`)
    .max(10_000_000, `${label} is too large.`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: `${label} takes at most 2 decimals.`,
    })
    .nullable()
    .default(null);

const limitSchema = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(1_000_000, `${label} is too large.`);

const dateTimeSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time.` });

/** POST /admin/coupons and PUT /admin/coupons/{id}: every field of a code. */
export const couponBodySchema = z
  .object({
    code: couponCodeSchema,
    description: z
      .string()
      .trim()
      .max(
        COUPON_DESCRIPTION_MAX,
        `Keep the description under ${COUPON_DESCRIPTION_MAX} characters.`,
      )
      .default(''),
    type: z.enum(couponTypes, { error: 'Choose a percentage or a fixed amount.' }),
    value: z
      .number({ error: 'Enter how much the code takes off.' })
      .positive('Enter how much the code takes off.'),
    minOrderValue: optionalRupees('The minimum order'),
    maxDiscount: optionalRupees('The largest discount'),
    startsAt: dateTimeSchema('The start'),
    endsAt: dateTimeSchema('The end').nullable().default(null),
    usageLimit: limitSchema('The total uses').nullable().default(null),
    perCustomerLimit: limitSchema('The uses per customer').default(1),
    categoryIds: z.array(uuidSchema).max(100, 'Choose at most 100 categories.').default([]),
    active: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    if (body.type === 'PERCENT') {
      const whole = Number.isInteger(body.value);
      if (!whole || body.value < COUPON_PERCENT_MIN || body.value > COUPON_PERCENT_MAX) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: `A percentage is a whole number from ${COUPON_PERCENT_MIN} to ${COUPON_PERCENT_MAX}.`,
        });
      }
    } else {
      if (Math.abs(Math.round(body.value * 100) - body.value * 100) > 1e-6) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'An amount takes at most 2 decimals.',
        });
      }
      if (body.value > 10_000_000) {
        context.addIssue({ code: 'custom', path: ['value'], message: 'The amount is too large.' });
      }
      if (body.maxDiscount !== null) {
        context.addIssue({
          code: 'custom',
          path: ['maxDiscount'],
          message: 'A fixed amount has no largest discount: it is the amount itself.',
        });
      }
    }
    if (body.endsAt !== null && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must come after the start.',
      });
    }
  });
export type CouponBody = z.infer<typeof couponBodySchema>;
export type CouponBodyInput = z.input<typeof couponBodySchema>;

export const adminCouponListQuerySchema = pageQuerySchema(20).extend({
  q: z.string().trim().max(100).default(''),
  state: z.enum(couponStates).optional(),
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuerySchema>;

export const adminCouponListResponseSchema = z.object({
  data: z.array(couponSchema),
  pagination: paginationSchema,
  /** How many codes (matching `q`) are in each state, for the tabs. */
  stateCounts: statusCountsSchema(couponStates),
});
export type AdminCouponListResponse = z.infer<typeof adminCouponListResponseSchema>;

export const couponResponseSchema = z.object({ coupon: couponSchema });

/** POST /cart/coupon. Any text is taken: one that is no code is "This code is not valid." */
export const applyCouponBodySchema = z.object({
  code: z.string({ error: 'Enter a code.' }).trim().min(1, 'Enter a code.').max(100),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBodySchema>;

/** A code applied to a cart or used by an order, and what it took off (rupees). */
export const appliedCouponSchema = z.object({ code: z.string(), discount: z.number() });
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/**
 * Why a code does not apply, in the shopper's words: the answer's message (409) when it is
 * applied, and the cart's `couponNotice` when a code it held stopped applying.
 */
export const couponRuleMessages = {
  notValid: 'This code is not valid.',
  expired: 'This code has expired.',
  notActiveYet: 'This code is not active yet.',
  usedByYou: 'You have already used this code.',
  usedUp: 'This code has been used up.',
  nothingApplies: 'This code does not apply to anything in your cart.',
} as const;

/**
 * "Add ₹150 more to use this code.": how far the cart is from the code's minimum, as a message
 * with its {amount}, which the server says in the shopper's language.
 */
export function addMoreMessageOf(shortPaise: number): {
  message: string;
  values: { amount: string };
} {
  return {
    message: 'Add {amount} more to use this code.',
    values: { amount: formatRupees(toRupees(shortPaise), { dropWholePaise: true }) },
  };
}

/** The same in English, its amount filled in. */
export function addMoreMessage(shortPaise: number): string {
  const { message, values } = addMoreMessageOf(shortPaise);
  return message.replace('{amount}', values.amount);
}

/** GET /admin/dashboard/coupons: this month's most used codes (India time), most used first. */
export const couponUsageSchema = z.object({
  code: z.string(),
  /** Orders placed with it this month and not cancelled. */
  orders: z.number().int(),
  /** What it took off those orders, in rupees. */
  discount: z.number(),
});
export type CouponUsage = z.infer<typeof couponUsageSchema>;
export const topCouponsResponseSchema = z.object({
  /** YYYY-MM, India time. */
  month: z.string(),
  coupons: z.array(couponUsageSchema),
});
export type TopCouponsResponse = z.infer<typeof topCouponsResponseSchema>;
