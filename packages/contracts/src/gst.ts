import { z } from 'zod';
import { indianStates } from './india.ts';

/*
 * India's Goods and Services Tax as the shop meets it: the seller's GSTIN, each product's HSN
 * code and rate, and the tax invoice's number. Prices are GST-inclusive; the tax inside them is
 * worked out on the server when an invoice is drawn.
 */

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN: the tax department's mod-36 check over the first 14, each
 * character's value weighted 1, 2, 1, 2... with a product of 36 or more folded back (quotient
 * plus remainder), as Luhn does for base 10.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const weighted = GSTIN_ALPHABET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(weighted / 36) + (weighted % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * A GSTIN's shape: the state code, the holder's PAN (5 letters, 4 digits, a letter), the
 * registration's number within that PAN, the letter Z, and the check character.
 */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const gstStateCodes = new Set<string>(indianStates.map((state) => state.code));

export const GSTIN_MESSAGE =
  'Enter a 15-character GSTIN, like 29ABCDE1234F1ZW (state code, PAN, entity number, Z, check character).';
export const GSTIN_CHECK_MESSAGE =
  "This GSTIN's last character does not match the rest: check it against your registration certificate.";

/** Why `gstin` (already upper-cased) is not one, or undefined when it is. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin) || !gstStateCodes.has(gstin.slice(0, 2))) return GSTIN_MESSAGE;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_CHECK_MESSAGE;
  return undefined;
}

/** A GSTIN typed in any case, with spaces dropped; the 15 capitals come out. */
export const gstinSchema = z
  .string({ error: GSTIN_MESSAGE })
  .max(30, GSTIN_MESSAGE)
  .transform((text, ctx) => {
    const gstin = text.replace(/\s+/g, '').toUpperCase();
    const problem = gstinProblem(gstin);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return gstin;
  });

/** The same, for a company's optional GSTIN: a blank one comes out as "" (not registered). */
export const gstinOrBlankSchema = z
  .string({ error: GSTIN_MESSAGE })
  .max(30, GSTIN_MESSAGE)
  .transform((text, ctx) => {
    const gstin = text.replace(/\s+/g, '').toUpperCase();
    if (gstin === '') return '';
    const problem = gstinProblem(gstin);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return gstin;
  });

export const GST_STATE_CODE_MESSAGE = "Choose the state your shop's GST registration is in.";

/** A two-digit GST state code of one of the 36 states and union territories. */
export const gstStateCodeSchema = z
  .string({ error: GST_STATE_CODE_MESSAGE })
  .refine((code) => gstStateCodes.has(code), GST_STATE_CODE_MESSAGE);

export const HSN_MESSAGE = 'An HSN code has 4, 6 or 8 digits, like 6111 or 61112000.';

/** The Harmonized System of Nomenclature code of a kind of goods: 4, 6 or 8 digits. */
export const hsnCodeSchema = z
  .string({ error: HSN_MESSAGE })
  .trim()
  .regex(/^(?:[0-9]{4}|[0-9]{6}|[0-9]{8})$/, HSN_MESSAGE);

/** The GST slabs a product can be taxed at. */
export const gstRates = [0, 5, 12, 18, 28] as const;
export type GstRatePercent = (typeof gstRates)[number];
export const DEFAULT_GST_RATE: GstRatePercent = 5;
export const GST_RATE_MESSAGE = 'Choose a GST rate of 0, 5, 12, 18 or 28 %.';

/** A rate as a number or as form text ("18"); a blank is no rate, not 0. */
export const gstRatePercentSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce
    .number({ error: GST_RATE_MESSAGE })
    .refine((rate): rate is GstRatePercent => (gstRates as readonly number[]).includes(rate), {
      message: GST_RATE_MESSAGE,
    }),
);

/**
 * Garments and their accessories (HSN chapters 61 to 63) and footwear (64) are taxed by the
 * price of one piece since 22 September 2025: 5 % up to ₹2,500, 18 % above. The editor suggests
 * this rate; the shop can set any slab per product.
 */
export const PIECE_PRICE_THRESHOLD_PAISE = 2_500_00;
export function suggestedGstRate(hsnCode: string, highestPiecePricePaise: number): GstRatePercent {
  const chapter = hsnCode.slice(0, 2);
  const byPiecePrice = ['61', '62', '63', '64'].includes(chapter);
  return byPiecePrice && highestPiecePricePaise > PIECE_PRICE_THRESHOLD_PAISE ? 18 : 5;
}

/**
 * The Indian financial year a moment falls in (April to March, India time), as the invoice
 * number writes it: "26-27" for 1 April 2026 to 31 March 2027.
 */
export function financialYearOf(moment: Date): string {
  // India is UTC+05:30 all year: no daylight saving to allow for.
  const india = new Date(moment.getTime() + 330 * 60 * 1000);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(year)}-${two(year + 1)}`;
}

/** GST rule 46: an invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_SEQUENCE_DIGITS = 6;
export const INVOICE_PREFIX_MAX = 3;

/**
 * The series an invoice number starts with: the initials of the shop's name (at most 3 letters,
 * "Little Sprouts" -> "LS"), or "INV" when the name has no letters to take.
 */
export function invoicePrefixFor(shopName: string): string {
  const initials = shopName
    .split(/\s+/)
    .map((word) => /[A-Za-z]/.exec(word)?.[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, INVOICE_PREFIX_MAX);
  return initials || 'INV';
}

/**
 * A credit note's series: its own, apart from invoices (GST rule 53 asks for one consecutive
 * series). The shop's initials would not fit rule 46's 16 characters beside "CN", the year and
 * six digits, so a credit note reads "CN/26-27/000001".
 */
export const CREDIT_NOTE_SERIES = 'CN';
export function formatCreditNoteNumber(financialYear: string, sequence: number): string {
  return formatInvoiceNumber(CREDIT_NOTE_SERIES, financialYear, sequence);
}

/** "LS/26-27/000123": series, financial year and the number within it (at most 16 characters). */
export function formatInvoiceNumber(
  prefix: string,
  financialYear: string,
  sequence: number,
): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}
