import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-price.ts';

describe('formatRupees', () => {
  it('uses the rupee sign, Indian digit grouping and two decimals', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(499)).toBe('₹499.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('can drop a trailing .00 as the cart does', () => {
    expect(formatRupees(1299, { dropWholePaise: true })).toBe('₹1,299');
    expect(formatRupees(1299.9, { dropWholePaise: true })).toBe('₹1,299.90');
  });
});
