import { and, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { CodRiskResponse } from '@shop/contracts/payments';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { codAvailabilityOf } from '../delivery/delivery.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Rate = CodRiskResponse['cod'];

/** The share that came back, in percent with one decimal; null when nothing shipped. */
function rateOf(shipped: number, returnedToOrigin: number): Rate {
  return {
    shipped,
    returnedToOrigin,
    ratePercent: shipped === 0 ? null : Math.round((returnedToOrigin * 1000) / shipped) / 10,
  };
}

/**
 * How often parcels came back unsold (return to origin) over the orders placed in the last
 * `days` days that left the shop: for cash on delivery and UPI, and for COD per first 3 digits of
 * the PIN code, highest rate first, then the most shipped. An exchange's replacement (total 0)
 * carries no cash and is left out.
 */
export async function codRiskReport(
  db: Db,
  days: number,
  now = new Date(),
): Promise<CodRiskResponse> {
  const since = new Date(now.getTime() - days * DAY_MS);
  // The first 3 digits: a literal length, so the select and the group by are the same expression.
  const prefix = sql<string>`substr(${orders.shipPostalCode}, 1, 3)`;
  const rows = await db
    .select({
      method: orders.paymentMethod,
      prefix,
      shipped: sql<number>`count(*)::int`,
      returnedToOrigin: sql<number>`(count(*) filter (where ${orders.deliveryStatus} = 'CANCELED' and ${orders.returnToOriginReason} is not null))::int`,
    })
    .from(orders)
    .where(
      and(gte(orders.createdAt, since), isNotNull(orders.shippedOn), gt(orders.orderTotalPaise, 0)),
    )
    .groupBy(orders.paymentMethod, prefix);

  const totalOf = (method: 'COD' | 'UPI') => {
    const ofMethod = rows.filter((row) => row.method === method);
    return rateOf(
      ofMethod.reduce((sum, row) => sum + Number(row.shipped), 0),
      ofMethod.reduce((sum, row) => sum + Number(row.returnedToOrigin), 0),
    );
  };
  const codRows = rows.filter((row) => row.method === 'COD');
  const codAvailable = await codAvailabilityOf(
    db,
    codRows.map((row) => row.prefix),
  );
  const prefixes = codRows
    .map((row) => ({
      prefix: row.prefix,
      ...rateOf(Number(row.shipped), Number(row.returnedToOrigin)),
      codAvailable: codAvailable.get(row.prefix) ?? true,
    }))
    .sort(
      (a, b) =>
        (b.ratePercent ?? 0) - (a.ratePercent ?? 0) ||
        b.shipped - a.shipped ||
        a.prefix.localeCompare(b.prefix),
    );
  return { days, cod: totalOf('COD'), upi: totalOf('UPI'), prefixes };
}
