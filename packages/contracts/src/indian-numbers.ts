/** "1,23,45,678": the last three digits, then groups of two (lakh, crore), as India writes them. */
export function groupTheIndianWay(digits: string): string {
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
}

/**
 * A count as India writes it: 1,23,456 reviews. By hand, as formatRupees is, rather than with
 * Intl.NumberFormat: the first formatter a page builds costs a phone about 100 ms (ICU's number
 * data), and a count is shown on most pages before anything else needs one.
 */
export function formatCount(count: number): string {
  const whole = Math.round(count);
  return `${whole < 0 ? '-' : ''}${groupTheIndianWay(String(Math.abs(whole)))}`;
}

/** "4.3", "4": an average with one decimal at most, as India writes it (1,234.5). */
export function formatOneDecimal(value: number): string {
  const tenths = Math.round(Math.abs(value) * 10);
  const sign = value < 0 && tenths > 0 ? '-' : '';
  const decimal = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  return `${sign}${groupTheIndianWay(String(Math.floor(tenths / 10)))}${decimal}`;
}
