import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { checkRequirements, passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('has no verdict for an empty password', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it('calls anything under 6 characters too weak, whatever it contains', () => {
    expect(passwordStrength('a')).toBe('Too weak');
    expect(passwordStrength('Ab1#x')).toBe('Too weak');
  });

  it('calls 6 and 7 characters weak, even with every kind of character', () => {
    expect(passwordStrength('abcdef')).toBe('Weak');
    expect(passwordStrength('Abcde12')).toBe('Weak');
  });

  it('calls 8+ characters strong only with a lowercase, an uppercase letter and a digit', () => {
    expect(passwordStrength('Abcdefg1')).toBe('Strong');
    expect(passwordStrength('MANGO-lassi-7')).toBe('Strong');
  });

  it('calls 8+ characters missing one of them medium', () => {
    expect(passwordStrength('abcdefg1')).toBe('Medium');
    expect(passwordStrength('ABCDEFG1')).toBe('Medium');
    expect(passwordStrength('Abcdefgh')).toBe('Medium');
    expect(passwordStrength('        ')).toBe('Medium');
  });
});

describe('checkRequirements', () => {
  const met = (password: string) =>
    checkRequirements(password)
      .filter((item) => item.met)
      .map((item) => i18n._(item.label));

  it('ticks nothing for an empty password', () => {
    expect(met('')).toEqual([]);
  });

  it('ticks each requirement on its own', () => {
    expect(met('abc')).toEqual(['One lowercase letter']);
    expect(met('ABC')).toEqual(['One uppercase letter']);
    expect(met('123')).toEqual(['One number']);
    expect(met('--------')).toEqual(['At least 8 characters']);
  });

  it('ticks all four for a good password, in the checklist order', () => {
    expect(
      checkRequirements('Sunflower8').map(({ label, met }) => ({ label: i18n._(label), met })),
    ).toEqual([
      { label: 'At least 8 characters', met: true },
      { label: 'One uppercase letter', met: true },
      { label: 'One lowercase letter', met: true },
      { label: 'One number', met: true },
    ]);
  });

  it('does not count 7 characters as 8', () => {
    expect(met('Abcde12')).not.toContain('At least 8 characters');
  });
});
