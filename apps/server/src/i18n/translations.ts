import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultLanguage, type Language } from '@shop/contracts/languages';

/**
 * Values for a message's {placeholders}: `translate('hi', 'Only {count} left', { count: 2 })`. A
 * value may itself be a message (a reason inside a refusal), said in the same language.
 */
export type MessageValues = Record<string, string | number | Message>;

/** A message not yet said in any language: its English text and its placeholders' values. */
export type Message = { message: string; values?: MessageValues };

/*
 * The server's Hindi lives in PO files beside the code that says the English, one per domain
 * (`orders/locales/hi.po`), and the contracts' validation messages in
 * packages/contracts/src/locales/hi.po, which the web app reads too. Each msgid is the English
 * text exactly as the code writes it, {placeholders} included: the English stays the source,
 * and a message with no Hindi yet goes out in English.
 */
const sourceRoots = [
  path.resolve(import.meta.dirname, '..'),
  path.resolve(import.meta.dirname, '../../../../packages/contracts/src'),
];

/** Every Hindi catalogue's messages, compiled (ICU placeholders, plurals). */
function readHindi(): I18n['messages'] {
  const po = formatter({ explicitIdAsDefault: true });
  const messages: I18n['messages'] = {};
  const files = sourceRoots.flatMap((root) =>
    globSync('**/locales/hi.po', { cwd: root }).map((file) => path.join(root, file)),
  );
  for (const file of files.sort()) {
    const catalog = po.parse(readFileSync(file, 'utf8'), {
      locale: 'hi',
      sourceLocale: defaultLanguage,
      filename: file,
    }) as Record<string, { translation?: string }>;
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.translation) messages[id] = compileMessage(entry.translation);
    }
  }
  return messages;
}

let catalogues: Record<Language, I18n> | undefined;

/** Both languages, read once (a few milliseconds; the server reads them as it starts). */
export function translations(): Record<Language, I18n> {
  if (catalogues) return catalogues;
  const byLanguage = {
    en: setupI18n({ locale: 'en', messages: { en: {} } }),
    hi: setupI18n({ locale: 'hi', messages: { hi: readHindi() } }),
  };
  // The English is the message itself; a Hindi message not yet translated falls back to it.
  for (const i18n of Object.values(byLanguage)) i18n.setMessagesCompiler(compileMessage);
  catalogues = byLanguage;
  return byLanguage;
}

/**
 * A message in a language: the Hindi for `hi` when the catalogues have it, else the English,
 * with its {placeholders} filled in from `values` either way.
 */
export function translate(language: Language, message: string, values?: MessageValues): string {
  if (language === defaultLanguage && !values) return message;
  const filled = values
    ? Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'object' ? translate(language, value.message, value.values) : value,
        ]),
      )
    : undefined;
  return translations()[language]._(message, filled, { message });
}

/** Whether a message has its own text in a language (English always has: it is the source). */
export function isTranslated(language: Language, message: string): boolean {
  return language === defaultLanguage || message in translations()[language].messages;
}
