import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  DEFAULT_ADDRESS_DELETE_MESSAGE,
  type Address,
  type AddressBody,
} from '@shop/contracts/addresses';
import type { Db } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';

type AddressRow = typeof addresses.$inferSelect;

const toAddressView = (row: AddressRow): Address => ({
  id: row.id,
  userId: row.userId,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  isDefault: row.isDefault,
});

const fieldsOf = (input: AddressBody) => ({
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2 || null,
  city: input.city,
  state: input.state,
  postalCode: input.postalCode,
});

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddressView);
}

async function clearDefault(tx: Db, userId: string, exceptId?: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    );
}

/** The first address becomes the default; a new default takes over from the old one. */
export async function createAddress(db: Db, userId: string, input: AddressBody): Promise<Address> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const isDefault = (existing?.n ?? 0) === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fieldsOf(input), isDefault })
      .returning();
    return toAddressView(row!);
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressBody,
): Promise<Address> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .for('update');
    if (!current) throw notFound('Address not found.');
    // Someone must stay the default: un-ticking it on the default address changes nothing.
    const isDefault = current.isDefault || input.isDefault === true;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...fieldsOf(input), isDefault })
      .where(eq(addresses.id, id))
      .returning();
    return toAddressView(row!);
  });
}

export async function deleteAddress(
  db: Db,
  userId: string,
  id: string,
): Promise<{ message: string }> {
  const [current] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!current) throw notFound('Address not found.');
  if (current.isDefault) throw conflict(DEFAULT_ADDRESS_DELETE_MESSAGE);
  await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.isDefault, false)));
  return { message: 'Address deleted.' };
}
