import { describe, expect, it } from 'vitest';
import { cartTotals, formatCartPrice, lineTotal, listPrice } from './cart-totals.ts';

const line = (quantity: number, originalPrice: number, discountPrice: number | null) => ({
  quantity,
  product: { variant: { originalPrice, discountPrice } },
});

describe('cartTotals', () => {
  it('counts the subtotal at original + discount, the discount saved and the total charged', () => {
    const totals = cartTotals([line(2, 499, 100), line(1, 1299, null), line(3, 250.5, 49.5)]);
    // (499 + 100) × 2 + 1299 + (250.5 + 49.5) × 3
    expect(totals.subtotal).toBe(1198 + 1299 + 900);
    expect(totals.discount).toBe(200 + 0 + 148.5);
    expect(totals.total).toBe(998 + 1299 + 751.5);
  });

  it('keeps paise exact where floating point would drift', () => {
    const totals = cartTotals([line(3, 0.1, 0.2), line(1, 0.7, 0.1)]);
    expect(totals.subtotal).toBe(1.7);
    expect(totals.discount).toBe(0.7);
    expect(totals.total).toBe(1);
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, total: 0 });
  });
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
