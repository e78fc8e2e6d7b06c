/**
 * What a public page of the demo shop may cost a phone before it is usable, held by
 * page-budgets.test.ts on every `npm test`. Lighthouse's timings (bench/lighthouse.ts) move with
 * the machine; these counts and sizes do not, so a page that grows past one fails the test the
 * day it grows. A feature that needs more raises the number here, and says so in its commit.
 *
 * - initialJsGzipKb: the JavaScript the page fetches to become the app: /start-app.js, the
 *   entry and every chunk it lists for the page (data-preload), gzip at level 9, in KB.
 * - requestsBeforeFirstPaint: the files the browser asks for while it parses the page, before it
 *   can paint: the document, its stylesheets, its scripts, preloads, the pictures not marked
 *   lazy, and every web font file the stylesheets name.
 * - htmlBrotliKb: the page itself as the server sends it with brotli, in KB.
 */
export type PageBudget = {
  initialJsGzipKb: number;
  requestsBeforeFirstPaint: number;
  htmlBrotliKb: number;
};

export const pageBudgets: Record<string, PageBudget> = {
  // The hero's collage pictures, the header's logo and the first carousel cards are the first
  // screen; the showcase, picture grid and footer hydrate later but are in the HTML.
  '/': { initialJsGzipKb: 0, requestsBeforeFirstPaint: 0, htmlBrotliKb: 0 },
  // Fifty cards in the HTML (the spec's page), of which the first row's photos load at once.
  '/shop': { initialJsGzipKb: 0, requestsBeforeFirstPaint: 0, htmlBrotliKb: 0 },
  // The main photo loads at once; the thumbnails, reviews and delivery check follow.
  product: { initialJsGzipKb: 0, requestsBeforeFirstPaint: 0, htmlBrotliKb: 0 },
  '/about': { initialJsGzipKb: 0, requestsBeforeFirstPaint: 0, htmlBrotliKb: 0 },
  // A legal page: text only.
  legal: { initialJsGzipKb: 0, requestsBeforeFirstPaint: 0, htmlBrotliKb: 0 },
};
