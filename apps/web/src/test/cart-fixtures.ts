import type { CartResponse } from '@shop/contracts/cart';
import { toRupees } from '@shop/contracts/money';
import { orderTotals } from '@shop/contracts/order-totals';
import { variantPaise } from '../lib/product-pricing.ts';

type PricedItem = {
  quantity: number;
  product: { variant: { originalPrice: number; discountPrice: number | null } };
};

/**
 * GET /cart's answer for tests: `items` with the totals the server gives them when no code
 * applies; override what the test is about (a coupon and its totals, a couponNotice).
 */
export function makeCart<Item extends PricedItem>(
  items: Item[] = [],
  overrides: Partial<Omit<CartResponse, 'items'>> = {},
) {
  const totals = orderTotals(
    items.map(({ quantity, product: { variant } }) => ({
      quantity,
      ...variantPaise(variant),
    })),
  );
  return {
    items,
    coupon: null,
    totals: {
      subtotal: toRupees(totals.subtotalPaise),
      savings: toRupees(totals.discountTotalPaise),
      couponDiscount: 0,
      shipping: toRupees(totals.shippingTotalPaise),
      total: toRupees(totals.orderTotalPaise),
    },
    couponNotice: null,
    ...overrides,
  };
}
