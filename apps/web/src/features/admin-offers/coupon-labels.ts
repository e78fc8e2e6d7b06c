import { formatRupees } from '@shop/contracts/money';
import type { Coupon, CouponState } from '@shop/contracts/offers';
import type { BadgeTone } from '../../components/ui/status-badge.tsx';

/** The state tabs, in the order the shop thinks of them, and each state's badge. */
export const couponStateBadges: Record<CouponState, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'sage' },
  scheduled: { label: 'Scheduled', tone: 'sky' },
  expired: { label: 'Expired', tone: 'ink' },
  inactive: { label: 'Inactive', tone: 'amber' },
};

const rupees = (amount: number) => formatRupees(amount, { dropWholePaise: true });

/** "15 % off, up to ₹500", "15 % off" or "₹100 off". */
export function discountLabel(coupon: Pick<Coupon, 'type' | 'value' | 'maxDiscount'>): string {
  if (coupon.type === 'FIXED') return `${rupees(coupon.value)} off`;
  const percent = `${coupon.value} % off`;
  return coupon.maxDiscount === null ? percent : `${percent}, up to ${rupees(coupon.maxDiscount)}`;
}

/** "On orders of ₹999 or more", or "Any order". */
export function minimumLabel(minOrderValue: number | null): string {
  return minOrderValue === null ? 'Any order' : `On orders of ${rupees(minOrderValue)} or more`;
}

/** "3 of 10 used" or "3 used" (no total limit). */
export function usesLabel(coupon: Pick<Coupon, 'timesUsed' | 'usageLimit'>): string {
  return coupon.usageLimit === null
    ? `${coupon.timesUsed} used`
    : `${coupon.timesUsed} of ${coupon.usageLimit} used`;
}

/** "1 per customer", "2 per customer". */
export function perCustomerLabel(perCustomerLimit: number): string {
  return `${perCustomerLimit} per customer`;
}
