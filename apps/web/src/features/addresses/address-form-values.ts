import type { User } from '@shop/contracts/accounts';
import {
  addressFormSchema,
  type Address,
  type AddressBody,
  type AddressFormInput,
} from '@shop/contracts/addresses';
import { formatIndianMobile, indianStateNamed } from '@shop/contracts/india';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

export type AddressFormOutput = z.output<typeof addressFormSchema>;

export const addressFields = [
  'fullName',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'isDefault',
] as const;

/** Spec (checkout): what a refused form says when a required field is left empty. */
export const incompleteAddressMessage = 'Please fill in all required address fields.';

const fieldLabels: Record<(typeof addressFields)[number], string> = {
  fullName: 'Full Name',
  phone: 'Mobile Number',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  postalCode: 'PIN Code',
  isDefault: 'Set as default address',
};

const requiredFields = [
  'fullName',
  'phone',
  'addressLine1',
  'city',
  'state',
  'postalCode',
] as const;

/**
 * What a toast says of a form the schema refused: the spec's sentence when a required field is
 * empty, else the real problem (the one field's message, or the fields to correct), so a wrong
 * mobile number is never called a missing field. The messages themselves show at the fields.
 */
export function invalidAddressMessage(
  errors: FieldErrors<AddressFormInput>,
  values: AddressFormInput,
): string {
  if (requiredFields.some((name) => !String(values[name] ?? '').trim())) {
    return incompleteAddressMessage;
  }
  const wrong = addressFields.filter((name) => errors[name]);
  const [first] = wrong;
  if (!first) return incompleteAddressMessage;
  if (wrong.length === 1) return errors[first]?.message ?? incompleteAddressMessage;
  const labels = wrong.map((name) => fieldLabels[name]);
  return `Please correct the ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}.`;
}

/** Who a new address is for until the customer says otherwise: the account's name and mobile. */
export type RecipientPrefill = { fullName: string; phone: string };

export const noRecipientPrefill: RecipientPrefill = { fullName: '', phone: '' };

/** The signed-in customer's first and last name and mobile, for a new address's form. */
export function recipientPrefill(
  user: Pick<User, 'firstName' | 'lastName' | 'mobile'> | undefined,
): RecipientPrefill {
  if (!user) return noRecipientPrefill;
  return {
    fullName: [user.firstName, user.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    phone: user.mobile ? formatIndianMobile(user.mobile) : '',
  };
}

/**
 * What the form opens with; the contract's addressFormSchema checks it. A stored state that is
 * not one of India's opens the picker empty, so the customer has to choose one.
 */
export function addressFormValues(
  address: Address | null,
  isDefault = false,
  recipient: RecipientPrefill = noRecipientPrefill,
): AddressFormInput {
  return {
    fullName: address ? address.fullName : recipient.fullName,
    phone: address ? (address.phone ? formatIndianMobile(address.phone) : '') : recipient.phone,
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address ? (indianStateNamed(address.state)?.name ?? '') : '',
    postalCode: address?.postalCode ?? '',
    isDefault: address?.isDefault ?? isDefault,
  };
}

/** The request body; an empty second line is sent as null rather than as ''. */
export function addressBody(values: AddressFormOutput): AddressBody {
  return { ...values, addressLine2: values.addressLine2 || null };
}

const unexplainedProblem = 'Check its details and save it again.';

/**
 * Why a saved address needs an update, in the form's own words: the first problem the form would
 * show. The server may flag an address for a reason the form cannot see, hence the fallback.
 */
export function addressProblem(address: Address): string {
  const result = addressFormSchema.safeParse(addressFormValues(address));
  return result.error?.issues[0]?.message ?? unexplainedProblem;
}
