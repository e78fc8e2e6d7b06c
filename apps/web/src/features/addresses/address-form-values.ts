import type { User } from '@shop/contracts/accounts';
import {
  addressFormSchema,
  type Address,
  type AddressBody,
  type AddressFormInput,
} from '@shop/contracts/addresses';
import { formatIndianMobile, indianStateNamed } from '@shop/contracts/india';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { contractMessage } from '../../lib/contract-message.ts';

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
const incompleteAddressMessage = msg`Please fill in all required address fields.`;

/** The form's labels, for its fields and for the toast that names the ones to correct. */
export const fieldLabels: Record<(typeof addressFields)[number], MessageDescriptor> = {
  fullName: msg`Full Name`,
  phone: msg`Mobile Number`,
  addressLine1: msg`Address Line 1`,
  addressLine2: msg`Address Line 2`,
  city: msg`City`,
  state: msg`State`,
  postalCode: msg`PIN Code`,
  isDefault: msg`Set as default address`,
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
 * In the page's language (`i18n`).
 */
export function invalidAddressMessage(
  i18n: I18n,
  errors: FieldErrors<AddressFormInput>,
  values: AddressFormInput,
): string {
  const incomplete = i18n._(incompleteAddressMessage);
  if (requiredFields.some((name) => !String(values[name] ?? '').trim())) return incomplete;
  const wrong = addressFields.filter((name) => errors[name]);
  const [first] = wrong;
  if (!first) return incomplete;
  if (wrong.length === 1) {
    const message = errors[first]?.message;
    return message ? contractMessage(i18n, message) : incomplete;
  }
  const labels = wrong.map((name) => i18n._(fieldLabels[name]));
  const fields = labels.slice(0, -1).join(', ');
  const last = labels.at(-1) ?? '';
  return i18n._(msg`Please correct the ${fields} and ${last}.`);
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

const unexplainedProblem = msg`Check its details and save it again.`;

/**
 * Why a saved address needs an update, in the form's own words: the first problem the form would
 * show. The server may flag an address for a reason the form cannot see, hence the fallback.
 */
export function addressProblem(i18n: I18n, address: Address): string {
  const result = addressFormSchema.safeParse(addressFormValues(address));
  const message = result.error?.issues[0]?.message;
  return message ? contractMessage(i18n, message) : i18n._(unexplainedProblem);
}
