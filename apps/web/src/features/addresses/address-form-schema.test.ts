import { describe, expect, it } from 'vitest';
import { addressBody, addressFormSchema } from './address-form-schema.ts';

const valid = {
  addressLine1: '12 MG Road',
  addressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  isDefault: false,
};

describe('addressFormSchema', () => {
  it('requires line 1, city, state and postal code, ignoring blank space', () => {
    const result = addressFormSchema.safeParse({
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
    expect(addressFormSchema.safeParse({ ...valid, postalCode: '5600011' }).success).toBe(false);
    expect(addressFormSchema.safeParse({ ...valid, postalCode: '560001' }).success).toBe(true);
  });

  it('sends an empty second line as null', () => {
    expect(addressBody(addressFormSchema.parse(valid)).addressLine2).toBeNull();
    expect(
      addressBody(addressFormSchema.parse({ ...valid, addressLine2: ' Flat 4 ' })).addressLine2,
    ).toBe('Flat 4');
  });
});
