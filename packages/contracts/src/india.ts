import { z } from 'zod';
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from './pin-code.ts';

/**
 * India's 28 states and 8 union territories with their two-digit GST state codes, in code order.
 * Code 25 (Daman and Diu) and 28 (undivided Andhra Pradesh) are retired: Daman and Diu merged
 * into 26 in 2020, and 37 is today's Andhra Pradesh.
 */
export const indianStates = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type IndianState = (typeof indianStates)[number];
export type IndianStateName = IndianState['name'];

const stateByLowerName = new Map<string, IndianState>(
  indianStates.map((state) => [state.name.toLowerCase(), state]),
);

/** The state or union territory a name means, ignoring case and extra spaces; undefined if none. */
export function indianStateNamed(name: string): IndianState | undefined {
  return stateByLowerName.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** States sorted by name, as a picker lists them. */
export const indianStatesByName: readonly IndianState[] = [...indianStates].sort((a, b) =>
  a.name.localeCompare(b.name, 'en-IN'),
);

export const STATE_MESSAGE = 'Choose a state or union territory of India.';

/** A state named in any case; the official spelling comes out ("tamil nadu" -> "Tamil Nadu"). */
export const indianStateSchema = z
  .string({ error: STATE_MESSAGE })
  .max(100, STATE_MESSAGE)
  .transform((name, ctx) => {
    const state = indianStateNamed(name);
    if (!state) {
      ctx.addIssue({ code: 'custom', message: STATE_MESSAGE });
      return z.NEVER;
    }
    return state.name;
  });

/** An Indian PIN code (pin-code.ts has the rule): the code comes out without spaces around it. */
export const pinCodeSchema = z
  .string({ error: PIN_CODE_MESSAGE })
  .trim()
  .regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGE);

export const MOBILE_MESSAGE =
  'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).';

/**
 * The 10 digits of an Indian mobile number, or undefined when `text` is none. A `+91`, `91` or `0`
 * in front, spaces and dashes are how people write numbers, so they are dropped.
 */
export function indianMobileDigits(text: string): string | undefined {
  const match = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(text.replace(/[\s-]/g, ''));
  return match?.[1];
}

/** The digits of `text`, or an issue with the mobile message when it is not a mobile number. */
function mobileDigitsOrIssue(text: string, ctx: z.core.$RefinementCtx<string>): string {
  const digits = indianMobileDigits(text);
  if (digits) return digits;
  ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
  return z.NEVER;
}

/** An Indian mobile number as typed; the 10 digits come out ("+91 98450-12345" -> "9845012345"). */
export const indianMobileSchema = z
  .string({ error: MOBILE_MESSAGE })
  .max(20, MOBILE_MESSAGE)
  .transform(mobileDigitsOrIssue);

/** The same, for a profile's optional mobile: a blank one comes out as "" (none). */
export const indianMobileOrBlankSchema = z
  .string({ error: MOBILE_MESSAGE })
  .max(20, MOBILE_MESSAGE)
  .transform((text, ctx) => (text.trim() === '' ? '' : mobileDigitsOrIssue(text, ctx)));

/** A mobile number as people read it: "98450 12345". */
export const formatIndianMobile = (digits: string): string =>
  /^[0-9]{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;

export const statesResponseSchema = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string() })),
});
