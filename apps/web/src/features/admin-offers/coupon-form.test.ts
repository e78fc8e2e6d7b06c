import type { Coupon } from '@shop/contracts/offers';
import { describe, expect, it } from 'vitest';
import { couponFormDefaults, couponFormSchema, type CouponFormValues } from './coupon-form.ts';

const filled: CouponFormValues = {
  code: ' diwali15 ',
  description: 'Festive offer',
  type: 'PERCENT',
  value: '15',
  minOrderValue: '999',
  maxDiscount: '500',
  startsAt: '2026-11-01T00:00',
  endsAt: '2026-11-15T23:59',
  usageLimit: '100',
  perCustomerLimit: '1',
  categoryIds: [],
  active: true,
};

function messages(values: CouponFormValues) {
  const result = couponFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the coupon form schema', () => {
  it('turns the boxes into the body the API takes', () => {
    expect(couponFormSchema.parse(filled)).toEqual({
      code: 'DIWALI15',
      description: 'Festive offer',
      type: 'PERCENT',
      value: 15,
      minOrderValue: 999,
      maxDiscount: 500,
      startsAt: '2026-11-01T00:00:00+05:30',
      endsAt: '2026-11-15T23:59:00+05:30',
      usageLimit: 100,
      perCustomerLimit: 1,
      categoryIds: [],
      active: true,
    });
  });

  it('sends empty optional boxes as no limit', () => {
    const body = couponFormSchema.parse({
      ...filled,
      minOrderValue: '',
      maxDiscount: '',
      endsAt: '',
      usageLimit: '',
    });
    expect(body).toMatchObject({
      minOrderValue: null,
      maxDiscount: null,
      endsAt: null,
      usageLimit: null,
    });
  });

  it('keeps a percentage from 1 to 90, whole', () => {
    const percent = 'A percentage is a whole number from 1 to 90.';
    expect(messages({ ...filled, value: '91' })).toEqual({ value: percent });
    expect(messages({ ...filled, value: '12.5' })).toEqual({ value: percent });
    expect(messages({ ...filled, value: '' })).toEqual({
      value: 'Enter how much the code takes off.',
    });
    expect(messages({ ...filled, value: '90' })).toEqual({});
  });

  it('sends no cap with a fixed amount, whatever the hidden cap box held', () => {
    const body = couponFormSchema.parse({ ...filled, type: 'FIXED', value: '100' });
    expect(body.maxDiscount).toBeNull();
    expect(messages({ ...filled, type: 'FIXED', value: '100.555' })).toEqual({
      value: 'An amount takes at most 2 decimals.',
    });
  });

  it('wants the end after the start, and a start', () => {
    expect(messages({ ...filled, endsAt: '2026-11-01T00:00' })).toEqual({
      endsAt: 'The end must come after the start.',
    });
    expect(messages({ ...filled, startsAt: '' })).toEqual({
      startsAt: 'The start must be a date and time.',
    });
  });

  it('refuses a code with spaces and an empty per-customer limit falls back to 1', () => {
    expect(messages({ ...filled, code: 'DIWALI 15' })).toEqual({
      code: 'Use 3 to 30 letters, digits, hyphens (-) or underscores (_).',
    });
    expect(couponFormSchema.parse({ ...filled, perCustomerLimit: '' }).perCustomerLimit).toBe(1);
    expect(messages({ ...filled, perCustomerLimit: '0' })).toEqual({
      perCustomerLimit: 'The uses per customer must be at least 1.',
    });
  });

  it('opens a saved coupon in India time and a new one with 1 use per customer', () => {
    const coupon: Coupon = {
      id: 'c-1',
      code: 'FIRST100',
      description: '',
      type: 'FIXED',
      value: 100,
      minOrderValue: null,
      maxDiscount: null,
      startsAt: '2026-10-31T18:30:00.000Z',
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 2,
      categoryIds: ['cat-1'],
      active: false,
      timesUsed: 0,
      createdAt: '2026-10-01T00:00:00.000Z',
      state: 'inactive',
    };
    expect(couponFormDefaults(coupon)).toMatchObject({
      value: '100',
      minOrderValue: '',
      startsAt: '2026-11-01T00:00',
      endsAt: '',
      perCustomerLimit: '2',
      active: false,
    });
    expect(couponFormDefaults(null, new Date('2026-11-28T04:00:00Z'))).toMatchObject({
      startsAt: '2026-11-28T09:30',
      perCustomerLimit: '1',
      active: true,
      type: 'PERCENT',
    });
  });
});
