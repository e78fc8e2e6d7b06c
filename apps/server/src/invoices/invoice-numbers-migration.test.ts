import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '@shop/contracts/gst';
import { issueInvoiceNumber } from './invoice-numbers.service.ts';
import { queryRows } from '../db/client.ts';
import { databaseForMigrationTest } from '../test/migration-database.ts';

/**
 * Migration 0014 against a shop that has delivered orders already: a database migrated up to
 * 0013, filled, then migrated to the end.
 */

const { db, migrateThrough, migrateToEnd, close } = await databaseForMigrationTest();
afterAll(close);

const MINUTE = 60_000;

describe('migration 0014: GST invoices', () => {
  it('numbers the orders delivered before it per financial year, in delivery order', async () => {
    await migrateThrough('0013_admin_daily_work');
    await db.execute(sql`insert into company (id, name) values (1, 'Tiny Toes Boutique')`);
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, username, password_hash)
          values ('meera@example.com', 'meera', 'x') returning id`,
    );
    let placed = 0;
    /** An order of `totalPaise`, delivered at `deliveredOn` (or not delivered: null). */
    const order = async (deliveredOn: Date | null, totalPaise = 49_900) => {
      placed += 1;
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into orders (order_number, user_id, subtotal_paise, discount_total_paise,
              order_total_paise, ship_full_name, ship_address_line1, ship_city, ship_state,
              ship_postal_code, expected_delivery_date, delivery_status, payment_status,
              delivered_on)
            values (${`LS-OLD${String(placed).padStart(4, '0')}`}, ${user!.id}, ${totalPaise}, 0,
              ${totalPaise}, 'Meera Iyer', '12 MG Road', 'Bengaluru', 'Karnataka', '560001',
              '2025-01-01', ${deliveredOn ? 'DELIVERED' : 'PENDING'},
              ${deliveredOn ? 'PAID' : 'PENDING'}, ${deliveredOn?.toISOString() ?? null})
            returning id`,
      );
      return row!.id;
    };
    // Written out of delivery order, so the numbers cannot follow the rows' order by chance.
    const now = Date.now();
    const thisYearLater = await order(new Date(now - MINUTE));
    const midsummer = await order(new Date('2025-07-01T06:00:00Z'));
    // 31 March 2025, 23:59 in India: the last minute of 2024-25.
    const lastOf2024 = await order(new Date('2025-03-31T18:29:00Z'));
    const thisYearEarlier = await order(new Date(now - 2 * MINUTE));
    const february = await order(new Date('2026-02-01T06:00:00Z'));
    // 1 April 2025, 00:01 in India: the first of 2025-26.
    const firstOf2025 = await order(new Date('2025-03-31T18:31:00Z'));
    const replacement = await order(new Date('2025-08-01T06:00:00Z'), 0);
    const undelivered = await order(null);

    await migrateToEnd();

    const rows = await queryRows<{
      id: string;
      invoice_number: string | null;
      invoice_date: Date | string | null;
      delivered_on: Date | string | null;
    }>(db, sql`select id, invoice_number, invoice_date, delivered_on from orders`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const numberOf = (id: string) => byId.get(id)!.invoice_number;
    const thisYear = financialYearOf(new Date(now));
    expect(numberOf(lastOf2024)).toBe('TTB/24-25/000001');
    expect(numberOf(firstOf2025)).toBe('TTB/25-26/000001');
    expect(numberOf(midsummer)).toBe('TTB/25-26/000002');
    expect(numberOf(february)).toBe('TTB/25-26/000003');
    expect(numberOf(thisYearEarlier)).toBe(`TTB/${thisYear}/000001`);
    expect(numberOf(thisYearLater)).toBe(`TTB/${thisYear}/000002`);
    // Nothing was paid for a replacement, and an order on its way is not sold yet.
    expect(numberOf(replacement)).toBeNull();
    expect(numberOf(undelivered)).toBeNull();
    for (const row of rows.filter((r) => r.invoice_number !== null)) {
      expect(new Date(row.invoice_date!).toISOString()).toBe(
        new Date(row.delivered_on!).toISOString(),
      );
    }

    const counters = await queryRows<{
      financial_year: string;
      prefix: string;
      last_number: number;
    }>(db, sql`select * from invoice_counters order by financial_year`);
    expect(counters).toEqual([
      { financial_year: '24-25', prefix: 'TTB', last_number: 1 },
      { financial_year: '25-26', prefix: 'TTB', last_number: 3 },
      { financial_year: thisYear, prefix: 'TTB', last_number: 2 },
    ]);

    // The next delivery continues this year's series.
    const next = await db.transaction((tx) => issueInvoiceNumber(tx, undelivered));
    expect(next).toBe(`TTB/${thisYear}/000003`);
    const [stored] = await queryRows<{ invoice_number: string }>(
      db,
      sql`select invoice_number from orders where id = ${undelivered}`,
    );
    expect(stored!.invoice_number).toBe(next);
  });
});
