import { describe, expect, it } from 'vitest';
import { categoryName } from './category-name.ts';

describe('categoryName', () => {
  const clothing = { name: 'Clothing', nameHi: 'कपड़े' };

  it("is the owner's Hindi name on a Hindi page", () => {
    expect(categoryName(clothing, 'hi')).toBe('कपड़े');
  });

  it('is the English name on an English page, even with a Hindi one', () => {
    expect(categoryName(clothing, 'en')).toBe('Clothing');
  });

  it('falls back on the English name on a Hindi page when there is no Hindi one', () => {
    expect(categoryName({ name: 'Clothing', nameHi: null }, 'hi')).toBe('Clothing');
    expect(categoryName({ name: 'Clothing', nameHi: '' }, 'hi')).toBe('Clothing');
  });
});
