import type { LegalPage } from '@shop/contracts/content';

/**
 * A text to show and, when it is not in the page's language, the language it is in: the element
 * showing it says `lang="en"` so screen readers read English on a Hindi page as English.
 */
type PageText = { text: string; lang: 'en' | undefined };

const owners = (hindi: string | null, english: string, language: string): PageText =>
  language === 'hi' && hindi
    ? { text: hindi, lang: undefined }
    : { text: english, lang: language === 'hi' ? 'en' : undefined };

/**
 * A content page's title on a page in `language` (`useLingui().i18n.locale`): the owner's Hindi
 * on a Hindi page when written, else the English title.
 */
export function pageTitle(page: Pick<LegalPage, 'title' | 'titleHi'>, language: string): PageText {
  return owners(page.titleHi, page.title, language);
}

/** A content page's HTML on a page in `language`, chosen as `pageTitle` chooses the title. */
export function pageContent(
  page: Pick<LegalPage, 'content' | 'contentHi'>,
  language: string,
): PageText {
  return owners(page.contentHi, page.content, language);
}
