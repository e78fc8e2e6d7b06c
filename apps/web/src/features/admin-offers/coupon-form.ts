import {
  couponBodySchema,
  couponTypes,
  type Coupon,
  type CouponBodyInput,
} from '@shop/contracts/offers';
import { z } from 'zod';
import { indiaDateTimeInput, isoFromIndiaDateTimeInput } from './india-time.ts';

/**
 * The editor's fields as the boxes hold them: text for every number and date (India time), so a
 * half-typed value stays as typed. Each field is named as the body's field it becomes, so the
 * shared schema's messages (the server's own) land under the right box.
 */
const couponFormFieldsSchema = z.object({
  code: z.string(),
  description: z.string(),
  type: z.enum(couponTypes),
  value: z.string(),
  minOrderValue: z.string(),
  maxDiscount: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  usageLimit: z.string(),
  perCustomerLimit: z.string(),
  categoryIds: z.array(z.string()),
  active: z.boolean(),
});
export type CouponFormValues = z.infer<typeof couponFormFieldsSchema>;

/** A number box: empty is `empty`; anything else is read as a number (NaN is refused later). */
function numberFrom<Empty>(text: string, empty: Empty): number | Empty {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? empty : Number(trimmed);
}

/** The body the fields make: what the API is sent, before the shared schema checks it. */
export function couponBodyFrom(values: CouponFormValues): CouponBodyInput {
  return {
    code: values.code,
    description: values.description,
    type: values.type,
    // Left empty, the schema says "Enter how much the code takes off."
    value: numberFrom(values.value, undefined) as number,
    minOrderValue: numberFrom(values.minOrderValue, null),
    // The cap is a percentage's only: a fixed amount is its own cap.
    maxDiscount: values.type === 'PERCENT' ? numberFrom(values.maxDiscount, null) : null,
    startsAt: isoFromIndiaDateTimeInput(values.startsAt) as string,
    endsAt: isoFromIndiaDateTimeInput(values.endsAt) ?? null,
    usageLimit: numberFrom(values.usageLimit, null),
    perCustomerLimit: numberFrom(values.perCustomerLimit, undefined),
    categoryIds: values.categoryIds,
    active: values.active,
  };
}

/** The editor's schema: the fields, turned into the body, checked by the server's own schema. */
export const couponFormSchema = couponFormFieldsSchema
  .transform(couponBodyFrom)
  .pipe(couponBodySchema);

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

/** What the editor opens with: a coupon to edit, or a new code starting now, on, for 1 use each. */
export function couponFormDefaults(coupon: Coupon | null, now = new Date()): CouponFormValues {
  if (!coupon) {
    return {
      code: '',
      description: '',
      type: 'PERCENT',
      value: '',
      minOrderValue: '',
      maxDiscount: '',
      startsAt: indiaDateTimeInput(now.toISOString()),
      endsAt: '',
      usageLimit: '',
      perCustomerLimit: '1',
      categoryIds: [],
      active: true,
    };
  }
  return {
    code: coupon.code,
    description: coupon.description,
    type: coupon.type,
    value: String(coupon.value),
    minOrderValue: amountText(coupon.minOrderValue),
    maxDiscount: amountText(coupon.maxDiscount),
    startsAt: indiaDateTimeInput(coupon.startsAt),
    endsAt: indiaDateTimeInput(coupon.endsAt),
    usageLimit: amountText(coupon.usageLimit),
    perCustomerLimit: String(coupon.perCustomerLimit),
    categoryIds: coupon.categoryIds,
    active: coupon.active,
  };
}

/** A saved coupon's body as it stands, e.g. to turn it on or off and change nothing else. */
export function couponBodyOf(coupon: Coupon): CouponBodyInput {
  // Everything but what the server keeps of its own.
  const { id: _id, timesUsed: _timesUsed, createdAt: _createdAt, state: _state, ...body } = coupon;
  return body;
}
