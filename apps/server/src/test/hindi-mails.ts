import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { formatter } from '@lingui/format-po';
import { bearer, type TestApp } from './test-app.ts';
import { decodeEntities } from './html-text.ts';

const serverSource = path.resolve(import.meta.dirname, '..');

/** One domain's Hindi catalogue (`orders` for orders/locales/hi.po): msgid to msgstr. */
export function hindiCatalogue(domain: string): Map<string, string> {
  const file = path.join(serverSource, domain, 'locales/hi.po');
  const entries = formatter({ explicitIdAsDefault: true }).parse(readFileSync(file, 'utf8'), {
    locale: 'hi',
    sourceLocale: 'en',
    filename: file,
  }) as Record<string, { translation?: string }>;
  return new Map(Object.entries(entries).map(([id, entry]) => [id, entry.translation ?? '']));
}

/** The {placeholders} a message names, plural arguments included: `{count, plural, …}` is count. */
export const placeholdersOf = (message: string) =>
  [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]!).sort();

/** What a reader of the HTML part sees: styles and tags dropped, entities decoded. */
export const seenInHtml = (html: string) =>
  decodeEntities(html.replace(/<style>[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' '));

/** The customer's storefront language, as the language switch sets it. */
export async function switchLanguage(t: TestApp, token: string, language: 'en' | 'hi') {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: bearer(token),
    payload: { language },
  });
  if (res.statusCode !== 200) throw new Error(`language switch: ${res.body}`);
}

// Latin words a Hindi mail keeps: the clock's am/pm as Hindi dates write it. Words in capitals
// are codes and names (order numbers, UPI, UTR, ID), not English prose.
const LATIN_IN_HINDI = new Set(['am', 'pm']);

/**
 * A mail written in Hindi from end to end: `<html lang="hi">` and Content-Language (when the
 * headers are given), every link to the shop under /hi/, no English sentence of the given
 * catalogues left in its subject, text or HTML, and no English word at all once the things the
 * shop wrote itself (`ownersWords`: product names, colours, its name, notes) are set aside.
 */
export function expectHindiMail(
  mail: {
    subject: string;
    text: string;
    html: string | null;
    headers?: Record<string, string> | null;
  },
  options: {
    catalogues: string[];
    publicUrl: string;
    ownersWords?: string[];
    /** A mail that links to no page (a password reset code). */
    linkless?: boolean;
  },
): void {
  const html = mail.html ?? '';
  expect(html).toContain('<html lang="hi">');
  if (mail.headers !== undefined) expect(mail.headers?.['Content-Language']).toBe('hi');
  const shopLinks = [...`${mail.text} ${html}`.matchAll(/https?:\/\/[^\s"<>)]+/g)]
    .map((match) => decodeEntities(match[0]))
    .filter((url) => url.startsWith(options.publicUrl) && !url.includes('/api/'))
    .filter((url) => !url.includes('/media/'));
  expect(shopLinks.length > 0).toBe(!options.linkless);
  for (const url of shopLinks) expect(url.slice(options.publicUrl.length)).toMatch(/^\/hi(\/|$)/);

  const readable = [mail.subject, mail.text, seenInHtml(html)].join('\n');
  for (const domain of options.catalogues) {
    for (const [english, hindi] of hindiCatalogue(domain)) {
      expect(hindi, `Hindi for "${english}"`).not.toBe('');
      // The English between its placeholders, where it is a phrase of its own.
      for (const words of english.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)) {
        if ((words.match(/[A-Za-z]+/g) ?? []).length >= 2) {
          expect(readable).not.toContain(words.trim());
        }
      }
    }
  }
  let rest = readable.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ');
  for (const words of options.ownersWords ?? []) {
    if (words) rest = rest.replaceAll(words, ' ');
  }
  const english = (rest.match(/[A-Za-z]*[a-z][A-Za-z]*/g) ?? []).filter(
    (word) => word.length > 1 && !LATIN_IN_HINDI.has(word),
  );
  expect(english, 'English words left in a Hindi mail').toEqual([]);
}
