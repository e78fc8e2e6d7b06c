/**
 * The storefront's languages. English is the spec's own text and the default; Hindi pages live
 * under /hi/..., mails follow the account's `language`, and the API answers its messages in
 * Hindi for `Accept-Language: hi` (the error codes stay the same). No zod here: the storefront's
 * first chunk reads this file (accounts.ts has the schema).
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** What a shopper reads on the language switch: each language in its own script. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The cookie that remembers a shopper's choice (one year; read by the server's page routes). */
export const languageCookie = 'lang';

/** Where a language's pages live: '' for English at /…, '/hi' for Hindi at /hi/…. */
export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** The language of a page's path: /hi and /hi/… are Hindi, every other path English. */
export function languageOfPath(path: string): Language {
  return path === '/hi' || path.startsWith('/hi/') || path.startsWith('/hi?') ? 'hi' : 'en';
}

/**
 * The same page in another language: `/shop?page=2` becomes `/hi/shop?page=2` and back. The
 * path given may be either language's.
 */
export function pathInLanguage(path: string, language: Language): string {
  const unprefixed = languageOfPath(path) === 'hi' ? path.slice('/hi'.length) || '/' : path || '/';
  const withSlash = unprefixed.startsWith('/') ? unprefixed : `/${unprefixed}`;
  if (language === defaultLanguage) return withSlash;
  return withSlash === '/' ? languagePrefix(language) : `${languagePrefix(language)}${withSlash}`;
}

/**
 * The language an `Accept-Language` header asks for, of the two this shop speaks: the first
 * listed with a weight above zero, English when it names neither ("English when unsure").
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = weight ? Number(weight.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const spoken = ranked.find((entry) => (languages as readonly string[]).includes(entry.primary));
  return spoken ? (spoken.primary as Language) : defaultLanguage;
}
