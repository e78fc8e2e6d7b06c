/**
 * Ages in a search ("2 years", "2 yrs", "2Y", "24M", "18 months", "2-3Y") and the size labels
 * that fit them. Sizes of baby and kids clothes are age ranges named the catalogue's way: months
 * up to two years ("0-3M" ... "18-24M", "12-24M"), years after ("2-3Y" ... "7-8Y"); both ends
 * count, so a child of two fits "18-24M" and "2-3Y".
 */

/** An age as typed and what it means, in months from `from` to `to` (equal for one age). */
export type TypedAge = {
  /** Where it was in the search text, to take it out of the words. */
  text: string;
  from: number;
  to: number;
  /** The size label it names as typed ("2-3y", "24m", "2y"): matches of it rank first. */
  label: string;
};

// Years as "2y", "2 yrs", "2 years"; months as "24m", "24 mo", "24 months". A lone "m" after a
// space is metres ("2 m" of fabric), so that one must be joined to the number.
const agePattern =
  /(?<![a-z0-9-])(\d{1,2})(?:\s*(?:-|to)\s*(\d{1,2}))?(?:\s*(y|yrs?|years?)|m|\s*(?:mos?|mths?|months?))(?![a-z0-9])/g;

/** The ages in a lower-cased search text. */
export function agesIn(text: string): TypedAge[] {
  return [...text.matchAll(agePattern)].flatMap((match) => {
    const [whole, first, second, yearsUnit] = match;
    const perUnit = yearsUnit === undefined ? 1 : 12;
    const from = Number(first) * perUnit;
    const to = second === undefined ? from : Number(second) * perUnit;
    if (to < from) return [];
    const letter = perUnit === 12 ? 'y' : 'm';
    const label = second === undefined ? `${first}${letter}` : `${first}-${second}${letter}`;
    return [{ text: whole, from, to, label }];
  });
}

// The ends the catalogue's month ranges use, and how wide a range a size usually spans.
const MONTH_ENDS = [0, 1, 3, 6, 9, 12, 18, 24, 36];
const WIDEST_MONTHS = 12;
const OLDEST_YEARS = 16;
const WIDEST_YEARS = 2;

/**
 * The size labels ("18-24m", "2-3y", as the search index spells them lower-cased) that fit an
 * age: for one age, the ranges that include it; for a range, those that overlap it by more than
 * an end.
 */
export function sizeLabelsFor(age: TypedAge): string[] {
  const fits = (from: number, to: number) =>
    age.from === age.to
      ? from <= age.from && age.from <= to
      : Math.max(from, age.from) < Math.min(to, age.to);
  const labels: string[] = [];
  for (const from of MONTH_ENDS) {
    for (const to of MONTH_ENDS) {
      if (to > from && to - from <= WIDEST_MONTHS && fits(from, to)) labels.push(`${from}-${to}m`);
    }
  }
  for (let from = 0; from < OLDEST_YEARS; from++) {
    for (let to = from + 1; to <= from + WIDEST_YEARS; to++) {
      if (fits(from * 12, to * 12)) labels.push(`${from}-${to}y`);
    }
  }
  return labels.filter((label) => label !== age.label);
}
