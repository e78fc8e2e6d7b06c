import { describe, expect, it } from 'vitest';
import { newVariant, type VariantDraft } from './product-draft.ts';
import { gridVariants, splitNames, withGridRows } from './variant-grid.ts';

const choice = {
  sizes: ['0-3M', '3-6M', '6-12M'],
  colours: ['Marigold Yellow', 'Navy'],
  stock: '4',
  originalPrice: '499',
  discountPrice: '50',
};

const saved = (size: string, color: string): VariantDraft => ({
  ...newVariant(1),
  id: `${size}-${color}`,
  size,
  color,
  originalPrice: '599',
});

describe('gridVariants', () => {
  it('makes one row per size × colour, with the price, discount and stock filled down', () => {
    const rows = gridVariants([], choice);
    expect(rows.map((row) => [row.size, row.color])).toEqual([
      ['0-3M', 'Marigold Yellow'],
      ['0-3M', 'Navy'],
      ['3-6M', 'Marigold Yellow'],
      ['3-6M', 'Navy'],
      ['6-12M', 'Marigold Yellow'],
      ['6-12M', 'Navy'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ stock: '4', originalPrice: '499', discountPrice: '50', sku: '' });
      expect(row.id).toBeUndefined();
    }
    expect(new Set(rows.map((row) => row.key)).size).toBe(6);
    expect(rows[0]!.colorHexCode).toBe('#F6A21E');
    expect(rows[1]!.colorHexCode).toBe('#1F3A5F');
  });

  it('skips the combinations the list already has, in any case', () => {
    const rows = gridVariants([saved('3-6m', 'navy')], choice);
    expect(rows).toHaveLength(5);
    expect(rows.some((row) => row.size === '3-6M' && row.color === 'Navy')).toBe(false);
  });

  it('leaves the swatch blank for a colour it cannot place', () => {
    expect(gridVariants([], { ...choice, colours: ['Unicorn'] })[0]!.colorHexCode).toBe('');
  });
});

describe('withGridRows', () => {
  it('replaces the blank row a new product opens with, and keeps filled rows', () => {
    const [added] = gridVariants([], { ...choice, sizes: ['0-3M'], colours: ['Mint'] });
    expect(withGridRows([newVariant(0)], [added!])).toEqual([added]);
    const kept = saved('0-3M', 'Navy');
    expect(withGridRows([kept], [added!])).toEqual([kept, added]);
  });
});

describe('splitNames', () => {
  it('reads comma-separated names, trimmed and each once regardless of case', () => {
    expect(splitNames(' Navy , marigold  yellow,,NAVY, Free Size ')).toEqual([
      'Navy',
      'marigold yellow',
      'Free Size',
    ]);
  });
});
