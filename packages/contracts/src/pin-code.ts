/*
 * Indian PIN codes without zod: the storefront checks them on the product page, whose first
 * download should not carry zod's schemas. india.ts builds the API's zod schema on the same rule.
 */

export const PIN_CODE_MESSAGE = 'Enter a 6-digit PIN code (it never starts with 0).';

/** An Indian PIN code: exactly 6 digits, the first of them 1 to 9 (a postal zone). */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** The PIN code typed in `text` (spaces around it dropped), or null when it is none. */
export function pinCodeIn(text: string): string | null {
  const trimmed = text.trim();
  return PIN_CODE_PATTERN.test(trimmed) ? trimmed : null;
}
