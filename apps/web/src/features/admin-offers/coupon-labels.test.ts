import { describe, expect, it } from 'vitest';
import { discountLabel, minimumLabel, usesLabel } from './coupon-labels.ts';

describe('coupon labels', () => {
  it('says what a code takes off', () => {
    expect(discountLabel({ type: 'PERCENT', value: 15, maxDiscount: 500 })).toBe(
      '15 % off, up to ₹500',
    );
    expect(discountLabel({ type: 'PERCENT', value: 10, maxDiscount: null })).toBe('10 % off');
    expect(discountLabel({ type: 'FIXED', value: 100, maxDiscount: null })).toBe('₹100 off');
    expect(discountLabel({ type: 'FIXED', value: 99.5, maxDiscount: null })).toBe('₹99.50 off');
  });

  it('says the minimum and the uses', () => {
    expect(minimumLabel(1499)).toBe('On orders of ₹1,499 or more');
    expect(minimumLabel(null)).toBe('Any order');
    expect(usesLabel({ timesUsed: 3, usageLimit: 10 })).toBe('3 of 10 used');
    expect(usesLabel({ timesUsed: 3, usageLimit: null })).toBe('3 used');
  });
});
