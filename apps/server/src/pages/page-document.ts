import type { Language } from '@shop/contracts/languages';
import { pageStateElementId, type RenderedPage } from '@shop/contracts/page-rendering';

/** Text safe inside HTML, an attribute's value included. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/*
 * JSON inside <script> must not be able to end the element or open a comment: every "<" is
 * written as its JSON escape, which JSON.parse reads back as "<".
 */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Where apps/web/index.html puts the shop's name (title, description, og:site_name, noscript). */
const SHOP_NAME_SLOT = /%SHOP_NAME%/g;
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>\s*/;
const ROOT_ELEMENT = '<div id="root"></div>';
const TEMPLATE_LANGUAGE = /<html lang="[a-z-]+"/;
/** The start script's list of chunks (vite.config.ts, startAppAfterFirstPaint). */
const START_SCRIPT_PRELOADS = /data-preload="([^"]*)"/;

export type PageExtras = {
  shopName: string;
  /** The page's language, for <html lang>: a screen reader reads Hindi with a Hindi voice. */
  language: Language;
  /** Tags for <head> besides React's: structured data, canonical link, Open Graph. */
  headTags: string[];
  /**
   * Chunk files (under the client build) the page's code needs beyond the template's: added to
   * the start script's data-preload, which requests them with the app (public/start-app.js),
   * after the page has shown itself, instead of in competition with its stylesheet and pictures.
   */
  modulePreloads: string[];
};

/**
 * The client build's index.html with a rendered page in it: React's head tags (its <title> and
 * description replace the template's defaults), the page's chunks for the start script, the
 * page's HTML in <div id="root">, and the state the browser takes over in a JSON script.
 */
export function pageDocument(template: string, page: RenderedPage, extras: PageExtras): string {
  let html = template
    .replace(SHOP_NAME_SLOT, () => escapeHtml(extras.shopName))
    .replace(TEMPLATE_LANGUAGE, `<html lang="${extras.language}"`);
  if (page.head.includes('<title>')) html = html.replace(TEMPLATE_TITLE, '');
  const added = [page.head, ...extras.headTags].join('');
  if (added.includes('<meta name="description"')) html = html.replace(TEMPLATE_DESCRIPTION, '');
  const head = [page.head, ...extras.headTags].join('\n    ');
  // Replacer functions, not strings: in a replacement string "$'", "$`" and "$&" are patterns,
  // and page text containing them would splice pieces of the template into the page.
  return html
    .replace(START_SCRIPT_PRELOADS, (attribute: string, chunks: string) =>
      extras.modulePreloads.length
        ? `data-preload="${[chunks, ...extras.modulePreloads.map((file) => `/${file}`)].filter(Boolean).join(' ')}"`
        : attribute,
    )
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${page.body}</div>\n    <script type="application/json" id="${pageStateElementId}">${scriptSafeJson(page.state)}</script>`,
    );
}
