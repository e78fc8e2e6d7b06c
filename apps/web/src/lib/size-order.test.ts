import { describe, expect, it } from 'vitest';
import { compareSizes, groupSizesByLadder, sortBySize } from './size-order.ts';

const sorted = (sizes: string[]) => [...sizes].sort(compareSizes);

describe('compareSizes', () => {
  it('orders baby ages by months, not alphabetically', () => {
    expect(sorted(['12-18M', '3-6M', '18-24M', '0-3M', '6-12M'])).toEqual([
      '0-3M',
      '3-6M',
      '6-12M',
      '12-18M',
      '18-24M',
    ]);
  });

  it('puts months before years and compares them as ages', () => {
    expect(sorted(['2-3Y', '18-24M', '10-11Y', '4-5Y', '12-24M', '0-6M'])).toEqual([
      '0-6M',
      '12-24M',
      '18-24M',
      '2-3Y',
      '4-5Y',
      '10-11Y',
    ]);
  });

  it('breaks ties on the upper end of an age range', () => {
    expect(sorted(['0-6M', '0-3M'])).toEqual(['0-3M', '0-6M']);
  });

  it('orders shoe sizes numerically', () => {
    expect(sorted(['10', '4', '9', '5', '7.5'])).toEqual(['4', '5', '7.5', '9', '10']);
  });

  it('orders letter sizes and fabric lengths', () => {
    expect(sorted(['XL', 'S', 'M', 'XS', 'L'])).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(sorted(['5 m', '1 m', '2 m', '50 cm'])).toEqual(['50 cm', '1 m', '2 m', '5 m']);
    expect(sorted(['100 x 120 cm', '75 x 100 cm', '100 x 100 cm'])).toEqual([
      '75 x 100 cm',
      '100 x 100 cm',
      '100 x 120 cm',
    ]);
  });

  it('keeps unreadable sizes in their order, after the readable ones', () => {
    expect(sorted(['Free Size', '6-12M', 'One size', '0-3M'])).toEqual([
      '0-3M',
      '6-12M',
      'Free Size',
      'One size',
    ]);
  });
});

describe('sortBySize', () => {
  it('sorts objects by their size without touching the input', () => {
    const variants = [{ size: '6' }, { size: '4' }, { size: '5' }];
    expect(sortBySize(variants, (v) => v.size).map((v) => v.size)).toEqual(['4', '5', '6']);
    expect(variants.map((v) => v.size)).toEqual(['6', '4', '5']);
  });
});

describe('groupSizesByLadder', () => {
  it("puts the demo shop's sizes on the ladders it uses, each smallest first", () => {
    const groups = groupSizesByLadder([
      '2-3Y',
      '0-3M',
      'Free Size',
      '7',
      '100 x 120 cm',
      '1 m',
      '12-18M',
      '4',
      'M',
      '25 cm',
      '75 x 100 cm',
      'S',
      'Gift box',
      '10-11Y',
    ]);
    expect(groups).toEqual([
      { ladder: 'Babies (months)', sizes: ['0-3M', '12-18M'] },
      { ladder: 'Kids (years)', sizes: ['2-3Y', '10-11Y'] },
      { ladder: 'Letter sizes', sizes: ['S', 'M'] },
      { ladder: 'Shoes (UK sizes)', sizes: ['4', '7'] },
      { ladder: 'Lengths', sizes: ['25 cm', '1 m'] },
      { ladder: 'Sheets and blankets (cm)', sizes: ['75 x 100 cm', '100 x 120 cm'] },
      { ladder: 'One size', sizes: ['Free Size'] },
      { ladder: 'Other sizes', sizes: ['Gift box'] },
    ]);
  });
});
