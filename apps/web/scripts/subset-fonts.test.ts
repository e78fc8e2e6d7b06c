// The committed font files (src/fonts/, written by `npm run fonts`) against what they are for:
// the characters the shop's texts need, the weights its CSS uses, the unicode-ranges fonts.css
// gives them, and a size that keeps them cheap on a slow phone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS } from './font-subsets.ts';

const fontsDir = path.join(import.meta.dirname, '../src/fonts');
const readFontsFile = (file: string) => readFileSync(path.join(fontsDir, file));

function openFont(file: string): fontkit.Font {
  const font = fontkit.create(readFontsFile(file));
  if (!('characterSet' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

const missingFrom = (files: string[], text: string) => {
  const fonts = files.map(openFont);
  return [...text].filter(
    (ch) => !fonts.some((font) => font.hasGlyphForCodePoint(ch.codePointAt(0)!)),
  );
};

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// What prices, product copy, quotes and separators use, the non-breaking space included.
const PUNCTUATION = ' .,:;!?\'"()[]-/&%+@#*\u00a0’‘“”–—•…×·−';

/*
 * The sizes `npm run fonts` printed when the files were made (Nunito 20,660 bytes, its rupee sign
 * 1,308, Fredoka 19,124) and about 5 % more. Every first visit downloads them over the shopper's
 * link (on Lighthouse's slow 4G, 5 ms a KB), so a file that grows past its budget has taken in
 * more than it was cut for (a new range of characters, a layout feature, more of the weight axis):
 * look at why before raising the number.
 */
const BYTE_BUDGETS: Record<string, number> = {
  'nunito.woff2': 21_700,
  'nunito-rupee.woff2': 1_400,
  'fredoka.woff2': 20_100,
};

describe('the web font files', () => {
  it('draw the digits, letters and punctuation in both families, and the rupee sign in Nunito', () => {
    const text = DIGITS + LETTERS + PUNCTUATION;
    expect(missingFrom(['nunito.woff2', 'nunito-rupee.woff2'], `${text}₹`)).toEqual([]);
    expect(missingFrom(['fredoka.woff2'], text)).toEqual([]);
  });

  it.each(FONT_SUBSETS)('$file draws every character it is cut for', ({ file, text }) => {
    expect(missingFrom([file], text)).toEqual([]);
  });

  it.each(FONT_SUBSETS)('$file varies over the weights the CSS uses', ({ file, weights }) => {
    const { wght } = openFont(file).variationAxes;
    expect({ min: wght?.min, max: wght?.max }).toEqual(weights);
  });

  // A face is used only for the characters of its unicode-range, and downloaded when a page has
  // one of them: the range is to be the file's own characters (harfbuzz adds a few to those it
  // was cut for, e.g. ‹ as the mirror image of ›).
  it.each(FONT_SUBSETS)('$file has the unicode-range fonts.css gives it', ({ file }) => {
    // fontkit lists U+FFFF too: the end mark of the character map, no character.
    const characters = openFont(file).characterSet.filter((codePoint) => codePoint !== 0xffff);
    expect(unicodeRangeInCss(file)).toEqual(characters.toSorted((a, b) => a - b));
  });

  it.each(FONT_SUBSETS)('$file stays within its byte budget', ({ file }) => {
    expect(readFontsFile(file).length).toBeLessThanOrEqual(BYTE_BUDGETS[file]!);
  });
});

/** The code points of the unicode-range of the @font-face in fonts.css that loads the file. */
function unicodeRangeInCss(file: string): number[] {
  const css = readFontsFile('fonts.css').toString('utf8');
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .find((rules) => rules.includes(`url('./${file}')`));
  const range = face && /unicode-range:([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`fonts.css has no @font-face with a unicode-range for ${file}`);
  return range.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().replace('U+', '').split('-');
    const [from, to] = [parseInt(first!, 16), parseInt(last!, 16)];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}
