import type { Product } from '@shop/contracts/catalog';

/** The product page's address (spec: /product/{name}, here the product's URL-safe slug). */
export function productPath(product: Pick<Product, 'slug'>): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}
