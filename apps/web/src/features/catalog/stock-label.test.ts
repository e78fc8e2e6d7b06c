import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { hindi } from '../../test/hindi.ts';
import { stockLabel } from './stock-label.ts';

describe('stockLabel', () => {
  it('says in stock before a size is chosen, and the count for a chosen size', () => {
    expect(stockLabel(null, i18n)).toEqual({ text: 'In stock', tone: 'in' });
    expect(stockLabel(12, i18n)).toEqual({ text: 'In stock (12 available)', tone: 'in' });
  });

  it('warns when few are left and when none are', () => {
    expect(stockLabel(3, i18n)).toEqual({ text: 'Only 3 left', tone: 'low' });
    expect(stockLabel(0, i18n)).toEqual({ text: 'Out of stock', tone: 'out' });
  });

  it('speaks Hindi on a Hindi page', () => {
    expect(stockLabel(3, hindi()).text).toMatch(/^[^A-Za-z]*3[^A-Za-z]*$/);
  });
});
