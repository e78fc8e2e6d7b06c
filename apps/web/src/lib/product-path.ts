import type { Product } from '@shop/contracts/catalog';

/** The product page's address (spec: /product/{name}, here the product's URL-safe slug). */
export function productPath(product: Pick<Product, 'slug'>): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}

/** The id of the product page's back-in-stock alert, where a sold-out card links. */
export const stockAlertAnchor = 'stock-alert';

/** The product page, scrolled to its back-in-stock alert. */
export function productStockAlertPath(product: Pick<Product, 'slug'>): string {
  return `${productPath(product)}#${stockAlertAnchor}`;
}
