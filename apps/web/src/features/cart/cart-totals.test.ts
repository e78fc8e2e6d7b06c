import { describe, expect, it } from 'vitest';
import { formatCartPrice, lineTotal, listPrice } from './cart-totals.ts';

const line = (quantity: number, originalPrice: number, discountPrice: number | null) => ({
  quantity,
  product: { variant: { originalPrice, discountPrice } },
});

describe('listPrice and lineTotal', () => {
  it('strikes through original + discount and charges original × quantity', () => {
    expect(listPrice({ originalPrice: 399.99, discountPrice: 100.01 })).toBe(500);
    expect(listPrice({ originalPrice: 399, discountPrice: null })).toBe(399);
    expect(lineTotal(line(3, 0.1, 0.05))).toBe(0.3);
  });
});

describe('formatCartPrice', () => {
  it("drops a trailing '.00' but keeps real paise and Indian grouping", () => {
    expect(formatCartPrice(499)).toBe('₹499');
    expect(formatCartPrice(125000)).toBe('₹1,25,000');
    expect(formatCartPrice(499.5)).toBe('₹499.50');
    expect(formatCartPrice(1000.05)).toBe('₹1,000.05');
  });
});
