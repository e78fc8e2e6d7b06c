import { describe, expect, it } from 'vitest';
import { addMoreMessage, couponRuleMessages } from '@shop/contracts/offers';
import { couponState, evaluateCoupon, shareDiscount, type CouponTerms } from './coupon-rules.ts';
import { unitsShare } from './offers.service.ts';

const now = new Date('2026-11-20T10:00:00Z');
const hour = 60 * 60 * 1000;
const terms = (fields: Partial<CouponTerms> = {}): CouponTerms => ({
  type: 'PERCENT',
  value: 10,
  minOrderPaise: null,
  maxDiscountPaise: null,
  startsAt: new Date(now.getTime() - hour),
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: 1,
  active: true,
  ...fields,
});
const use = (fields: Partial<Parameters<typeof evaluateCoupon>[1]> = {}) => ({
  now,
  timesUsed: 0,
  timesUsedByCustomer: 0,
  eligiblePaise: 100_000,
  anyEligibleLine: true,
  ...fields,
});

describe('evaluateCoupon', () => {
  it('takes a percentage of the eligible value, rounded down, under its cap', () => {
    expect(evaluateCoupon(terms({ value: 15 }), use({ eligiblePaise: 99_999 }))).toEqual({
      discountPaise: 14_999,
    });
    expect(evaluateCoupon(terms({ value: 50, maxDiscountPaise: 30_000 }), use())).toEqual({
      discountPaise: 30_000,
    });
  });

  it('takes a fixed amount, never more than the eligible value', () => {
    expect(evaluateCoupon(terms({ type: 'FIXED', value: 10_000 }), use())).toEqual({
      discountPaise: 10_000,
    });
    expect(
      evaluateCoupon(terms({ type: 'FIXED', value: 10_000 }), use({ eligiblePaise: 4_550 })),
    ).toEqual({ discountPaise: 4_550 });
  });

  it('names the first rule that fails, in the order the shopper is told', () => {
    const failing = terms({
      active: true,
      startsAt: new Date(now.getTime() + hour),
      usageLimit: 1,
      minOrderPaise: 500_000,
    });
    const everythingWrong = use({ timesUsed: 1, timesUsedByCustomer: 1, anyEligibleLine: false });
    expect(evaluateCoupon({ ...failing, active: false }, everythingWrong)).toEqual({
      refusal: { message: couponRuleMessages.notValid },
    });
    expect(evaluateCoupon(failing, everythingWrong)).toEqual({
      refusal: { message: couponRuleMessages.notActiveYet },
    });
    const ended = {
      ...failing,
      startsAt: new Date(now.getTime() - 2 * hour),
      endsAt: new Date(now.getTime() - hour),
    };
    expect(evaluateCoupon(ended, everythingWrong)).toEqual({
      refusal: { message: couponRuleMessages.expired },
    });
    const running = { ...ended, endsAt: new Date(now.getTime() + hour) };
    expect(evaluateCoupon(running, everythingWrong)).toEqual({
      refusal: { message: couponRuleMessages.usedUp },
    });
    expect(evaluateCoupon({ ...running, usageLimit: 2 }, everythingWrong)).toEqual({
      refusal: { message: couponRuleMessages.usedByYou },
    });
    const mineLeft = use({ timesUsed: 1, timesUsedByCustomer: 1, anyEligibleLine: false });
    expect(evaluateCoupon({ ...running, usageLimit: 2, perCustomerLimit: 2 }, mineLeft)).toEqual({
      refusal: { message: couponRuleMessages.nothingApplies },
    });
    expect(
      evaluateCoupon(
        { ...running, usageLimit: 2, perCustomerLimit: 2 },
        use({ eligiblePaise: 485_000 }),
      ),
    ).toEqual({
      refusal: { message: 'Add {amount} more to use this code.', values: { amount: '₹150' } },
    });
    expect(addMoreMessage(15_000)).toBe('Add ₹150 more to use this code.');
  });

  it('an end at this very moment has passed; a start at it has begun', () => {
    expect(couponState(terms({ startsAt: now }), now)).toBe('active');
    expect(couponState(terms({ startsAt: new Date(now.getTime() - hour), endsAt: now }), now)).toBe(
      'expired',
    );
    expect(couponState(terms({ active: false, startsAt: new Date(0) }), now)).toBe('inactive');
  });
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('shareDiscount', () => {
  it('shares in proportion to value, the leftover paise to the largest fractions', () => {
    // 100 over three equal lines: 33.33 each, the paisa left over goes to the first.
    expect(shareDiscount(100, [500, 500, 500])).toEqual([34, 33, 33]);
    // 10 over 3 and 7: exactly 3 and 7.
    expect(shareDiscount(10, [300, 700])).toEqual([3, 7]);
    // 5 over 1:2:2 of value: 1, 2, 2.
    expect(shareDiscount(5, [100, 200, 200])).toEqual([1, 2, 2]);
  });

  it('gives lines it does not apply to nothing', () => {
    expect(shareDiscount(500, [1_000, 0, 1_000])).toEqual([250, 0, 250]);
  });

  it('₹0.01 lines: a share is never more than its line', () => {
    const lines = [1, 1, 1, 1, 1, 1, 1];
    expect(shareDiscount(3, lines)).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(shareDiscount(7, lines)).toEqual(lines);
  });

  it('100 % of the eligible value: every line its whole value', () => {
    const lines = [49_900, 1, 33_333, 12_345, 99, 7, 250_050];
    expect(shareDiscount(sum(lines), lines)).toEqual(lines);
  });

  it('adds up exactly for every awkward split of seven lines', () => {
    const lines = [49_900, 1, 33_333, 12_345, 99, 7, 250_050];
    const total = sum(lines);
    for (let discount = 0; discount <= total; discount += 997) {
      const shares = shareDiscount(discount, lines);
      expect(sum(shares)).toBe(discount);
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(lines[index]!);
        // Within a paisa of the exact proportion.
        expect(Math.abs(share - (discount * lines[index]!) / total)).toBeLessThan(1);
      });
    }
  });

  it('stays exact where discount x value passes 2^53', () => {
    const lines = [1_999_999_999, 1_999_999_997, 3];
    const shares = shareDiscount(1_999_999_998, lines);
    expect(sum(shares)).toBe(1_999_999_998);
  });

  it('refuses a discount larger than the lines', () => {
    expect(() => shareDiscount(11, [5, 5])).toThrow();
  });
});

describe('unitsShare', () => {
  it('splits a line share over its units so refunds of every unit add up to it', () => {
    // 100 paise over 3 units: 33, 33, 34 in the order they come back.
    expect([0, 1, 2].map((from) => unitsShare(100, 3, from, 1))).toEqual([33, 33, 34]);
    for (const [share, quantity] of [
      [100, 3],
      [1, 7],
      [9_999, 4],
      [0, 5],
    ] as const) {
      // Returned one, then the rest in two runs: the whole share, whatever the runs.
      const first = unitsShare(share, quantity, 0, 1);
      const middle = unitsShare(share, quantity, 1, Math.floor((quantity - 1) / 2));
      const rest = unitsShare(share, quantity, 1 + Math.floor((quantity - 1) / 2), quantity);
      expect(first + middle + rest).toBe(share);
    }
  });
});
