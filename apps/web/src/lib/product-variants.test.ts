import type { Variant } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { colourOptions, initialColour, sizeOptions } from './product-variants.ts';

const variant = (id: string, size: string, color: string, stock: number): Variant => ({
  id,
  sku: null,
  size,
  color,
  colorHexCode: color === 'Mint' ? '#A8E6CF' : '#F4B6C2',
  stock,
  originalPrice: 449,
  discountPrice: 100,
});

const variants = [
  variant('m-12', '12-18M', 'Mint', 0),
  variant('m-0', '0-3M', 'Mint', 0),
  variant('p-3', '3-6M', 'Blush', 4),
  variant('p-0', '0-3M', 'Blush', 0),
  variant('p-12', '12-18M', 'Blush', 2),
];

describe('product variants', () => {
  it('lists each colour once, in catalogue order, with whether any size is in stock', () => {
    expect(colourOptions(variants)).toEqual([
      { color: 'Mint', hex: '#A8E6CF', inStock: false },
      { color: 'Blush', hex: '#F4B6C2', inStock: true },
    ]);
  });

  it('lists one colour’s sizes smallest first', () => {
    expect(
      sizeOptions(variants, 'Blush').map(({ variant, inStock }) => [variant.id, inStock]),
    ).toEqual([
      ['p-0', false],
      ['p-3', true],
      ['p-12', true],
    ]);
  });

  it('starts on the first colour that can be bought', () => {
    expect(initialColour({ variants })).toBe('Blush');
    expect(initialColour({ variants: variants.slice(0, 2) })).toBe('Mint');
    expect(initialColour({ variants: [] })).toBeNull();
  });
});
