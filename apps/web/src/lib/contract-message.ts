import type { I18n } from '@lingui/core';

/**
 * A message the contracts' schemas write in English (a form field's validation), in the page's
 * language. The Hindi catalogue holds them by their English text, as the server reads them too
 * (packages/contracts/src/locales/hi.po); one it lacks, and every message on an English page,
 * shows as written, its {placeholders} filled with `values`.
 */
export function contractMessage(
  i18n: I18n,
  englishText: string,
  values?: Record<string, string>,
): string {
  if (Object.prototype.hasOwnProperty.call(i18n.messages, englishText)) {
    return i18n._(englishText, values);
  }
  return values
    ? englishText.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
    : englishText;
}
