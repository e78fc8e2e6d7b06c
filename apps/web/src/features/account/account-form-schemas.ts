import {
  changePasswordBodySchema,
  updateProfileBodySchema,
  usernameSchema,
} from '@shop/contracts/accounts';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

/**
 * Spec section 5: the change-password form's mismatch message. Keyed by its English text, like the
 * contracts' messages, so FormField (and the toast) can show it in the page's language.
 */
export const newPasswordsDoNotMatch = msg({
  id: 'New password and confirm password do not match',
  message: 'New password and confirm password do not match',
}).id;

/** The server's rules (current password given, new one 8+ characters) plus the confirmation. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** The server's profile rules, with the username required (it can be changed, not cleared). */
export const profileFormSchema = updateProfileBodySchema.extend({ username: usernameSchema });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
