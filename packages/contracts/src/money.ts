import { groupTheIndianWay } from './indian-numbers.ts';

/** The database and every sum keep integer paise; the API speaks rupees with at most 2 decimals. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

/**
 * Formats an amount in rupees the Indian way: ₹1,23,456.50 (lakh grouping, 2 decimals), and a
 * refund or a correction as -₹500.00. `dropWholePaise` turns ₹499.00 into ₹499, as the cart shows
 * it. Written by hand rather than with Intl.NumberFormat: building that formatter costs a phone
 * tens of milliseconds on every page that shows a price. money.test.ts holds it to Intl's output.
 */
export function formatRupees(amount: number, options: { dropWholePaise?: boolean } = {}): string {
  // Half a paisa rounds away from zero, as Intl does: -0.005 is -₹0.01, not -₹0.00.
  const paise = amount < 0 ? -toPaise(-amount) : toPaise(amount);
  const sign = paise < 0 ? '-' : '';
  const wholeRupees = groupTheIndianWay(String(Math.floor(Math.abs(paise) / 100)));
  const paiseText = String(Math.abs(paise) % 100).padStart(2, '0');
  const fraction = options.dropWholePaise && paiseText === '00' ? '' : `.${paiseText}`;
  return `${sign}₹${wholeRupees}${fraction}`;
}
