import {
  changePasswordBodySchema,
  updateProfileBodySchema,
  usernameSchema,
} from '@shop/contracts/accounts';
import { z } from 'zod';

/** Spec section 5: the change-password form's mismatch message. */
export const newPasswordsDoNotMatch = 'New password and confirm password do not match';

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
