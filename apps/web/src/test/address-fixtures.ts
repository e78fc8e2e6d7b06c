import type { Address } from '@shop/contracts/addresses';

/** A saved default address in Bengaluru for tests; override what the test is about. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 'a-1',
    userId: 'u-1',
    fullName: 'Meera Iyer',
    phone: '9845012345',
    addressLine1: '14, 2nd Main, Jayanagar',
    addressLine2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560041',
    isDefault: true,
    needsUpdate: false,
    ...overrides,
  };
}
