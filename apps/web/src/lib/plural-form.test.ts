import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pluralForm } from './plural-form.ts';

describe('pluralForm', () => {
  it("gives English 'one' for 1 only", () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect([0, 1, 2, 5, 21].map((count) => pluralForm(i18n, count))).toEqual([
      'other',
      'one',
      'other',
      'other',
      'other',
    ]);
  });

  it("gives Hindi 'one' for 0 and 1, as CLDR's rules say", () => {
    const i18n = setupI18n({ locale: 'hi', messages: { hi: {} } });
    expect([0, 1, 2, 5].map((count) => pluralForm(i18n, count))).toEqual([
      'one',
      'one',
      'other',
      'other',
    ]);
  });
});
