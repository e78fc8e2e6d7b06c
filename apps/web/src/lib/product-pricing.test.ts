import type { Variant } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  isOutOfStock,
  priceLeadVariant,
  productPricing,
  variantPricing,
} from './product-pricing.ts';

const variant = (over: Partial<Variant>): Variant => ({
  id: 'v',
  sku: null,
  size: '0-3M',
  color: 'Mint',
  colorHexCode: null,
  stock: 3,
  originalPrice: 400,
  discountPrice: null,
  ...over,
});

describe('discountPercent', () => {
  it('is the saving over the struck-through price (price + saving), rounded', () => {
    expect(discountPercent(400, 100)).toBe(20);
    expect(discountPercent(599, 200)).toBe(25); // 200 / 799 = 25.03 %
    expect(discountPercent(299, 100)).toBe(25); // 100 / 399 = 25.06 %
    expect(discountPercent(2, 1)).toBe(33);
  });

  it('is 0 without a saving, so no badge shows', () => {
    expect(discountPercent(400, null)).toBe(0);
    expect(discountPercent(400, 0)).toBe(0);
  });
});

describe('variantPricing', () => {
  it('adds price and saving in paise, so the struck-through price never drifts', () => {
    expect(variantPricing(variant({ originalPrice: 0.1, discountPrice: 0.2 })).wasPrice).toBe(0.3);
    expect(variantPricing(variant({ originalPrice: 399.99, discountPrice: 100.01 })).wasPrice).toBe(
      500,
    );
  });

  it('charges originalPrice and strikes through originalPrice + discountPrice', () => {
    expect(variantPricing(variant({ originalPrice: 799, discountPrice: 200 }))).toEqual({
      price: 799,
      wasPrice: 999,
      discountPercent: 20,
    });
  });

  it('has no struck-through price without a saving', () => {
    expect(variantPricing(variant({ discountPrice: null })).wasPrice).toBeNull();
  });
});

describe('productPricing', () => {
  const variants = [
    variant({ id: 'a', originalPrice: 500 }),
    variant({ id: 'b', originalPrice: 450, discountPrice: 50 }),
    variant({ id: 'c', originalPrice: 450 }),
  ];

  it('leads with the cheapest variant, the first of equals', () => {
    expect(priceLeadVariant({ variants })?.id).toBe('b');
    expect(productPricing({ variants })).toEqual({
      price: 450,
      wasPrice: 500,
      discountPercent: 10,
    });
  });

  it('shows the chosen size when there is one', () => {
    expect(productPricing({ variants }, variants[0])?.price).toBe(500);
  });

  it('is null for a product without variants', () => {
    expect(productPricing({ variants: [] })).toBeNull();
  });
});

describe('isOutOfStock', () => {
  it('is true only when every variant has no stock', () => {
    expect(isOutOfStock({ variants: [variant({ stock: 0 }), variant({ stock: 1 })] })).toBe(false);
    expect(isOutOfStock({ variants: [variant({ stock: 0 }), variant({ stock: 0 })] })).toBe(true);
  });
});
