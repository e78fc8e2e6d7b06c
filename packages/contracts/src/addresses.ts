import { z } from 'zod';
import { indianMobileSchema, indianStateSchema, pinCodeSchema } from './india.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const addressSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** Who receives the parcel. */
  fullName: z.string(),
  /** The recipient's 10-digit mobile; null only on an address saved before addresses had one. */
  phone: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
  /**
   * True for an address saved before the shop checked addresses, which no longer passes
   * `addressFormSchema` (say, a state that is not one of India's, or no phone): the customer is
   * asked to fix it, and no order is sent to it until then.
   */
  needsUpdate: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const POSTAL_CODE_MAX_LENGTH = 6;

/**
 * `fullName` and `phone` may be left out by older clients: on create they then default to the
 * account's name and mobile, and on update the address keeps its own.
 */
export const addressBodySchema = z.object({
  fullName: required('Full name', 100).optional(),
  phone: indianMobileSchema.optional(),
  addressLine1: required('Address Line 1', 200),
  addressLine2: z
    .string()
    .trim()
    .max(200, 'Address Line 2 must be at most 200 characters.')
    .nullable()
    .optional(),
  city: required('City', 100),
  state: indianStateSchema,
  postalCode: pinCodeSchema,
  isDefault: z.boolean().optional(),
  // Accepted for old clients and ignored: an address always belongs to the caller. Still an id:
  // an opaque string, so another type is refused.
  userId: z.string().max(100).optional(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
export type AddressBodyInput = z.input<typeof addressBodySchema>;

/** What the address forms ask for: the body with the recipient's name and phone required. */
export const addressFormSchema = addressBodySchema.extend({
  fullName: required('Full name', 100),
  phone: indianMobileSchema,
});
export type AddressFormInput = z.input<typeof addressFormSchema>;

export const addressListResponseSchema = z.object({ addresses: z.array(addressSchema) });
export const addressResponseSchema = z.object({ address: addressSchema });
export const DEFAULT_ADDRESS_DELETE_MESSAGE = 'Default address cannot be deleted!';
