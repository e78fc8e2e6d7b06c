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

/**
 * "05 Mar 2026" ("05 नव॰ 2026" on a Hindi page: the shopper's order list); a dash for a missing
 * or broken date.
 */
export function formatDate(value: string | Date | null, language = 'en'): string {
  const date = parsed(value);
  if (!date) return '—';
  return language === 'en' ? dayMonthYear(date) : shortDate(language).format(date);
}

/** "05 Mar 2026, 14:30" (Hindi month names on a Hindi page); a dash for a broken date. */
export function formatDateTime(iso: string, language = 'en'): string {
  const date = parsed(iso);
  if (!date) return '—';
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return `${language === 'en' ? dayMonthYear(date) : shortDate(language).format(date)}, ${time}`;
}

/*
 * The shopper's dates follow the page's language (Lingui's `i18n.locale`): 'hi' writes Hindi
 * month and day names (with Latin digits, as Hindi pages write them), anything else English as
 * India writes it. One formatter per language and format, built when first used.
 */
function intlLocale(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

function perLanguage(options: Intl.DateTimeFormatOptions) {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (language: string): Intl.DateTimeFormat => {
    const locale = intlLocale(language);
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, options);
      formatters.set(locale, formatter);
    }
    return formatter;
  };
}

// Another language's fixed format: the same day, month and year in the browser's time zone.
const shortDate = perLanguage({ day: '2-digit', month: 'short', year: 'numeric' });
const indianDate = perLanguage({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const indianDateTime = perLanguage({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "28 November 2026" ("28 नवंबर 2026" in Hindi), in India's time; the text itself when it is no date. */
export function formatIndianDate(text: string, language = 'en'): string {
  const date = parsed(text);
  return date ? indianDate(language).format(date) : text;
}

/** "5 Mar 2026, 3:30 pm", in India's time; the text itself when it is no date. */
export function formatIndianDateTime(text: string, language = 'en'): string {
  const date = parsed(text);
  return date ? indianDateTime(language).format(date) : text;
}

// The server sends a calendar day ('2026-06-09'); reading it as UTC midnight in UTC keeps it that
// day in every time zone, instead of the evening before west of Greenwich.
const deliveryDate = perLanguage({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tuesday, 9 June 2026" ("मंगलवार, 9 जून 2026" in Hindi): an expected delivery day, read in India. */
export function formatDeliveryDate(day: string, language = 'en'): string {
  return deliveryDate(language).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
