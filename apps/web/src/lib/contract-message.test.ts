import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { hindi } from '../test/hindi.ts';
import { contractMessage } from './contract-message.ts';

const refusal = 'We do not deliver to PIN code {pincode} yet. Choose another address.';

describe('contractMessage', () => {
  it('writes a message of the contracts in English as it is, its placeholders filled', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(contractMessage(english, refusal, { pincode: '560041' })).toBe(
      'We do not deliver to PIN code 560041 yet. Choose another address.',
    );
    expect(contractMessage(english, 'Enter a valid PIN code.')).toBe('Enter a valid PIN code.');
  });

  it('writes it in Hindi from the contracts’ catalogue, with the same values', () => {
    expect(contractMessage(hindi(), refusal, { pincode: '560041' })).toBe(
      'हम अभी पिन कोड 560041 पर डिलीवरी नहीं करते। कृपया कोई दूसरा पता चुनें।',
    );
  });
});
