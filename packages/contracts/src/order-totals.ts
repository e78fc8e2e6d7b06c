/*
 * The one place an order's money is summed, by the server when it places an order and by the web
 * client when it shows a cart. A line's price is what one unit costs (the variant's
 * originalPrice), its discount what one unit saves, so its struck-through list price is their
 * sum. Everything is integer paise: no sum ever drifts by a fraction of a paisa.
 */

export type PricedLine = { pricePaise: number; discountPaise: number; quantity: number };

export type OrderTotals = {
  /** Every line at its list price (price + discount) times the quantity. */
  subtotalPaise: number;
  /** What the shopper saves: the products' own discounts and the code's. */
  discountTotalPaise: number;
  /** What the discount code takes off (part of discountTotalPaise). */
  couponDiscountPaise: number;
  shippingTotalPaise: number;
  /** What is charged: subtotal - discount + shipping, the code's discount included. */
  orderTotalPaise: number;
};

/** Shipping is free for every order (spec section 9). */
export const SHIPPING_PAISE = 0;

/** One unit before its discount: the struck-through price. */
export function listPricePaise(line: Pick<PricedLine, 'pricePaise' | 'discountPaise'>): number {
  return line.pricePaise + line.discountPaise;
}

/** What a line charges: its unit price times the quantity. */
export function lineTotalPaise(line: PricedLine): number {
  return line.pricePaise * line.quantity;
}

/** The order's money; `couponDiscountPaise` is what its code takes off the lines' total. */
export function orderTotals(lines: readonly PricedLine[], couponDiscountPaise = 0): OrderTotals {
  let subtotalPaise = 0;
  let discountTotalPaise = 0;
  for (const line of lines) {
    subtotalPaise += listPricePaise(line) * line.quantity;
    discountTotalPaise += line.discountPaise * line.quantity;
  }
  discountTotalPaise += couponDiscountPaise;
  return {
    subtotalPaise,
    discountTotalPaise,
    couponDiscountPaise,
    shippingTotalPaise: SHIPPING_PAISE,
    orderTotalPaise: subtotalPaise - discountTotalPaise + SHIPPING_PAISE,
  };
}
