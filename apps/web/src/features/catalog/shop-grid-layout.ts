/*
 * The shop grid's columns at each screen width, in CSS rather than from a media query read in
 * JavaScript: the server cannot know the screen, and a grid that changed from the server's guess
 * to the phone's two columns after hydration would move every card (layout shift). A phone shows
 * at most 2 columns, a tablet or laptop 3, a wide screen (80rem) the 5 the URL may ask for.
 */

/** Tailwind needs whole class names in the source, one list per requested column count. */
const columnClasses = [
  '',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-2 sm:grid-cols-3',
  'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4',
  'grid-cols-2 sm:grid-cols-3 xl:grid-cols-5',
];

export function gridColumnClasses(columns: number): string {
  return columnClasses[columns] ?? 'grid-cols-2 sm:grid-cols-3';
}

/**
 * The widths the card list has, widest screens first: the page's side padding (1, 1.5, 2rem),
 * the filter sidebar (17rem and a 2rem gap) from 64rem, the 80rem page width from 80rem; and
 * how many columns fit and the gap between them there.
 */
const screens = [
  { media: '(min-width: 80rem)', listWidth: '57rem', maxColumns: 5, gapRem: 1.25 },
  { media: '(min-width: 64rem)', listWidth: '100vw - 23rem', maxColumns: 3, gapRem: 1.25 },
  { media: '(min-width: 40rem)', listWidth: '100vw - 3rem', maxColumns: 3, gapRem: 1.25 },
  { media: '', listWidth: '100vw - 2rem', maxColumns: 2, gapRem: 0.75 },
];

/** A one-column list puts the photo beside the details from 40rem (ProductCard layout 'row'). */
const rowLayoutSizes = '(min-width: 48rem) 18rem, (min-width: 40rem) 15rem, calc(100vw - 2rem)';

/** The `sizes` of a card photo: how wide the card is drawn at each screen width. */
export function cardImageSizes(columns: number): string {
  if (columns <= 1) return rowLayoutSizes;
  return screens
    .map(({ media, listWidth, maxColumns, gapRem }) => {
      const shown = Math.min(columns, maxColumns);
      const width = `calc((${listWidth} - ${(shown - 1) * gapRem}rem) / ${shown})`;
      return media ? `${media} ${width}` : width;
    })
    .join(', ');
}
