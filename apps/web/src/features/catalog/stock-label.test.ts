import { describe, expect, it } from 'vitest';
import { stockLabel } from './stock-label.ts';

describe('stockLabel', () => {
  it('says in stock before a size is chosen, and the count for a chosen size', () => {
    expect(stockLabel(null)).toEqual({ text: 'In stock', tone: 'in' });
    expect(stockLabel(12)).toEqual({ text: 'In stock (12 available)', tone: 'in' });
  });

  it('warns when few are left and when none are', () => {
    expect(stockLabel(3)).toEqual({ text: 'Only 3 left', tone: 'low' });
    expect(stockLabel(0)).toEqual({ text: 'Out of stock', tone: 'out' });
  });
});
