import {
  OTP_LENGTH,
  loginBodySchema,
  passwordSchema,
  registerBodySchema,
  requestOtpBodySchema,
  resetPasswordBodySchema,
} from '@shop/contracts/accounts';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

// Keyed by their English text, like the contracts' messages: FormField shows a field's error in
// the page's language by looking that text up in the catalogue.
/** Shown under the confirm box of the register and reset forms (spec section 5). */
const passwordsDoNotMatch = msg({
  id: 'Passwords do not match!',
  message: 'Passwords do not match!',
}).id;

const confirmPasswordSchema = z
  .string()
  .min(
    1,
    msg({ id: 'Please type the password again.', message: 'Please type the password again.' }).id,
  );

/**
 * Adds the "passwords match" rule. `when` lets it run as soon as both boxes are filled, even while
 * another field is still wrong, so the shopper sees every problem at once.
 */
function withMatchingPasswords<Shape extends z.ZodObject<{ confirmPassword: z.ZodString }>>(
  schema: Shape,
  passwordField: 'password' | 'newPassword',
) {
  return schema.refine(
    (values) => (values as Record<string, unknown>)[passwordField] === values.confirmPassword,
    {
      message: passwordsDoNotMatch,
      path: ['confirmPassword'],
      when: ({ value }) => {
        const values = value as Record<string, unknown>;
        return typeof values[passwordField] === 'string' && Boolean(values.confirmPassword);
      },
    },
  );
}

export const loginFormSchema = loginBodySchema;
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const registerFormSchema = withMatchingPasswords(
  registerBodySchema
    .pick({
      username: true,
      email: true,
      password: true,
      firstName: true,
      lastName: true,
      mobile: true,
      marketingConsent: true,
    })
    .extend({ confirmPassword: confirmPasswordSchema }),
  'password',
);
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const forgotPasswordFormSchema = requestOtpBodySchema;
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = withMatchingPasswords(
  z.object({ newPassword: passwordSchema, confirmPassword: confirmPasswordSchema }),
  'newPassword',
);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** The boxes (one character each) spell a code the server takes. */
export function isCompleteOtp(digits: readonly string[]): boolean {
  return resetPasswordBodySchema.shape.otp.safeParse(digits.join('')).success;
}
