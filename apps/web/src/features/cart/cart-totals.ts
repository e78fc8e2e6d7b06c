import { formatRupees } from '../../lib/format-price.ts';

export type CartTotals = { subtotal: number; discount: number; total: number };

type PricedLine = {
  quantity: number;
  product: { variant: { originalPrice: number; discountPrice: number | null } };
};

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** What one unit was worth before the discount: the struck-through price (spec section 3). */
export function listPrice(variant: PricedLine['product']['variant']): number {
  return (toPaise(variant.originalPrice) + toPaise(variant.discountPrice ?? 0)) / 100;
}

/**
 * The cart summary (spec sections 2 and 3): the subtotal counts every line at its struck-through
 * price (original + discount) times the quantity, the discount is what the shopper saves, and the
 * total is what is charged. Summed in paise so that 0.1 + 0.2 never shows up as ₹0.30000000004.
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotal = 0;
  let discount = 0;
  for (const { quantity, product } of lines) {
    const { originalPrice, discountPrice } = product.variant;
    subtotal += (toPaise(originalPrice) + toPaise(discountPrice ?? 0)) * quantity;
    discount += toPaise(discountPrice ?? 0) * quantity;
  }
  return { subtotal: subtotal / 100, discount: discount / 100, total: (subtotal - discount) / 100 };
}

/** A line's charged amount: the price charged per unit times the quantity. */
export function lineTotal(line: PricedLine): number {
  return (toPaise(line.product.variant.originalPrice) * line.quantity) / 100;
}

/** Rupees as the cart shows them: ₹499 rather than ₹499.00, but ₹499.50 stays (spec section 9). */
export function formatCartPrice(amount: number): string {
  return formatRupees(amount, { dropWholePaise: true });
}
