import type { StockAlertDemand } from '@shop/contracts/notifications';

/** One size (or colour and size) of a product that people wait for, and how many of them. */
export type WaitedSize = { variantId: string; label: string; waiting: number };

/** Who waits for a product: everyone together, and size by size, most waited-for first. */
export type ProductDemand = { waiting: number; sizes: WaitedSize[] };

/**
 * Groups the shop-wide demand list (one row per size, most waited-for first) by product, keeping
 * that order. A size is named alone unless people wait for more than one colour of the product:
 * then "2-3Y: 3" could mean either, so the colour is named too.
 */
export function demandByProduct(
  variants: readonly StockAlertDemand[],
): ReadonlyMap<string, ProductDemand> {
  const rowsByProduct = new Map<string, StockAlertDemand[]>();
  for (const variant of variants) {
    const rows = rowsByProduct.get(variant.productId);
    if (rows) rows.push(variant);
    else rowsByProduct.set(variant.productId, [variant]);
  }
  const demand = new Map<string, ProductDemand>();
  for (const [productId, rows] of rowsByProduct) {
    const manyColours = new Set(rows.map((row) => row.color)).size > 1;
    demand.set(productId, {
      waiting: rows.reduce((sum, row) => sum + row.waiting, 0),
      sizes: rows.map((row) => ({
        variantId: row.variantId,
        label: manyColours ? `${row.color} ${row.size}` : row.size,
        waiting: row.waiting,
      })),
    });
  }
  return demand;
}
