/** A few left is worth saying: parents of growing babies buy the next size early. */
const lowStock = 5;

export type StockLabel = { text: string; tone: 'in' | 'low' | 'out' };

/**
 * The product page's stock label, for the chosen size's stock, or for the product as a whole
 * (null: some size is in stock) before a size is chosen.
 */
export function stockLabel(stock: number | null): StockLabel {
  if (stock === null) return { text: 'In stock', tone: 'in' };
  if (stock <= 0) return { text: 'Out of stock', tone: 'out' };
  if (stock <= lowStock) return { text: `Only ${stock} left`, tone: 'low' };
  return { text: `In stock (${stock} available)`, tone: 'in' };
}
