import fredoka from '../fonts/fredoka.woff2?url';
import nunitoRupee from '../fonts/nunito-rupee.woff2?url';
import nunito from '../fonts/nunito.woff2?url';
import { readText, writeText } from '../lib/browser-storage.ts';

/** The mark /start-app.js (public/) reads before the page is drawn. */
export const webFontsKeptKey = 'shop-web-fonts';

const fontFiles = [nunito, nunitoRupee, fredoka];

/**
 * Fetches the shop's font files into the browser's cache, then marks that it has them, so the
 * next page this browser opens names the web fonts (index.css) and draws its text in them from
 * the start. Called when a page is idle: on a first visit the fonts then cost the first paint,
 * the connection and the main thread nothing (a font arriving while the page shows makes the
 * browser lay the whole page out again, even one it will not draw).
 */
export async function keepWebFontsForNextVisit(): Promise<void> {
  if (readText(webFontsKeptKey) !== null) return;
  try {
    // Loaded as fonts, not fetched: the browser then also keeps them in its memory cache, from
    // which the next page load of this tab takes them in time to draw with them. A face that is
    // not added to document.fonts changes nothing on this page.
    await Promise.all(
      fontFiles.map((file) => new FontFace('shop-font-file', `url(${file})`).load()),
    );
    writeText(webFontsKeptKey, 'kept');
  } catch {
    // Offline or refused: the next idle page tries again.
  }
}
