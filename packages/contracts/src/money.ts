/** The database and every sum keep integer paise; the API speaks rupees with at most 2 decimals. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount in rupees the Indian way: ₹1,23,456.50 (lakh grouping, 2 decimals).
 * `dropWholePaise` turns ₹499.00 into ₹499, as the cart shows it.
 */
export function formatRupees(amount: number, options: { dropWholePaise?: boolean } = {}): string {
  const text = rupees.format(amount);
  return options.dropWholePaise ? text.replace(/\.00$/, '') : text;
}
