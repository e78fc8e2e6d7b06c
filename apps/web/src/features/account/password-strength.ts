import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH } from '@shop/contracts/accounts';

/** The strength meter's verdicts (spec section 5), weakest first. */
export const strengthLevels = ['Too weak', 'Weak', 'Medium', 'Strong'] as const;
export type PasswordStrength = (typeof strengthLevels)[number];

/** Each verdict in words, shown with `i18n._`. */
export const strengthLabels: Record<PasswordStrength, MessageDescriptor> = {
  'Too weak': msg`Too weak`,
  Weak: msg`Weak`,
  Medium: msg`Medium`,
  Strong: msg`Strong`,
};

const hasLowercase = (text: string) => /[a-z]/.test(text);
const hasUppercase = (text: string) => /[A-Z]/.test(text);
const hasDigit = (text: string) => /\d/.test(text);

/**
 * Empty: no verdict; under 6 characters 'Too weak'; under 8 (the server's minimum) 'Weak'; 8 or
 * more with a lowercase letter, an uppercase letter and a digit 'Strong'; anything else 'Medium'
 * (spec thresholds 6, 8).
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (password.length === 0) return null;
  if (password.length < 6) return 'Too weak';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Weak';
  if (hasLowercase(password) && hasUppercase(password) && hasDigit(password)) return 'Strong';
  return 'Medium';
}

/** The requirements checklist under the new password, ticked as the shopper types. */
const passwordRequirements: readonly {
  label: MessageDescriptor;
  isMet: (text: string) => boolean;
}[] = [
  {
    label: msg`At least ${PASSWORD_MIN_LENGTH} characters`,
    isMet: (text) => text.length >= PASSWORD_MIN_LENGTH,
  },
  { label: msg`One uppercase letter`, isMet: hasUppercase },
  { label: msg`One lowercase letter`, isMet: hasLowercase },
  { label: msg`One number`, isMet: hasDigit },
];

export function checkRequirements(password: string): { label: MessageDescriptor; met: boolean }[] {
  return passwordRequirements.map(({ label, isMet }) => ({ label, met: isMet(password) }));
}
