import fredoka from '../fonts/fredoka.woff2?url';
import nunitoRupee from '../fonts/nunito-rupee.woff2?url';
import nunito from '../fonts/nunito.woff2?url';
import { cookieHolds, keepInCookie } from '../lib/browser-cookies.ts';

/**
 * The mark /start-app.js (public/) reads before the page is drawn: a cookie, because the first
 * read of localStorage on a page loads the whole storage area from the browser (5-20 ms on the
 * page's main thread before its first paint), where reading cookies costs well under one.
 */
export const webFontsCookie = 'web-fonts';

const fontFiles = [nunito, nunitoRupee, fredoka];

/**
 * Loads the shop's font files into the browser's caches, then marks that it has them, so the
 * next page this browser opens names the web fonts (index.css) and draws its text in them from
 * the start. Called when a page is idle: on a first visit the fonts then cost the first paint,
 * the connection and the main thread nothing (a font arriving while the page shows makes the
 * browser lay the whole page out again, even one it will not draw).
 */
export async function keepWebFontsForNextVisit(): Promise<void> {
  if (cookieHolds(webFontsCookie, 'kept')) return;
  try {
    // Loaded as fonts, not fetched: the browser then also keeps them in its memory cache, from
    // which the next page load of this tab takes them in time to draw with them. A face that is
    // not added to document.fonts changes nothing on this page.
    await Promise.all(
      fontFiles.map((file) => new FontFace('shop-font-file', `url(${file})`).load()),
    );
    keepInCookie(webFontsCookie, 'kept');
  } catch {
    // Offline or refused: the next idle page tries again.
  }
}
