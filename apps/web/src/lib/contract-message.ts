import type { I18n } from '@lingui/core';

/**
 * A message the contracts' schemas write in English (a form field's validation), in the page's
 * language. The Hindi catalogue holds them by their English text, as the server reads them too
 * (packages/contracts/src/locales/hi.po); one it lacks, and every message on an English page,
 * shows as written.
 */
export function contractMessage(i18n: I18n, englishText: string): string {
  return Object.prototype.hasOwnProperty.call(i18n.messages, englishText)
    ? i18n._(englishText)
    : englishText;
}
