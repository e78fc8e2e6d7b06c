import { toRupees } from '@shop/contracts/money';
import { lineTotalPaise, listPricePaise, orderTotals } from '@shop/contracts/order-totals';
import { formatRupees } from '@shop/contracts/money';
import { variantPaise } from '../../lib/product-pricing.ts';

export type CartTotals = { subtotal: number; discount: number; total: number };

type PricedLine = {
  quantity: number;
  product: { variant: { originalPrice: number; discountPrice: number | null } };
};

const inPaise = ({ quantity, product }: PricedLine) => ({
  quantity,
  ...variantPaise(product.variant),
});

/** What one unit was worth before the discount: the struck-through price (spec section 3). */
export function listPrice(variant: PricedLine['product']['variant']): number {
  return toRupees(listPricePaise(variantPaise(variant)));
}

/**
 * The cart summary (spec sections 2 and 3), summed by the same order totals the server charges:
 * the subtotal counts every line at its struck-through price (original + discount) times the
 * quantity, the discount is what the shopper saves, and the total is what is charged. In paise,
 * so that 0.1 + 0.2 never shows up as ₹0.30000000004.
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const totals = orderTotals(lines.map(inPaise));
  return {
    subtotal: toRupees(totals.subtotalPaise),
    discount: toRupees(totals.discountTotalPaise),
    total: toRupees(totals.orderTotalPaise),
  };
}

/** A line's charged amount: the price charged per unit times the quantity. */
export function lineTotal(line: PricedLine): number {
  return toRupees(lineTotalPaise(inPaise(line)));
}

/** Rupees as the cart shows them: ₹499 rather than ₹499.00, but ₹499.50 stays (spec section 9). */
export function formatCartPrice(amount: number): string {
  return formatRupees(amount, { dropWholePaise: true });
}
