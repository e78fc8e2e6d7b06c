import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { financialYearOf } from '@shop/contracts/gst';
import { issueInvoiceNumber } from './invoice-numbers.service.ts';
import {
  pgliteExtensions,
  queryRows,
  wrapPglite,
  wrapPostgres,
  type Database,
} from '../db/client.ts';

/**
 * Migration 0014 against a shop that has delivered orders already: a database migrated up to
 * 0013 (a copy of the migrations folder whose journal lists only the first entries), filled, then
 * migrated to the end.
 */

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
cpSync(migrations, folder, { recursive: true });
const journalFile = path.join(folder, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };

/** Rewrites the copy's journal to list the migrations up to and including `lastTag`. */
function journalUpTo(lastTag: string): void {
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
  );
}

/** An empty database: PGlite, or a new PostgreSQL database when the tests run on one. */
async function emptyDatabase(): Promise<{ database: Database; migrate: () => Promise<void> }> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const database = wrapPglite(await PGlite.create({ extensions: pgliteExtensions }));
    const migrate = () =>
      migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return { database, migrate };
  }
  const name = `shop_migration_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = wrapPostgres(new pg.Pool({ connectionString: target.toString(), max: 2 }));
  const migrate = () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  return {
    database: {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    },
    migrate,
  };
}

const { database, migrate } = await emptyDatabase();
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});
const { db } = database;

const MINUTE = 60_000;

describe('migration 0014: GST invoices', () => {
  it('numbers the orders delivered before it per financial year, in delivery order', async () => {
    journalUpTo('0013_admin_daily_work');
    await migrate();
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

    journalUpTo(journal.entries.at(-1)!.tag);
    await migrate();

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
