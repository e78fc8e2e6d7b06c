import { describe, expect, it } from 'vitest';
import {
  emptyOtp,
  isCompleteOtp,
  registerFormSchema,
  resetPasswordFormSchema,
} from './auth-form-schemas.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('auth form schemas', () => {
  it('reports a password mismatch together with the other field problems', () => {
    const result = registerFormSchema.safeParse({
      username: 'a',
      email: 'not-an-email',
      password: 'sunflower8',
      confirmPassword: 'sunflower9',
    });
    expect(issues(result)).toEqual([
      ['username', 'Username must be at least 3 characters.'],
      ['email', 'Enter a valid email address.'],
      ['confirmPassword', 'Passwords do not match!'],
    ]);
  });

  it('accepts a register form with empty optional fields and normalises the email', () => {
    const result = registerFormSchema.parse({
      username: 'meera_k',
      email: ' Meera@Example.IN ',
      password: 'sunflower8',
      confirmPassword: 'sunflower8',
      firstName: '',
      lastName: '',
      mobile: '',
    });
    expect(result.email).toBe('meera@example.in');
  });

  it('checks the reset form the same way', () => {
    expect(
      issues(resetPasswordFormSchema.safeParse({ newPassword: 'short', confirmPassword: 'short' })),
    ).toEqual([['newPassword', 'Password must be at least 8 characters.']]);
    expect(
      issues(
        resetPasswordFormSchema.safeParse({ newPassword: 'long-enough', confirmPassword: 'other' }),
      ),
    ).toEqual([['confirmPassword', 'Passwords do not match!']]);
  });

  it('knows a complete code', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', 'x'])).toBe(false);
  });
});
