/** Days from placing to the promised delivery: placed orders and exchange replacements alike. */
const DELIVERY_DAYS = 5;

/** The promised delivery day (a calendar date, YYYY-MM-DD) of an order placed at `from`. */
export function expectedDeliveryDate(from = new Date()): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + DELIVERY_DAYS);
  return date.toISOString().slice(0, 10);
}
