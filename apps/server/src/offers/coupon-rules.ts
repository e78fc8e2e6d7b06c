import { addMoreMessageOf, couponRuleMessages, type CouponState } from '@shop/contracts/offers';
import type { Message } from '../i18n/translations.ts';

/*
 * The rules of a discount code as plain arithmetic on what the service read: whether it applies,
 * what it takes off, and how that is shared over the lines and their units. Integer paise only.
 */

/** A code as stored, with the figures its rules need. */
export type CouponTerms = {
  type: 'PERCENT' | 'FIXED';
  /** PERCENT: the percentage; FIXED: paise. */
  value: number;
  minOrderPaise: number | null;
  maxDiscountPaise: number | null;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number;
  active: boolean;
};

/** Where a code stands at `now`; a code that is off is `inactive` whatever its dates say. */
export function couponState(
  coupon: Pick<CouponTerms, 'active' | 'startsAt' | 'endsAt'>,
  now: Date,
): CouponState {
  if (!coupon.active) return 'inactive';
  if (coupon.endsAt && coupon.endsAt <= now) return 'expired';
  if (coupon.startsAt > now) return 'scheduled';
  return 'active';
}

export type CouponUse = {
  now: Date;
  /** Orders that used the code and were not cancelled, by anyone and by this customer. */
  timesUsed: number;
  timesUsedByCustomer: number;
  /** What the lines the code applies to charge, in paise; 0 when it applies to none. */
  eligiblePaise: number;
  /** Whether any line of the cart is one the code applies to. */
  anyEligibleLine: boolean;
};

/** The refusal is a message with its values, said in the shopper's language when answered. */
export type CouponOutcome = { discountPaise: number } | { refusal: Message };

/**
 * What the code takes off, or the first rule it fails, in the order the shopper is told: off or
 * not yet started or ended, then used up, used by this customer, nothing in the cart it applies
 * to, and last how far the cart is from its minimum.
 */
export function evaluateCoupon(coupon: CouponTerms, use: CouponUse): CouponOutcome {
  const state = couponState(coupon, use.now);
  if (state === 'inactive') return { refusal: { message: couponRuleMessages.notValid } };
  if (state === 'scheduled') return { refusal: { message: couponRuleMessages.notActiveYet } };
  if (state === 'expired') return { refusal: { message: couponRuleMessages.expired } };
  if (coupon.usageLimit !== null && use.timesUsed >= coupon.usageLimit) {
    return { refusal: { message: couponRuleMessages.usedUp } };
  }
  if (use.timesUsedByCustomer >= coupon.perCustomerLimit) {
    return { refusal: { message: couponRuleMessages.usedByYou } };
  }
  if (!use.anyEligibleLine) return { refusal: { message: couponRuleMessages.nothingApplies } };
  if (coupon.minOrderPaise !== null && use.eligiblePaise < coupon.minOrderPaise) {
    return { refusal: addMoreMessageOf(coupon.minOrderPaise - use.eligiblePaise) };
  }
  return { discountPaise: discountPaise(coupon, use.eligiblePaise) };
}

/**
 * PERCENT: the percentage of the eligible value, rounded down to the paisa (never more than the
 * percentage promised), then capped; FIXED: the amount, but never more than the eligible value.
 */
function discountPaise(coupon: CouponTerms, eligiblePaise: number): number {
  if (coupon.type === 'FIXED') return Math.min(coupon.value, eligiblePaise);
  const percent = Math.floor((eligiblePaise * coupon.value) / 100);
  return coupon.maxDiscountPaise === null ? percent : Math.min(percent, coupon.maxDiscountPaise);
}

/**
 * The discount shared over lines in proportion to their value (0 for a line it does not apply
 * to), by largest remainder: each line gets its share rounded down, and the paise left over go
 * one each to the lines with the largest fractions (the earlier line on a tie), so the shares add
 * up to the discount exactly and none exceeds its line. BigInt, since discount x value can pass
 * 2^53 for large orders.
 */
export function shareDiscount(discountPaise: number, lineValuesPaise: readonly number[]): number[] {
  const total = lineValuesPaise.reduce((sum, value) => sum + value, 0);
  if (discountPaise <= 0 || total <= 0) return lineValuesPaise.map(() => 0);
  if (discountPaise > total) throw new Error(`a discount of ${discountPaise} over ${total}`);
  const discount = BigInt(discountPaise);
  const whole = BigInt(total);
  const parts = lineValuesPaise.map((value, index) => {
    const exact = discount * BigInt(value);
    return { index, share: Number(exact / whole), fraction: exact % whole };
  });
  let left = discountPaise - parts.reduce((sum, part) => sum + part.share, 0);
  const byFraction = [...parts].sort((a, b) =>
    a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1,
  );
  for (const part of byFraction) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}
