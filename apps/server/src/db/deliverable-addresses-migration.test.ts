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
import { addressProblem } from '../addresses/addresses.service.ts';
import { pgliteExtensions, queryRows, wrapPglite, wrapPostgres, type Database } from './client.ts';
import { addresses } from './schema.ts';

/**
 * Migration 0011 against rows written before it: a database migrated up to 0010 (a copy of the
 * migrations folder whose journal lists only the first entries), filled, then migrated to the end.
 */

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
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

describe('migration 0011: deliverable addresses', () => {
  it('backfills recipients, normalizes states and keeps what it cannot fix', async () => {
    journalUpTo('0010_order_life_cycle_and_returns');
    await migrate();
    const [withMobile] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, username, password_hash, first_name, last_name, mobile)
          values ('meera@example.com', 'meera', 'x', 'Meera', 'Iyer', '+91 98450 12345') returning id`,
    );
    const [withoutMobile] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, username, password_hash, mobile)
          values ('ravi@example.com', 'ravi', 'x', '12345') returning id`,
    );
    const address = (userId: string, state: string, postalCode = '560001') => sql`
      insert into addresses (user_id, address_line1, city, state, postal_code, is_default)
      values (${userId}, '12 MG Road', 'Bengaluru', ${state}, ${postalCode}, false) returning id`;
    const [karnataka] = await queryRows<{ id: string }>(db, address(withMobile!.id, ' karnataka'));
    const [bangalore] = await queryRows<{ id: string }>(db, address(withMobile!.id, 'Bangalore'));
    const [noPhone] = await queryRows<{ id: string }>(
      db,
      address(withoutMobile!.id, 'TAMIL  NADU', '600001'),
    );
    const [order] = await queryRows<{ id: string }>(
      db,
      sql`insert into orders (order_number, user_id, subtotal_paise, discount_total_paise,
            order_total_paise, ship_address_line1, ship_city, ship_state, ship_postal_code,
            expected_delivery_date)
          values ('LS-OLD0001', ${withMobile!.id}, 50000, 0, 50000, '12 MG Road', 'Bengaluru',
            'Karnataka', '560001', '2026-01-01') returning id`,
    );

    journalUpTo(journal.entries.at(-1)!.tag);
    await migrate();

    const [user] = await queryRows<{ mobile: string }>(
      db,
      sql`select mobile from users where id = ${withMobile!.id}`,
    );
    expect(user!.mobile).toBe('9845012345');
    const [unchanged] = await queryRows<{ mobile: string }>(
      db,
      sql`select mobile from users where id = ${withoutMobile!.id}`,
    );
    expect(unchanged!.mobile).toBe('12345');

    const rows = await queryRows<{
      id: string;
      full_name: string;
      phone: string | null;
      state: string;
    }>(db, sql`select id, full_name, phone, state from addresses`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(karnataka!.id)).toMatchObject({
      full_name: 'Meera Iyer',
      phone: '9845012345',
      state: 'Karnataka',
    });
    expect(byId.get(bangalore!.id)).toMatchObject({ full_name: 'Meera Iyer', state: 'Bangalore' });
    // No name: the username; no valid mobile: no phone (the address then needs an update).
    expect(byId.get(noPhone!.id)).toMatchObject({
      full_name: 'ravi',
      phone: null,
      state: 'Tamil Nadu',
    });

    // What the address book shows: only the addresses the migration could not fix need an update.
    const needsUpdate = new Map(
      (await db.select().from(addresses)).map((row) => [row.id, addressProblem(row) !== undefined]),
    );
    expect(needsUpdate.get(karnataka!.id)).toBe(false);
    expect(needsUpdate.get(bangalore!.id)).toBe(true);
    expect(needsUpdate.get(noPhone!.id)).toBe(true);

    const [shipped] = await queryRows<{ ship_full_name: string; ship_phone: string | null }>(
      db,
      sql`select ship_full_name, ship_phone from orders where id = ${order!.id}`,
    );
    expect(shipped).toEqual({ ship_full_name: 'Meera Iyer', ship_phone: '9845012345' });

    const [settings] = await queryRows<{
      id: number;
      cod_max_order_paise: number | null;
      default_delivery_days: number;
    }>(db, sql`select id, cod_max_order_paise, default_delivery_days from delivery_settings`);
    expect(settings).toEqual({ id: 1, cod_max_order_paise: null, default_delivery_days: 5 });
  });
});
