import type { Address, AddressBody, AddressBodyInput } from '@shop/contracts/addresses';

export const addressFields = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'isDefault',
] as const;

/** What the form opens with; the server's own schema (addressBodySchema) checks it. */
export function addressFormValues(address: Address | null, isDefault = false): AddressBodyInput {
  return {
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    isDefault: address?.isDefault ?? isDefault,
  };
}

/** The request body; an empty second line is sent as null rather than as ''. */
export function addressBody(values: AddressBody): AddressBody {
  return { ...values, addressLine2: values.addressLine2 || null };
}
