import { addressBodySchema } from '@shop/contracts/addresses';
import { describe, expect, it } from 'vitest';
import { addressBody, addressFormValues } from './address-form-values.ts';

const valid = {
  addressLine1: '12 MG Road',
  addressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  isDefault: false,
};

// The form checks its values with the server's schema; these are the rules it shows.
describe('the address form values under the server schema', () => {
  it('requires line 1, city, state and postal code, ignoring blank space', () => {
    const result = addressBodySchema.safeParse({
      ...valid,
      addressLine1: '  ',
      city: '',
      state: '',
      postalCode: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Address Line 1 is required.',
      'City is required.',
      'State is required.',
      'Postal Code is required.',
    ]);
  });

  it('allows at most 6 characters of postal code', () => {
    expect(addressBodySchema.safeParse({ ...valid, postalCode: '5600011' }).success).toBe(false);
    expect(addressBodySchema.safeParse({ ...valid, postalCode: '560001' }).success).toBe(true);
  });

  it('keeps its message for a second line over 200 characters', () => {
    const result = addressBodySchema.safeParse({ ...valid, addressLine2: 'x'.repeat(201) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Address Line 2 must be at most 200 characters.',
    ]);
  });

  it('opens an address without a second line with that box empty', () => {
    const saved = { ...valid, id: 'a1', userId: 'u1', addressLine2: null, isDefault: true };
    expect(addressFormValues(saved)).toEqual({ ...valid, isDefault: true });
  });

  it('sends an empty second line as null', () => {
    expect(addressBody(addressBodySchema.parse(valid)).addressLine2).toBeNull();
    expect(
      addressBody(addressBodySchema.parse({ ...valid, addressLine2: ' Flat 4 ' })).addressLine2,
    ).toBe('Flat 4');
  });
});
