import { and, eq, gte, ilike, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderExportQuery } from '@shop/contracts/orders';
import type { PaymentFilter } from '@shop/contracts/payments';
import { orders, users } from '../db/schema.ts';

/** India Standard Time is UTC+05:30 all year (no daylight saving): the shop's clock. */
const SHOP_UTC_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment of a shop-time calendar day (YYYY-MM-DD), as an instant. */
const startOfShopDay = (day: string): Date => new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The 10 digits an Indian mobile is stored as, when the search looks like a phone number
 * ("98450 12345", "+91 98450-12345", "098450 12345"); undefined for any other text. A part of a
 * number ("98450") gives its digits too.
 */
export function phoneDigits(text: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+91') || (digits.length === 12 && digits.startsWith('91'))) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return digits.length > 0 ? digits : undefined;
}

/**
 * `q` as a condition: part of the order number, the shipped-to or account name, the email or a
 * phone, any case. The account's fields are matched in a subquery (one pass over the customers),
 * so lists without a search never join them.
 */
function searchCondition(q: string): SQL | undefined {
  const text = containing(q);
  const digits = phoneDigits(q);
  const number = digits ? containing(digits) : undefined;
  const accounts = or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
    ilike(users.email, text),
    number ? like(users.mobile, number) : undefined,
  );
  return or(
    ilike(orders.orderNumber, text),
    ilike(orders.shipFullName, text),
    number ? like(orders.shipPhone, number) : undefined,
    sql`${orders.userId} in (select ${users.id} from ${users} where ${accounts})`,
  );
}

/**
 * `payment` as a condition: a payment status, or the cash-on-delivery orders nobody has
 * confirmed that can still be stopped or turned back (PENDING or SHIPPED).
 */
function paymentCondition(payment: PaymentFilter): SQL | undefined {
  if (payment !== 'COD_UNCONFIRMED') return eq(orders.paymentStatus, payment);
  return and(
    eq(orders.paymentMethod, 'COD'),
    isNull(orders.codConfirmedAt),
    inArray(orders.deliveryStatus, ['PENDING', 'SHIPPED']),
  );
}

/**
 * Every filter of the admin's order list but the status tab: the search, the payment and the
 * shop-time date range (`from` 00:00 IST up to the end of `to` IST). Reads `orders`.
 */
export function orderFiltersBesidesStatus(query: AdminOrderExportQuery): SQL | undefined {
  return and(
    query.q ? searchCondition(query.q) : undefined,
    query.payment ? paymentCondition(query.payment) : undefined,
    query.from ? gte(orders.createdAt, startOfShopDay(query.from)) : undefined,
    query.to
      ? lt(orders.createdAt, new Date(startOfShopDay(query.to).getTime() + DAY_MS))
      : undefined,
  );
}

/** All the filters, the status tab included. */
export const orderFilters = (query: AdminOrderExportQuery): SQL | undefined =>
  and(
    orderFiltersBesidesStatus(query),
    query.status ? eq(orders.deliveryStatus, query.status) : undefined,
  );
