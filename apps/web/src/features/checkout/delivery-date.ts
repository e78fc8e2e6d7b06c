// The server sends a calendar day ('2026-06-09'); reading it as UTC midnight in UTC keeps it that
// day in every time zone, instead of the evening before west of Greenwich.
const deliveryDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tuesday, 9 June 2026": the order's expected delivery day, read in India. */
export function formatDeliveryDate(day: string): string {
  return deliveryDate.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
