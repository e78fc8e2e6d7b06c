import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_DELIVERY_DAYS,
  deliveryTermsFor,
  type DeliveryCheck,
  type DeliverySettings,
  type DeliverySettingsBody,
} from '@shop/contracts/delivery';
import { toPaise, toRupees } from '@shop/contracts/money';
import type { Db } from '../db/client.ts';
import { deliveryRules, deliverySettings } from '../db/schema.ts';

/** The settings table holds one row, always with this id (the migration creates it). */
const SETTINGS_ID = 1;

/**
 * The shop's delivery terms as stored: the cap in paise and every rule, sorted by prefix. Read
 * per request, never cached in the process: several instances share one database, and the two
 * tables are tiny.
 */
async function readDeliverySettings(db: Db) {
  const [settings] = await db
    .select()
    .from(deliverySettings)
    .where(eq(deliverySettings.id, SETTINGS_ID));
  const rules = await db.select().from(deliveryRules).orderBy(asc(deliveryRules.prefix));
  return {
    codMaxOrderPaise: settings?.codMaxOrderPaise ?? null,
    defaultDeliveryDays: settings?.defaultDeliveryDays ?? DEFAULT_DELIVERY_DAYS,
    rules,
  };
}

type StoredSettings = Awaited<ReturnType<typeof readDeliverySettings>>;

const toSettingsView = (stored: StoredSettings): DeliverySettings => ({
  codMaxOrderValue: stored.codMaxOrderPaise === null ? null : toRupees(stored.codMaxOrderPaise),
  defaultDeliveryDays: stored.defaultDeliveryDays,
  rules: stored.rules.map((rule) => ({
    id: rule.id,
    prefix: rule.prefix,
    serviceable: rule.serviceable,
    codAvailable: rule.codAvailable,
    deliveryDays: rule.deliveryDays,
  })),
});

export async function getDeliverySettings(db: Db): Promise<DeliverySettings> {
  return toSettingsView(await readDeliverySettings(db));
}

/**
 * Replaces the default days, the cap and every rule at once. The settings row is written first:
 * its row lock makes a second save wait for this one, so it deletes the rules this one wrote
 * instead of colliding with them on the unique prefix.
 */
export async function replaceDeliverySettings(
  db: Db,
  input: DeliverySettingsBody,
): Promise<DeliverySettings> {
  return db.transaction(async (tx) => {
    const values = {
      codMaxOrderPaise: input.codMaxOrderValue === null ? null : toPaise(input.codMaxOrderValue),
      defaultDeliveryDays: input.defaultDeliveryDays,
    };
    await tx
      .insert(deliverySettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: deliverySettings.id, set: values });
    await tx.delete(deliveryRules);
    if (input.rules.length > 0) await tx.insert(deliveryRules).values(input.rules);
    return toSettingsView(await readDeliverySettings(tx));
  });
}

/** The promised delivery day (a calendar date, YYYY-MM-DD) `deliveryDays` after `from`. */
export function expectedDeliveryDate(deliveryDays: number, from = new Date()): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + deliveryDays);
  return date.toISOString().slice(0, 10);
}

/**
 * What the shop offers `pincode` today: served or not, cash on delivery, the days and the date it
 * would arrive, and the cap on cash-on-delivery orders (rupees). Pass a transaction to decide an
 * order on the terms that hold while it is written.
 */
export async function deliveryCheckFor(
  db: Db,
  pincode: string,
  today = new Date(),
): Promise<DeliveryCheck> {
  const stored = await readDeliverySettings(db);
  const terms = deliveryTermsFor(stored, pincode);
  return {
    pincode,
    ...terms,
    expectedDeliveryDate:
      terms.deliveryDays === null ? null : expectedDeliveryDate(terms.deliveryDays, today),
    codMaxOrderValue: stored.codMaxOrderPaise === null ? null : toRupees(stored.codMaxOrderPaise),
  };
}

/**
 * The day an order that must go out anyway (an exchange's replacement) is promised for: the PIN
 * code's days, or the shop's default when the PIN code is no longer served.
 */
export async function promisedDeliveryDate(db: Db, pincode: string, from = new Date()) {
  const stored = await readDeliverySettings(db);
  const days = deliveryTermsFor(stored, pincode).deliveryDays ?? stored.defaultDeliveryDays;
  return expectedDeliveryDate(days, from);
}

/**
 * Whether cash on delivery is offered across each PIN prefix (of any length): the rule that
 * decides for the prefix itself, so a finer rule inside it (560001 within 560) does not count.
 */
export async function codAvailabilityOf(db: Db, prefixes: string[]): Promise<Map<string, boolean>> {
  const stored = await readDeliverySettings(db);
  return new Map(
    prefixes.map((prefix) => [prefix, deliveryTermsFor(stored, prefix).codAvailable] as const),
  );
}
