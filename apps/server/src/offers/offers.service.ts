import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, sum } from 'drizzle-orm';
import {
  couponCodeSchema,
  couponRuleMessages,
  couponStates,
  type AdminCouponListQuery,
  type AdminCouponListResponse,
  type Coupon,
  type CouponBody,
  type CouponState,
  type TopCouponsResponse,
} from '@shop/contracts/offers';
import { toPaise, toRupees } from '@shop/contracts/money';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { categories, couponCategories, coupons, orders } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import type { Message } from '../i18n/translations.ts';
import { pageOffset, statusTabsPage } from '../http/pagination.ts';
import { descendantIds } from '../catalog/categories.service.ts';
import { couponState, evaluateCoupon, shareDiscount } from './coupon-rules.ts';

type CouponRow = typeof coupons.$inferSelect;

// ---------------------------------------------------------------- the admin's codes

/** Orders that used each code and were not cancelled (a cancelled order gives its use back). */
async function timesUsedOf(db: Db, couponIds: string[]): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: orders.couponId, n: count() })
    .from(orders)
    .where(and(inArray(orders.couponId, couponIds), ne(orders.deliveryStatus, 'CANCELED')))
    .groupBy(orders.couponId);
  return new Map(rows.map((row) => [row.couponId!, row.n]));
}

async function couponViews(db: Db, rows: CouponRow[], now: Date): Promise<Coupon[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const used = await timesUsedOf(db, ids);
  const limitedTo = await db
    .select()
    .from(couponCategories)
    .where(inArray(couponCategories.couponId, ids))
    .orderBy(asc(couponCategories.categoryId));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.type === 'FIXED' ? toRupees(row.value) : row.value,
    minOrderValue: row.minOrderPaise === null ? null : toRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: limitedTo
      .filter((link) => link.couponId === row.id)
      .map((link) => link.categoryId),
    active: row.active,
    timesUsed: used.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    state: couponState(row, now),
  }));
}

async function couponView(db: Db, id: string): Promise<Coupon> {
  const rows = await db.select().from(coupons).where(eq(coupons.id, id));
  const [view] = await couponViews(db, rows, new Date());
  if (!view) throw notFound('Discount code not found.');
  return view;
}

/** `couponState` in SQL, for the list's filter and its tab counts. */
function stateSql(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<CouponState>`case
  when not ${coupons.active} then 'inactive'
  when ${coupons.endsAt} is not null and ${coupons.endsAt} <= ${at} then 'expired'
  when ${coupons.startsAt} > ${at} then 'scheduled'
  else 'active' end`;
}

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of codes, newest first, found by part of the code or the description, in one state or
 * all; `stateCounts` counts the codes `q` finds in each state.
 */
export async function listCoupons(
  db: Db,
  query: AdminCouponListQuery,
  now = new Date(),
): Promise<AdminCouponListResponse> {
  const found = query.q
    ? or(ilike(coupons.code, containing(query.q)), ilike(coupons.description, containing(query.q)))
    : undefined;
  const state = stateSql(now);
  const rows = await db
    .select()
    .from(coupons)
    .where(and(found, query.state ? sql`${state} = ${query.state}` : undefined))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(query.limit)
    .offset(pageOffset(query));
  const groups = await db
    .select({ status: state, n: count() })
    .from(coupons)
    .where(found)
    // By position: the state's own text would bind the time again as other parameters, which
    // PostgreSQL does not take for the same expression.
    .groupBy(sql`1`);
  const { pagination, statusCounts } = statusTabsPage(
    { ...query, status: query.state },
    couponStates,
    groups,
  );
  return { data: await couponViews(db, rows, now), pagination, stateCounts: statusCounts };
}

/** The columns a body sets: rupees become paise, a FIXED value is paise too. */
function couponValues(body: CouponBody) {
  return {
    code: body.code,
    description: body.description,
    type: body.type,
    value: body.type === 'FIXED' ? toPaise(body.value) : body.value,
    minOrderPaise: body.minOrderValue === null ? null : toPaise(body.minOrderValue),
    maxDiscountPaise: body.maxDiscount === null ? null : toPaise(body.maxDiscount),
    startsAt: new Date(body.startsAt),
    endsAt: body.endsAt === null ? null : new Date(body.endsAt),
    usageLimit: body.usageLimit,
    perCustomerLimit: body.perCustomerLimit,
    active: body.active,
  };
}

/** Replaces the code's categories; 400 naming none when one of them does not exist. */
async function limitToCategories(tx: Db, couponId: string, categoryIds: string[]): Promise<void> {
  const wanted = [...new Set(categoryIds)];
  if (wanted.length > 0) {
    const existing = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, wanted));
    if (existing.length !== wanted.length) {
      throw badRequest('A chosen category no longer exists.', [
        { path: 'categoryIds', message: 'A chosen category no longer exists.' },
      ]);
    }
  }
  await tx.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
  if (wanted.length > 0) {
    await tx
      .insert(couponCategories)
      .values(wanted.map((categoryId) => ({ couponId, categoryId })));
  }
}

const codeTaken = (code: string) => conflict('Another discount code is already {code}.', { code });

/** Runs a write of a code; the unique index on the code turns into the contract's 409. */
async function savingCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw codeTaken(code);
    throw error;
  }
}

export async function createCoupon(db: Db, body: CouponBody): Promise<Coupon> {
  const id = await savingCode(body.code, () =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(coupons)
        .values(couponValues(body))
        .returning({ id: coupons.id });
      await limitToCategories(tx, inserted!.id, body.categoryIds);
      return inserted!.id;
    }),
  );
  return couponView(db, id);
}

export async function updateCoupon(db: Db, id: string, body: CouponBody): Promise<Coupon> {
  await savingCode(body.code, () =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(coupons)
        .set(couponValues(body))
        .where(eq(coupons.id, id))
        .returning({ id: coupons.id });
      if (!updated) throw notFound('Discount code not found.');
      await limitToCategories(tx, id, body.categoryIds);
    }),
  );
  return couponView(db, id);
}

/**
 * Deletes a code no order used (carts holding it lose it). One an order used, even a cancelled
 * one, stays for that order's history: 409, deactivate it instead.
 */
export async function deleteCoupon(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.id, id))
      .for('update');
    if (!row) throw notFound('Discount code not found.');
    const [used] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.couponId, id))
      .limit(1);
    if (used) {
      throw conflict('Orders have used this code, so it cannot be deleted; deactivate it instead.');
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
  });
}

const SHOP_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const TOP_COUPONS = 10;

/** The calendar month (India time) `now` falls in, as `YYYY-MM` and its two ends as instants. */
function shopMonth(now: Date): { month: string; from: Date; to: Date } {
  const local = new Date(now.getTime() + SHOP_UTC_OFFSET_MS);
  const year = local.getUTCFullYear();
  const monthIndex = local.getUTCMonth();
  const start = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - SHOP_UTC_OFFSET_MS);
  return {
    month: `${year}-${String(monthIndex + 1).padStart(2, '0')}`,
    from: start(year, monthIndex),
    to: start(year, monthIndex + 1),
  };
}

/** This month's (India time) most used codes, by orders not cancelled, and what they took off. */
export async function topCoupons(db: Db, now = new Date()): Promise<TopCouponsResponse> {
  const { month, from, to } = shopMonth(now);
  const uses = count();
  const rows = await db
    .select({ code: coupons.code, orders: uses, discount: sum(orders.couponDiscountPaise) })
    .from(orders)
    .innerJoin(coupons, eq(coupons.id, orders.couponId))
    .where(
      and(
        ne(orders.deliveryStatus, 'CANCELED'),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    )
    .groupBy(coupons.id, coupons.code)
    .orderBy(desc(uses), desc(sum(orders.couponDiscountPaise)), asc(coupons.code))
    .limit(TOP_COUPONS);
  return {
    month,
    coupons: rows.map((row) => ({
      code: row.code,
      orders: row.orders,
      discount: toRupees(Number(row.discount ?? 0)),
    })),
  };
}

// ---------------------------------------------------------------- a code on a cart or an order

/** A cart or order line as a code sees it: its product's category and what it charges. */
export type CouponLine = { categoryId: string; valuePaise: number };

/**
 * Whether the code applies: its id and code, what it takes off and each line's share of that (in
 * the lines' order, 0 for a line it does not apply to); or the rule's message for the shopper.
 */
export type CouponCheck =
  | { applies: true; couponId: string; code: string; discountPaise: number; shares: number[] }
  | { applies: false; message: Message };

const notValid: CouponCheck = {
  applies: false,
  message: { message: couponRuleMessages.notValid },
};

/** The code as typed, for a cart the customer applies it to. */
export async function checkCouponCode(
  db: Db,
  userId: string,
  typed: string,
  lines: CouponLine[],
): Promise<CouponCheck> {
  const code = couponCodeSchema.safeParse(typed);
  if (!code.success) return notValid;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.data));
  return row ? checkCoupon(db, userId, row, lines) : notValid;
}

/**
 * The code a cart holds, checked again. With `forUse` (inside the order's transaction) the code's
 * row is locked before its uses are counted, so simultaneous orders take its last uses one at a
 * time and `usageLimit` and `perCustomerLimit` hold.
 */
export async function checkCartCoupon(
  db: Db,
  userId: string,
  couponId: string,
  lines: CouponLine[],
  { forUse = false } = {},
): Promise<CouponCheck> {
  const read = db.select().from(coupons).where(eq(coupons.id, couponId));
  const [row] = forUse ? await read.for('update') : await read;
  return row ? checkCoupon(db, userId, row, lines) : notValid;
}

async function checkCoupon(
  db: Db,
  userId: string,
  row: CouponRow,
  lines: CouponLine[],
): Promise<CouponCheck> {
  const [uses] = await db
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${orders.userId} = ${userId})`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.couponId, row.id), ne(orders.deliveryStatus, 'CANCELED')));
  const eligible = await eligibleLines(db, row.id, lines);
  const eligibleValues = lines.map((line, index) => (eligible[index] ? line.valuePaise : 0));
  const outcome = evaluateCoupon(row, {
    now: new Date(),
    timesUsed: uses?.all ?? 0,
    timesUsedByCustomer: uses?.mine ?? 0,
    eligiblePaise: eligibleValues.reduce((total, value) => total + value, 0),
    anyEligibleLine: eligible.some(Boolean),
  });
  if ('refusal' in outcome) return { applies: false, message: outcome.refusal };
  return {
    applies: true,
    couponId: row.id,
    code: row.code,
    discountPaise: outcome.discountPaise,
    shares: shareDiscount(outcome.discountPaise, eligibleValues),
  };
}

/** Which lines the code applies to: all, or those in its categories or their descendants. */
async function eligibleLines(db: Db, couponId: string, lines: CouponLine[]): Promise<boolean[]> {
  const limitedTo = await db
    .select({ id: couponCategories.categoryId })
    .from(couponCategories)
    .where(eq(couponCategories.couponId, couponId));
  if (limitedTo.length === 0) return lines.map(() => true);
  const covered = new Set(
    await descendantIds(
      db,
      limitedTo.map((category) => category.id),
    ),
  );
  return lines.map((line) => covered.has(line.categoryId));
}

/**
 * The part of a line's code share that its units `from` (counted from 0) to `from + units`
 * carry: the first n units carry floor(share x n / quantity), so each unit carries the share
 * rounded down or up, and refunds of every unit, in any runs, add up to the whole share.
 */
export function unitsShare(
  lineSharePaise: number,
  quantity: number,
  from: number,
  units: number,
): number {
  const upTo = (n: number) => Math.floor((lineSharePaise * n) / quantity);
  return upTo(Math.min(from + units, quantity)) - upTo(from);
}
