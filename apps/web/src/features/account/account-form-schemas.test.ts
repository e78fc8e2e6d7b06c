import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, profileFormSchema } from './account-form-schemas.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('change password form', () => {
  it('says the spec sentence when the new passwords differ', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'Old-password-1',
      newPassword: 'New-password-2',
      confirmPassword: 'New-password-3',
    });
    expect(issues(result)).toEqual([
      ['confirmPassword', 'New password and confirm password do not match'],
    ]);
  });

  it('asks for the current password and 8+ characters, as the server does', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: 'Short1',
      confirmPassword: 'Short1',
    });
    expect(issues(result)).toEqual([
      ['currentPassword', 'Enter your current password.'],
      ['newPassword', 'Password must be at least 8 characters.'],
    ]);
  });
});

describe('profile form', () => {
  const valid = {
    firstName: ' Meera ',
    lastName: 'Kapoor',
    username: 'meera_k',
    mobile: '',
    dob: '',
  };

  it('accepts cleared optional fields and trims names', () => {
    expect(profileFormSchema.parse(valid)).toEqual({ ...valid, firstName: 'Meera' });
  });

  it('keeps the username rules and checks mobile and date', () => {
    const result = profileFormSchema.safeParse({
      ...valid,
      username: 'me',
      mobile: 'call me',
      dob: '31-01-2020',
    });
    expect(new Set(issues(result).map(([path]) => path))).toEqual(
      new Set(['username', 'mobile', 'dob']),
    );
  });

  it('keeps a mobile typed with +91 and a dash as its 10 digits', () => {
    expect(profileFormSchema.parse({ ...valid, mobile: '+91 98450-12345' }).mobile).toBe(
      '9845012345',
    );
  });
});
