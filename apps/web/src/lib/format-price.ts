const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount in rupees the Indian way: ₹1,23,456.50 (lakh grouping, 2 decimals).
 * `dropWholePaise` turns ₹499.00 into ₹499, as the cart shows it (spec section 9).
 */
export function formatRupees(amount: number, options: { dropWholePaise?: boolean } = {}): string {
  const text = rupees.format(amount);
  return options.dropWholePaise ? text.replace(/\.00$/, '') : text;
}
