// `npm run fonts -w apps/web`: cuts the shop's web font files (src/fonts/*.woff2) out of the
// fontsource packages with harfbuzz (subset-font), as font-subsets.ts describes them. The files
// are committed, like other generated assets, so that a build needs neither harfbuzz nor the
// fontsource packages: run this again after changing font-subsets.ts, and commit what it writes.
// The fontsource packages are read as files, never imported, so knip.json lists them as used.
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { FONT_SUBSETS, type FontSubset } from './font-subsets.ts';

const FONTS_DIR = new URL('../src/fonts/', import.meta.url);

/*
 * The OpenType features browsers apply to Latin text by themselves (kerning, ligatures, contextual
 * alternates, marks). The others are left out: Nunito's fractions (frac, numr, dnom), which the
 * CSS never asks for, would bring 2 KB of glyphs of their own.
 */
const FEATURES_BROWSERS_APPLY = [
  'ccmp',
  'locl',
  'rlig',
  'liga',
  'clig',
  'calt',
  'kern',
  'mark',
  'mkmk',
  'rvrn',
];

/** Writes one subset into src/fonts/ and answers its size in bytes. */
async function writeSubset(subset: FontSubset): Promise<number> {
  const source = await readFile(new URL(import.meta.resolve(subset.source)));
  const font = await subsetFont(source, subset.text, {
    targetFormat: 'woff2',
    variationAxes: { wght: subset.weights },
    keepFeatures: FEATURES_BROWSERS_APPLY,
  });
  await writeFile(new URL(subset.file, FONTS_DIR), font);
  return font.length;
}

for (const subset of FONT_SUBSETS) {
  console.log(`src/fonts/${subset.file}: ${await writeSubset(subset)} bytes`);
}
