import type { Address, AddressBody } from '@shop/contracts/addresses';
import { z } from 'zod';

/** Spec section 5: Address Line 1, City, State and Postal Code required; postal code ≤ 6. */
export const POSTAL_CODE_MAX = 6;

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const addressFormSchema = z.object({
  addressLine1: required('Address Line 1', 200),
  addressLine2: z.string().trim().max(200, 'Address Line 2 must be at most 200 characters.'),
  city: required('City', 100),
  state: required('State', 100),
  postalCode: required('Postal Code', POSTAL_CODE_MAX),
  isDefault: z.boolean(),
});
export type AddressFormValues = z.input<typeof addressFormSchema>;

export const addressFields = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'isDefault',
] as const;

export function addressFormValues(address: Address | null, isDefault = false): AddressFormValues {
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
export function addressBody(values: z.output<typeof addressFormSchema>): AddressBody {
  return { ...values, addressLine2: values.addressLine2 || null };
}
