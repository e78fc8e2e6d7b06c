/** India's calendar: the shop files and counts by it, whatever the browser's zone. */
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today in India, YYYY-MM-DD. */
export const indiaToday = (now = new Date()): string => indiaDay.format(now);

/** The month before this one in India, YYYY-MM: the one a GSTR-1 is filed for. */
export function monthToFile(now = new Date()): string {
  const [year, month] = indiaToday(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The first day of this month in India, YYYY-MM-DD. */
export const startOfIndiaMonth = (now = new Date()): string => `${indiaToday(now).slice(0, 8)}01`;

const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2026-11" -> "November 2026". */
export const formatMonth = (period: string): string =>
  monthName.format(new Date(`${period}-01T00:00:00Z`));
