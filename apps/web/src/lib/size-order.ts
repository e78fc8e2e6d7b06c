/*
 * Sizes are free text in the catalogue ('0-3M', '2-3Y', '7' for shoes, '2 m' of fabric,
 * '75 x 100 cm', 'Free Size'), so plain string order puts '12-18M' before '3-6M'. These helpers order them the way a
 * parent reads them.
 */

const letterSizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/*
 * The ladders sizes come on, in the order a filter lists them: a shopper looking for a
 * two-year-old's clothes reads the years, for shoes the shoe sizes.
 */
const ladders = [
  'Babies (months)',
  'Kids (years)',
  'Letter sizes',
  'Shoes (UK sizes)',
  'Lengths',
  'Sheets and blankets (cm)',
  'One size',
  'Other sizes',
] as const;
export type SizeLadder = (typeof ladders)[number];

/** [kind, value, tie-break]: kinds are sorted apart, then by value. Null for unknown sizes. */
function sizeKey(size: string): [number, number, number] | null {
  const text = size.trim();
  if (/^(nb|newborn)$/i.test(text)) return [0, -1, 0];

  // Ages: '0-3M', '6M', '2-3Y', '4 Y', '3 yrs' — compared in months, so 18-24M < 2-3Y.
  const age =
    /^(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*(M|mo|mos|months?|Y|y|yr|yrs|years?)$/.exec(
      text,
    );
  if (age) {
    const perUnit = /^[Yy]/.test(age[3] ?? '') ? 12 : 1;
    const from = Number(age[1]) * perUnit;
    const to = age[2] === undefined ? from : Number(age[2]) * perUnit;
    return [0, from, to];
  }

  const letter = letterSizes.indexOf(text.toUpperCase());
  if (letter >= 0) return [1, letter, 0];

  // Shoe sizes and other bare numbers: '4', '10', '7.5', 'UK 6'.
  const number = /^(?:UK|EU|US)?\s*(\d+(?:\.\d+)?)$/i.exec(text);
  if (number) return [2, Number(number[1]), 0];

  // Lengths: '1 m' of fabric, a '30 cm' toy (lower-case m, unlike the months above).
  const length = /^(\d+(?:\.\d+)?)\s*(cm|m|mtrs?|metres?|meters?)$/.exec(text);
  if (length) return [3, Number(length[1]) * (length[2] === 'cm' ? 1 : 100), 0];

  // Sheets and blankets: '75 x 100 cm', by width then length.
  const area = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(cm)?$/i.exec(text);
  if (area) return [4, Number(area[1]), Number(area[2])];

  return null;
}

/** Sorts by size; sizes it cannot read keep their order, after the ones it can. */
export function compareSizes(a: string, b: string): number {
  const left = sizeKey(a);
  const right = sizeKey(b);
  if (!left || !right) return left ? -1 : right ? 1 : 0;
  for (let i = 0; i < 3; i += 1) {
    const difference = left[i]! - right[i]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A copy of `items` ordered by size (Array.prototype.sort is stable). */
export function sortBySize<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizes(sizeOf(a), sizeOf(b)));
}

/** The ladder a size is on: its kind, with ages split into months and years as shops list them. */
function ladderOf(size: string): SizeLadder {
  const text = size.trim();
  if (/^(free\s*size|one\s*size)$/i.test(text)) return 'One size';
  const key = sizeKey(text);
  if (!key) return 'Other sizes';
  switch (key[0]) {
    case 0:
      return /(Y|y|yrs?|years?)$/.test(text) ? 'Kids (years)' : 'Babies (months)';
    case 1:
      return 'Letter sizes';
    case 2:
      return 'Shoes (UK sizes)';
    case 3:
      return 'Lengths';
    default:
      return 'Sheets and blankets (cm)';
  }
}

export type SizeGroup = { ladder: SizeLadder; sizes: string[] };

/** Sizes grouped by ladder, the ladders in a fixed order and each one's sizes smallest first. */
export function groupSizesByLadder(sizes: readonly string[]): SizeGroup[] {
  const byLadder = new Map<SizeLadder, string[]>();
  for (const size of [...sizes].sort(compareSizes)) {
    const ladder = ladderOf(size);
    byLadder.set(ladder, [...(byLadder.get(ladder) ?? []), size]);
  }
  return ladders.flatMap((ladder) => {
    const inLadder = byLadder.get(ladder);
    return inLadder ? [{ ladder, sizes: inLadder }] : [];
  });
}
