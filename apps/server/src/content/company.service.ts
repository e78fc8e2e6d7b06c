import { eq } from 'drizzle-orm';
import {
  DEFAULT_COMPANY_NAME,
  returnInstructionsOf,
  type CompanyDetails,
  type CompanyFields,
} from '@shop/contracts/content';
import type { Db } from '../db/client.ts';
import { company } from '../db/schema.ts';
import { deleteStoredImage, storeImage } from '../images/image-pipeline.ts';
import { mediaUrl, type ImageStore } from '../images/image-store.ts';
import type { MailingShop } from '../mail/mail-layout.ts';
import type { MailBrand } from '../mail/mail-document.ts';

/** The company table holds one row, always with this id. */
const COMPANY_ID = 1;

type CompanyRow = typeof company.$inferSelect;

const toDetails = (row: CompanyRow): CompanyDetails => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  pincode: row.pincode,
  logoUrl: row.logoKey ? mediaUrl(row.logoKey) : null,
  grievanceOfficer:
    row.grievanceOfficerName && row.grievanceOfficerEmail && row.grievanceOfficerPhone
      ? {
          name: row.grievanceOfficerName,
          email: row.grievanceOfficerEmail,
          phone: row.grievanceOfficerPhone,
        }
      : null,
  legalName: row.legalName,
  gstin: row.gstin,
  stateCode: row.stateCode,
  returnInstructions: row.returnInstructions,
  upiId: row.upiId,
  upiPayeeName: row.upiId ? row.upiPayeeName || row.name : null,
});

/** Until an admin saves the form, the shop shows the default name and nothing else. */
const DEFAULT_DETAILS: CompanyDetails = {
  name: DEFAULT_COMPANY_NAME,
  email: '',
  phone: '',
  address: '',
  pincode: '',
  logoUrl: null,
  grievanceOfficer: null,
  legalName: null,
  gstin: null,
  stateCode: null,
  returnInstructions: null,
  upiId: null,
  upiPayeeName: null,
};

export async function getCompanyDetails(db: Db): Promise<CompanyDetails> {
  const [row] = await db.select().from(company).where(eq(company.id, COMPANY_ID));
  return row ? toDetails(row) : { ...DEFAULT_DETAILS };
}

/**
 * Every page's HTML and every mail carries the shop's name, so it is kept per database for a
 * minute: a save on this instance refreshes it at once, other instances catch up within
 * SHOP_NAME_FRESH_MS.
 */
const SHOP_NAME_FRESH_MS = 60_000;
const shopNames = new WeakMap<Db, { name: string; readAt: number }>();

const shopNameOf = (savedName: string | undefined) => savedName?.trim() || DEFAULT_COMPANY_NAME;

/** The shop's name from the company details; the default name until one is saved. */
export async function getShopName(db: Db): Promise<string> {
  const cached = shopNames.get(db);
  if (cached && Date.now() - cached.readAt < SHOP_NAME_FRESH_MS) return cached.name;
  const [row] = await db
    .select({ name: company.name })
    .from(company)
    .where(eq(company.id, COMPANY_ID));
  const name = shopNameOf(row?.name);
  shopNames.set(db, { name, readAt: Date.now() });
  return name;
}

/**
 * Who a mail to a customer speaks for: the shop's name and PUBLIC_URL. Read it before a
 * transaction: the name is cached for `db`, not for a transaction handle.
 */
export async function mailingShop(deps: { db: Db; publicUrl: string }): Promise<MailingShop> {
  return { name: await getShopName(deps.db), publicUrl: deps.publicUrl };
}

/**
 * Who a mail that is not about an order speaks for: the shop's name, PUBLIC_URL and its logo (or
 * null, and the mail shows the name). Read it before a transaction, as `mailingShop`.
 */
export async function mailingBrand(deps: { db: Db; publicUrl: string }): Promise<MailBrand> {
  const [row] = await deps.db
    .select({ logoKey: company.logoKey })
    .from(company)
    .where(eq(company.id, COMPANY_ID));
  return {
    name: await getShopName(deps.db),
    publicUrl: deps.publicUrl,
    logoUrl: row?.logoKey ? mediaUrl(row.logoKey) : null,
  };
}

/** How items of an approved return reach the shop: its own words, or the default ones. */
export async function getReturnInstructions(db: Db): Promise<string> {
  const [row] = await db
    .select({ returnInstructions: company.returnInstructions })
    .from(company)
    .where(eq(company.id, COMPANY_ID));
  return returnInstructionsOf({ returnInstructions: row?.returnInstructions ?? null });
}

/**
 * The logo key names the full-size WebP; its thumbnail sits beside it (see storeImage), and both
 * go when the logo is replaced.
 */
const logoFiles = (fullKey: string) => ({
  fullKey,
  thumbKey: fullKey.replace(/-full\.webp$/, '-thumb.webp'),
});

type SaveDeps = { db: Db; images: ImageStore };

/** The form's fields as columns: a grievance officer or GST detail left blank is none (null). */
const companyValues = ({
  grievanceOfficerName,
  grievanceOfficerEmail,
  grievanceOfficerPhone,
  legalName,
  gstin,
  stateCode,
  returnInstructions,
  upiId,
  upiPayeeName,
  ...rest
}: CompanyFields) => ({
  ...rest,
  grievanceOfficerName: grievanceOfficerName || null,
  grievanceOfficerEmail: grievanceOfficerEmail || null,
  grievanceOfficerPhone: grievanceOfficerPhone || null,
  legalName: legalName || null,
  gstin: gstin || null,
  stateCode: stateCode || null,
  returnInstructions: returnInstructions || null,
  upiId: upiId || null,
  upiPayeeName: (upiId && upiPayeeName) || null,
});

/** Seeding: the company row with these details, unless an admin has saved one already. */
export async function createCompanyDetailsIfMissing(db: Db, fields: CompanyFields): Promise<void> {
  await db
    .insert(company)
    .values({ id: COMPANY_ID, ...companyValues(fields) })
    .onConflictDoNothing({ target: company.id });
}

/**
 * Writes the single company row (creating it on first save). A new logo is checked and converted
 * first (415/413 before anything changes); its files are deleted again if the save fails, and the
 * previous logo's files only once the row points at the new one.
 */
export async function saveCompanyDetails(
  deps: SaveDeps,
  fields: CompanyFields,
  logo: Buffer | undefined,
): Promise<CompanyDetails> {
  const stored = logo ? await storeImage(deps.images, 'company', logo) : undefined;
  let saved: { row: CompanyRow; previousLogoKey: string | null };
  try {
    saved = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ logoKey: company.logoKey })
        .from(company)
        .where(eq(company.id, COMPANY_ID))
        .for('update');
      const values = { ...companyValues(fields), ...(stored ? { logoKey: stored.fullKey } : {}) };
      const [row] = await tx
        .insert(company)
        .values({ id: COMPANY_ID, ...values })
        .onConflictDoUpdate({ target: company.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      return { row: row!, previousLogoKey: current?.logoKey ?? null };
    });
  } catch (error) {
    if (stored) await deleteStoredImage(deps.images, stored);
    throw error;
  }
  shopNames.set(deps.db, { name: shopNameOf(saved.row.name), readAt: Date.now() });
  if (stored && saved.previousLogoKey && saved.previousLogoKey !== stored.fullKey) {
    await deleteStoredImage(deps.images, logoFiles(saved.previousLogoKey));
  }
  return toDetails(saved.row);
}
