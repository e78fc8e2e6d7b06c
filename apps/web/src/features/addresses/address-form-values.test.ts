import { addressFormSchema, type Address } from '@shop/contracts/addresses';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { hindi } from '../../test/hindi.ts';
import {
  addressBody,
  addressFormValues,
  addressProblem,
  invalidAddressMessage,
  recipientPrefill,
} from './address-form-values.ts';

const valid = {
  fullName: 'Meera Iyer',
  phone: '98450 12345',
  addressLine1: '12 MG Road',
  addressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  isDefault: false,
};

const saved: Address = {
  ...valid,
  id: 'a1',
  userId: 'u1',
  phone: '9845012345',
  addressLine2: null,
  isDefault: true,
  needsUpdate: false,
};

const messagesOf = (values: object) =>
  addressFormSchema.safeParse(values).error?.issues.map((issue) => issue.message);

// The form checks its values with the contract's schema; these are the messages it shows.
describe('the address form values under the contract schema', () => {
  it('asks for the recipient, line 1, city, a state of India and a PIN code', () => {
    expect(
      messagesOf({
        ...valid,
        fullName: ' ',
        phone: '',
        addressLine1: '  ',
        city: '',
        state: '',
        postalCode: '',
      }),
    ).toEqual([
      'Full name is required.',
      'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).',
      'Address Line 1 is required.',
      'City is required.',
      'Choose a state or union territory of India.',
      'Enter a 6-digit PIN code (it never starts with 0).',
    ]);
  });

  it('keeps its message for a second line over 200 characters', () => {
    expect(messagesOf({ ...valid, addressLine2: 'x'.repeat(201) })).toEqual([
      'Address Line 2 must be at most 200 characters.',
    ]);
  });

  it('opens a saved address with its mobile spaced and no second line as an empty box', () => {
    expect(addressFormValues(saved)).toEqual({ ...valid, isDefault: true });
  });

  it('opens a state that is not one of India\u2019s with the picker empty, and no phone blank', () => {
    const old = { ...saved, state: 'Bengal Presidency', phone: null, needsUpdate: true };
    expect(addressFormValues(old)).toMatchObject({ state: '', phone: '' });
  });

  it('sends the mobile as 10 digits and an empty second line as null', () => {
    const body = addressBody(addressFormSchema.parse({ ...valid, phone: '+91 98450-12345' }));
    expect(body).toMatchObject({ phone: '9845012345', addressLine2: null });
    expect(
      addressBody(addressFormSchema.parse({ ...valid, addressLine2: ' Flat 4 ' })).addressLine2,
    ).toBe('Flat 4');
  });
});

describe('a new address is made out to the account', () => {
  it("takes the account's first and last name and its mobile, spaced", () => {
    const prefill = recipientPrefill({
      firstName: 'Meera',
      lastName: ' Iyer ',
      mobile: '9845012345',
    });
    expect(prefill).toEqual({ fullName: 'Meera Iyer', phone: '98450 12345' });
    expect(addressFormValues(null, false, prefill)).toMatchObject(prefill);
  });

  it('leaves the boxes empty while the profile is unknown or has neither', () => {
    expect(recipientPrefill(undefined)).toEqual({ fullName: '', phone: '' });
    expect(recipientPrefill({ firstName: '', lastName: '', mobile: null })).toEqual({
      fullName: '',
      phone: '',
    });
  });
});

describe('why an address needs an update', () => {
  it('names the first problem the form would show', () => {
    expect(addressProblem(i18n, { ...saved, state: 'Bengal Presidency', needsUpdate: true })).toBe(
      'Choose a state or union territory of India.',
    );
    expect(
      addressProblem(i18n, { ...saved, phone: null, postalCode: '0560', needsUpdate: true }),
    ).toBe('Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).');
  });

  it('still says something when the server flags what the form cannot see', () => {
    expect(addressProblem(i18n, { ...saved, needsUpdate: true })).toBe(
      'Check its details and save it again.',
    );
  });
});

describe('invalidAddressMessage', () => {
  const problems = (values: typeof valid) => {
    const result = addressFormSchema.safeParse(values);
    const errors = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], { message: issue.message }]),
    );
    return invalidAddressMessage(i18n, errors, values);
  };

  it("says the spec's sentence only when a required field is empty", () => {
    expect(problems({ ...valid, city: '  ', phone: '123' })).toBe(
      'Please fill in all required address fields.',
    );
  });

  it('names the real problem when every field is filled', () => {
    expect(problems({ ...valid, phone: '12345 67890' })).toBe(
      'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).',
    );
    expect(problems({ ...valid, phone: '12345 67890', postalCode: '056001' })).toBe(
      'Please correct the Mobile Number and PIN Code.',
    );
  });

  it('speaks Hindi on a Hindi page, naming the fields as the form does', () => {
    const values = { ...valid, phone: '12345 67890', postalCode: '056001' };
    const result = addressFormSchema.safeParse(values);
    const errors = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], { message: issue.message }]),
    );
    expect(invalidAddressMessage(hindi(), errors, values)).toBe(
      'कृपया मोबाइल नंबर और पिन कोड ठीक करें।',
    );
    expect(invalidAddressMessage(hindi(), {}, { ...valid, city: '' })).toBe(
      'कृपया पते की सभी ज़रूरी जानकारी भरें।',
    );
  });
});
