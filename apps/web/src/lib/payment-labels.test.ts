import { i18n } from '@lingui/core';
import { paymentMethodLabels, paymentStatusLabels } from '@shop/contracts/payments';
import { describe, expect, it } from 'vitest';
import { hindi } from '../test/hindi.ts';
import { paymentMethodNames, paymentStatusNames } from './payment-labels.ts';

describe('payment labels', () => {
  it("say the contracts' English words on an English page", () => {
    for (const [method, label] of Object.entries(paymentMethodLabels)) {
      expect(i18n._(paymentMethodNames[method as keyof typeof paymentMethodLabels])).toBe(label);
    }
    for (const [status, label] of Object.entries(paymentStatusLabels)) {
      expect(i18n._(paymentStatusNames[status as keyof typeof paymentStatusLabels])).toBe(label);
    }
  });

  it('are Hindi on a Hindi page', () => {
    const hi = hindi();
    expect(hi._(paymentMethodNames.COD)).toBe('कैश ऑन डिलीवरी');
    expect(hi._(paymentStatusNames.AWAITING_PAYMENT)).toBe('भुगतान बाकी है');
    expect(hi._(paymentStatusNames.PAID)).toBe('भुगतान हो गया');
  });
});
