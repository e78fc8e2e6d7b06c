// What goes into the shop's web font files (written by subset-fonts.ts, checked by
// subset-fonts.test.ts): one small file per family with the characters the shop's texts use, at
// the weights its CSS uses.

const PRINTABLE_ASCII = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i));

/*
 * The characters beyond ASCII that the web app, the demo shop and the contracts write (found by
 * grepping them for non-ASCII text): the non-breaking space, © (footer), ° (washing temperatures),
 * · (separators), × (quantities), – and — (empty values), typographic quotes, • and … , ›
 * (breadcrumbs) and − (discounts). Any other character comes from the next font of the stack.
 */
const TYPOGRAPHIC_PUNCTUATION = '\u00a0©°·×–—‘’“”•…›−';

/** The characters the Nunito and Fredoka files are cut for. */
export const SHOP_TEXT = PRINTABLE_ASCII + TYPOGRAPHIC_PUNCTUATION;

/** The rupee sign: in Nunito's extended Latin file only, so it has a file of its own. */
export const RUPEE_SIGN = '₹';

/** A range of the variable weight axis (wght), as CSS font-weight numbers. */
type Weights = { min: number; max: number };

/*
 * Body text (Nunito): font-normal to font-extrabold, and <strong> in normal text (700).
 * Headings and prices (Fredoka, font-display): unstyled (400) to font-bold.
 */
export const NUNITO_WEIGHTS: Weights = { min: 400, max: 800 };
export const FREDOKA_WEIGHTS: Weights = { min: 400, max: 700 };

export type FontSubset = {
  /** The file written into src/fonts/. */
  file: string;
  /** The fontsource file it is cut from, as a package path. */
  source: string;
  text: string;
  weights: Weights;
};

export const FONT_SUBSETS: FontSubset[] = [
  {
    file: 'nunito.woff2',
    source: '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
    text: SHOP_TEXT,
    weights: NUNITO_WEIGHTS,
  },
  {
    file: 'nunito-rupee.woff2',
    source: '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2',
    text: RUPEE_SIGN,
    weights: NUNITO_WEIGHTS,
  },
  {
    file: 'fredoka.woff2',
    source: '@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2',
    text: SHOP_TEXT,
    weights: FREDOKA_WEIGHTS,
  },
];
