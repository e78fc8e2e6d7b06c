import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  addressFormSchema,
  DEFAULT_ADDRESS_DELETE_MESSAGE,
  type Address,
  type AddressBody,
} from '@shop/contracts/addresses';
import { indianMobileDigits } from '@shop/contracts/india';
import type { Db } from '../db/client.ts';
import { addresses, users } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';

type AddressRow = typeof addresses.$inferSelect;

export const FULL_NAME_REQUIRED_MESSAGE = "Full name is required: add the recipient's name.";
export const PHONE_REQUIRED_MESSAGE =
  "Phone is required: add the recipient's 10-digit mobile number.";

/**
 * What is wrong with a stored address by today's rules (the first problem the address form would
 * show), or undefined when it is fine. Addresses saved before the shop checked them may fail.
 */
export function addressProblem(row: AddressRow): string | undefined {
  const checked = addressFormSchema.safeParse({
    fullName: row.fullName,
    phone: row.phone ?? undefined,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
  });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

const toAddressView = (row: AddressRow): Address => ({
  id: row.id,
  userId: row.userId,
  fullName: row.fullName,
  phone: row.phone,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  isDefault: row.isDefault,
  needsUpdate: addressProblem(row) !== undefined,
});

const fieldsOf = (input: AddressBody) => ({
  ...(input.fullName === undefined ? {} : { fullName: input.fullName }),
  ...(input.phone === undefined ? {} : { phone: input.phone }),
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

/**
 * Who receives a new address's parcels when the body does not say: the account holder, by their
 * first and last name and their mobile (if it is an Indian one). 400 when either is still missing.
 */
async function recipientFor(db: Db, userId: string, input: AddressBody) {
  const [account] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  const fullName =
    input.fullName ??
    `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim().slice(0, 100).trim();
  const phone = input.phone ?? indianMobileDigits(account?.mobile ?? '');
  const missing = [
    ...(fullName ? [] : [{ path: 'fullName', message: FULL_NAME_REQUIRED_MESSAGE }]),
    ...(phone ? [] : [{ path: 'phone', message: PHONE_REQUIRED_MESSAGE }]),
  ];
  if (!fullName || !phone) throw badRequest(missing[0]!.message, missing);
  return { fullName, phone };
}

/**
 * The first address becomes the default; a new default takes over from the old one. The
 * recipient defaults to the account holder.
 */
export async function createAddress(db: Db, userId: string, input: AddressBody): Promise<Address> {
  const recipient = await recipientFor(db, userId, input);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const isDefault = (existing?.n ?? 0) === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fieldsOf(input), ...recipient, isDefault })
      .returning();
    return toAddressView(row!);
  });
}

/** Left out, the recipient's name and phone keep the address's own. */
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
