import { toRupees } from '@shop/contracts/money';
import { lineTotalPaise, listPricePaise } from '@shop/contracts/order-totals';
import { formatRupees } from '@shop/contracts/money';
import { variantPaise } from '../../lib/product-pricing.ts';

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

/** A line's charged amount: the price charged per unit times the quantity. */
export function lineTotal(line: PricedLine): number {
  return toRupees(lineTotalPaise(inPaise(line)));
}

/** Rupees as the cart shows them: ₹499 rather than ₹499.00, but ₹499.50 stays (spec section 9). */
export function formatCartPrice(amount: number): string {
  return formatRupees(amount, { dropWholePaise: true });
}
