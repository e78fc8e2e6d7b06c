import type { Product, Variant } from '@shop/contracts/catalog';
import { toPaise, toRupees } from '@shop/contracts/money';
import { listPricePaise } from '@shop/contracts/order-totals';

/*
 * Price semantics (spec section 3): a variant's originalPrice is the price charged, its
 * discountPrice the amount saved, so the struck-through "was" price is their sum.
 */

export type VariantPricing = {
  /** What the shopper pays. */
  price: number;
  /** The struck-through price, only when there is a saving. */
  wasPrice: number | null;
  /** The saving in percent, rounded; 0 when there is none (no badge then). */
  discountPercent: number;
};

type VariantPrices = Pick<Variant, 'originalPrice' | 'discountPrice'>;

/** A variant's price and saving per unit in paise, as the order totals count them. */
export function variantPaise(variant: VariantPrices): {
  pricePaise: number;
  discountPaise: number;
} {
  return {
    pricePaise: toPaise(variant.originalPrice),
    discountPaise: toPaise(variant.discountPrice ?? 0),
  };
}

export function discountPercent(originalPrice: number, discountPrice: number | null): number {
  const prices = variantPaise({ originalPrice, discountPrice });
  const listPaise = listPricePaise(prices);
  if (prices.discountPaise <= 0 || listPaise <= 0) return 0;
  return Math.round((prices.discountPaise / listPaise) * 100);
}

export function variantPricing(variant: VariantPrices): VariantPricing {
  const prices = variantPaise(variant);
  return {
    price: variant.originalPrice,
    wasPrice: prices.discountPaise > 0 ? toRupees(listPricePaise(prices)) : null,
    discountPercent: discountPercent(variant.originalPrice, variant.discountPrice),
  };
}

/**
 * The variant whose price a product shows before a size is chosen: the cheapest (the first of
 * equals), because the server's price sorts order products by their lowest price.
 */
export function priceLeadVariant(product: Pick<Product, 'variants'>): Variant | null {
  let lead: Variant | null = null;
  for (const variant of product.variants) {
    if (!lead || variant.originalPrice < lead.originalPrice) lead = variant;
  }
  return lead;
}

/** The chosen size's pricing, else the product's lead price; null without variants. */
export function productPricing(
  product: Pick<Product, 'variants'>,
  chosen?: Variant | null,
): VariantPricing | null {
  const variant = chosen ?? priceLeadVariant(product);
  return variant ? variantPricing(variant) : null;
}

/** Spec section 4: a product is out of stock when every variant has stock 0. */
export function isOutOfStock(product: Pick<Product, 'variants'>): boolean {
  return product.variants.every((variant) => variant.stock <= 0);
}
