import type { Product, Variant } from '@shop/contracts/catalog';
import { sortBySize } from './size-order.ts';

/*
 * A variant is one size in one colour. Most products come in a few colours, so a size alone
 * does not name a variant: shoppers pick a colour, then one of that colour's sizes.
 */

export type ColourOption = { color: string; hex: string | null; inStock: boolean };
export type SizeOption = { variant: Variant; inStock: boolean };

/** The product's colours in catalogue order, each once. */
export function colourOptions(variants: readonly Variant[]): ColourOption[] {
  const byColour = new Map<string, ColourOption>();
  for (const variant of variants) {
    const known = byColour.get(variant.color);
    if (known) known.inStock ||= variant.stock > 0;
    else
      byColour.set(variant.color, {
        color: variant.color,
        hex: variant.colorHexCode,
        inStock: variant.stock > 0,
      });
  }
  return [...byColour.values()];
}

/** The sizes of one colour, smallest first (spec: sizes sorted by numeric size). */
export function sizeOptions(variants: readonly Variant[], color: string | null): SizeOption[] {
  const ofColour = variants.filter((variant) => color === null || variant.color === color);
  return sortBySize(ofColour, (variant) => variant.size).map((variant) => ({
    variant,
    inStock: variant.stock > 0,
  }));
}

/** The colour shown first: the first one that can be bought, else simply the first. */
export function initialColour(product: Pick<Product, 'variants'>): string | null {
  const options = colourOptions(product.variants);
  return (options.find((option) => option.inStock) ?? options[0])?.color ?? null;
}
