import type { AppliedCoupon } from '@shop/contracts/offers';
import { toPaise, toRupees } from '@shop/contracts/money';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The summary line a discount code adds, worded the same in the cart and on a placed order:
 * "Coupon (DIWALI15)" with "−₹150". `format` is the page's way of writing rupees; `i18n` the
 * page's language (a caller without it, not yet translated, gets the English words).
 */
export function couponRow(coupon: AppliedCoupon, format: (rupees: number) => string, i18n?: I18n) {
  const code = coupon.code;
  const label = i18n ? i18n._(msg`Coupon (${code})`) : `Coupon (${code})`;
  return { label, value: `−${format(coupon.discount)}`, saving: true };
}

/**
 * What the products' own discounts took off an order: its discountTotal counts the code's too,
 * which has its own line. In paise, so the difference never shows as ₹199.99999.
 */
export function productDiscount(order: {
  discountTotal: number;
  coupon: AppliedCoupon | null;
}): number {
  return toRupees(toPaise(order.discountTotal) - toPaise(order.coupon?.discount ?? 0));
}
