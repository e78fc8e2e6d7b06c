import { builtOnFirstUse } from './built-on-first-use.ts';

/*
 * Dates as the shop writes them. The admin screens and the order list use a fixed day-month-year
 * in the browser's time zone ("05 Mar 2026"); the shopper's returns and time-lines use India's
 * own way and time ("5 Mar 2026, 3:30 pm"), so a time reads the same wherever the shopper is.
 */

function parsed(value: string | Date | null): Date | null {
  const date = value instanceof Date ? value : new Date(value ?? '');
  return Number.isNaN(date.getTime()) ? null : date;
}

/*
 * The fixed formats are written by hand, as date-fns's format('dd MMM yyyy') wrote them
 * (format-date.test.ts compares the two): date-fns's format would cost every page that shows a
 * date 19 KB of JavaScript.
 */
const shortMonthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function dayMonthYear(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${twoDigits(date.getDate())} ${shortMonthNames[date.getMonth()]} ${year}`;
}

/** "05 Mar 2026"; a dash for a missing or broken date. */
export function formatDate(value: string | Date | null): string {
  const date = parsed(value);
  return date ? dayMonthYear(date) : '—';
}

/** "05 Mar 2026, 14:30"; a dash for a broken date. */
export function formatDateTime(iso: string): string {
  const date = parsed(iso);
  return date
    ? `${dayMonthYear(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
    : '—';
}

const indianDate = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);
const indianDateTime = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
);

/** "28 November 2026", in India's time; the text itself when it is no date. */
export function formatIndianDate(text: string): string {
  const date = parsed(text);
  return date ? indianDate().format(date) : text;
}

/** "5 Mar 2026, 3:30 pm", in India's time; the text itself when it is no date. */
export function formatIndianDateTime(text: string): string {
  const date = parsed(text);
  return date ? indianDateTime().format(date) : text;
}

// The server sends a calendar day ('2026-06-09'); reading it as UTC midnight in UTC keeps it that
// day in every time zone, instead of the evening before west of Greenwich.
const deliveryDate = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "Tuesday, 9 June 2026": an expected delivery day, read in India. */
export function formatDeliveryDate(day: string): string {
  return deliveryDate().format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
