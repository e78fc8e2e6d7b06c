import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addressProblem } from '../addresses/addresses.service.ts';
import { queryRows } from './client.ts';
import { databaseForMigrationTest } from '../test/migration-database.ts';
import { addresses } from './schema.ts';

/** Migration 0011 against rows written before it: a database migrated up to 0010, filled, then migrated to the end. */

const { db, migrateThrough, migrateToEnd, close } = await databaseForMigrationTest();
afterAll(close);

describe('migration 0011: deliverable addresses', () => {
  it('backfills recipients, normalizes states and keeps what it cannot fix', async () => {
    await migrateThrough('0010_order_life_cycle_and_returns');
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

    await migrateToEnd();

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
