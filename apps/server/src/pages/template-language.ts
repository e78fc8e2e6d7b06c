import type { Language } from '@shop/contracts/languages';
import { translate } from '../i18n/translations.ts';
import { escapeHtml } from './page-document.ts';

/*
 * The texts of the client build's index.html that a page may leave as they are: the default
 * title and description (a page without its own) and the note shown without JavaScript. The
 * shop's name in them is %SHOP_NAME% (page-document.ts fills it in); their catalogue entries
 * (locales/hi.po) say {shopName} instead.
 */
const TEMPLATE_TEXTS = [
  /(<title>)([\s\S]*?)(<\/title>)/,
  /(<meta\s+name="description"\s+content=")([^"]*)(")/,
  /(<noscript>)([\s\S]*?)(<\/noscript>)/,
];
const SHOP_NAME_SLOT = '%SHOP_NAME%';

const decode = (html: string) => html.replaceAll('&amp;', '&');

const translatedTemplates = new Map<string, string>();

/** The template with its own texts in the page's language (English as it is), made once each. */
export function templateInLanguage(template: string, language: Language): string {
  if (language === 'en') return template;
  const key = `${language}\n${template}`;
  const known = translatedTemplates.get(key);
  if (known) return known;
  let html = template;
  for (const pattern of TEMPLATE_TEXTS) {
    html = html.replace(pattern, (_match, open: string, text: string, close: string) => {
      const message = decode(text).replaceAll(SHOP_NAME_SLOT, '{shopName}');
      const translated = translate(language, message, { shopName: SHOP_NAME_SLOT });
      return `${open}${escapeHtml(translated)}${close}`;
    });
  }
  translatedTemplates.set(key, html);
  return html;
}
