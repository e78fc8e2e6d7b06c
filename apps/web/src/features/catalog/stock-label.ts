import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A few left is worth saying: parents of growing babies buy the next size early. */
const lowStock = 5;

export type StockLabel = { text: string; tone: 'in' | 'low' | 'out' };

/**
 * The product page's stock label, for the chosen size's stock, or for the product as a whole
 * (null: some size is in stock) before a size is chosen, in the page's language.
 */
export function stockLabel(stock: number | null, i18n: I18n): StockLabel {
  if (stock === null) return { text: i18n._(msg`In stock`), tone: 'in' };
  if (stock <= 0) return { text: i18n._(msg`Out of stock`), tone: 'out' };
  if (stock <= lowStock) return { text: i18n._(msg`Only ${stock} left`), tone: 'low' };
  return { text: i18n._(msg`In stock (${stock} available)`), tone: 'in' };
}
