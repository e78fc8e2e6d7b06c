import { z } from 'zod';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const addressSchema = z.object({
  id: z.string(),
  userId: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const POSTAL_CODE_MAX_LENGTH = 6;

export const addressBodySchema = z.object({
  addressLine1: required('Address Line 1', 200),
  addressLine2: z
    .string()
    .trim()
    .max(200, 'Address Line 2 must be at most 200 characters.')
    .nullable()
    .optional(),
  city: required('City', 100),
  state: required('State', 100),
  postalCode: required('Postal Code', POSTAL_CODE_MAX_LENGTH).regex(
    /^[0-9A-Za-z -]*$/,
    'Postal Code may use digits and letters only.',
  ),
  isDefault: z.boolean().optional(),
  // Accepted for old clients and ignored: an address always belongs to the caller. Still an id:
  // an opaque string, so another type is refused.
  userId: z.string().max(100).optional(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
export type AddressBodyInput = z.input<typeof addressBodySchema>;

export const addressListResponseSchema = z.object({ addresses: z.array(addressSchema) });
export const addressResponseSchema = z.object({ address: addressSchema });
export const DEFAULT_ADDRESS_DELETE_MESSAGE = 'Default address cannot be deleted!';
