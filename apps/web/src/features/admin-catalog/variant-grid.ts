import { swatchForColourName } from './colour-palette.ts';
import { nextKey, type VariantDraft } from './product-draft.ts';

/** The shop's usual size ladders, smallest first, as the catalogue names its sizes. */
export const sizeLadders = [
  { name: 'Baby', sizes: ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M'] },
  { name: 'Kids', sizes: ['2-3Y', '3-4Y', '4-5Y', '5-6Y', '6-7Y', '7-8Y'] },
  { name: 'Footwear (UK)', sizes: ['4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] },
] as const;

/** What the quick way fills every new row with; the rows stay editable one by one afterwards. */
type GridChoice = {
  sizes: readonly string[];
  colours: readonly string[];
  stock: string;
  originalPrice: string;
  discountPrice: string;
};

/** Comma-separated names as typed, trimmed, each once regardless of case, in typed order. */
export function splitNames(text: string): string[] {
  const names = new Map<string, string>();
  for (const part of text.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

const comboKey = (size: string, colour: string) =>
  `${size.trim().toLowerCase()}\u0000${colour.trim().toLowerCase()}`;

/**
 * One new row per size × colour (sizes in the order given, colours within each size), leaving out
 * the combinations the list already has, in any case.
 */
export function gridVariants(
  existing: readonly VariantDraft[],
  choice: GridChoice,
): VariantDraft[] {
  const taken = new Set(existing.map((row) => comboKey(row.size, row.color)));
  return choice.sizes.flatMap((size) =>
    choice.colours.flatMap((colour) => {
      const key = comboKey(size, colour);
      if (taken.has(key)) return [];
      taken.add(key);
      return [
        {
          key: nextKey('variant'),
          sku: '',
          size,
          color: colour,
          colorHexCode: swatchForColourName(colour) ?? '',
          stock: choice.stock,
          originalPrice: choice.originalPrice,
          discountPrice: choice.discountPrice,
        },
      ];
    }),
  );
}

const untouched = (row: VariantDraft) =>
  !row.id &&
  [row.sku, row.size, row.color, row.originalPrice, row.discountPrice].every((t) => !t.trim());

/** The list with the new rows after it; the blank row a new product opens with gives way. */
export function withGridRows(
  existing: readonly VariantDraft[],
  added: readonly VariantDraft[],
): VariantDraft[] {
  if (added.length === 0) return [...existing];
  return [...existing.filter((row) => !untouched(row)), ...added];
}
