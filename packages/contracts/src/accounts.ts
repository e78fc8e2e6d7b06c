import { z } from 'zod';
import { indianMobileOrBlankSchema } from './india.ts';
import { languages } from './languages.ts';

export const userTypes = ['ADMIN', 'CUSTOMER'] as const;
export const languageSchema = z.enum(languages);
export type UserType = (typeof userTypes)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => trimmed(max).optional();
/** A calendar date as YYYY-MM-DD; an empty string clears it. */
const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2024-01-31.')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Date is not a real date.');

export const DATE_OF_BIRTH_MAX_YEARS = 120;

/** Today in the shop's calendar (India), as YYYY-MM-DD; the server and the browser agree on it. */
function shopToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** Not in the future, and not more than 120 years back (YYYY-MM-DD strings compare as dates). */
const dateOfBirth = dateOnly.refine((value) => {
  const today = shopToday();
  const earliest = `${String(Number(today.slice(0, 4)) - DATE_OF_BIRTH_MAX_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return value <= today && value >= earliest;
}, `Date of birth must be today or earlier, and at most ${DATE_OF_BIRTH_MAX_YEARS} years ago.`);

export const usernameSchema = trimmed(40)
  .min(3, 'Username must be at least 3 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore.');
export const emailSchema = trimmed(254).toLowerCase().pipe(z.email('Enter a valid email address.'));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password must be at most 128 characters.')
  // Eight spaces pass the length rule but are no secret; nor are invisible control characters.
  .refine((value) => value.replace(/[\s\p{Cc}]/gu, '') !== '', 'Password must not be blank.');

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  dob: z.string().nullable(),
  userType: z.enum(userTypes),
  /** Whether they agreed to offers and reminders by mail (never assumed: false until they tick it). */
  marketingConsent: z.boolean(),
  /** When they last gave that consent; null while they have not. */
  marketingConsentAt: z.string().nullable(),
  /** The language their mails are written in: the storefront's they last chose. */
  language: languageSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const registerBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalText(60),
  lastName: optionalText(60),
  mobile: indianMobileOrBlankSchema.optional(),
  dob: dateOfBirth.optional().or(z.literal('')),
  /** The unticked "Mail me offers and reminders" box; absent means no. */
  marketingConsent: z.boolean().optional(),
  /** The language of the page they registered on; English when absent. */
  language: languageSchema.optional(),
  // Accepted so old clients keep working, but ignored: registration always creates a CUSTOMER.
  userType: z.enum(userTypes, { error: 'userType must be ADMIN or CUSTOMER.' }).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });

export const loginBodySchema = z.object({
  identifier: trimmed(254).min(1, 'Enter your email or username.'),
  password: z.string().min(1, 'Enter your password.').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ data: z.object({ user: userSchema }) });

export const updateProfileBodySchema = z.object({
  firstName: optionalText(60),
  lastName: optionalText(60),
  username: usernameSchema.optional(),
  mobile: indianMobileOrBlankSchema.optional(),
  dob: dateOfBirth.optional().or(z.literal('')).nullable(),
  /** Giving it again records a new time; withdrawing it stops cart reminders at once. */
  marketingConsent: z.boolean().optional(),
  /** Set by the storefront's language switch: their mails follow it. */
  language: languageSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });

export const requestOtpBodySchema = z.object({ email: emailSchema });
export type RequestOtpBody = z.infer<typeof requestOtpBodySchema>;

export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  otp: z.string().regex(/^\d{6}$/, 'The code is 6 digits.'),
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
