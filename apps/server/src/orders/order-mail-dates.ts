import type { Language } from '@shop/contracts/languages';

/**
 * The dates order mails write, in the mail's language: a calendar day, and a moment in India's
 * time. Hindi names the month in Hindi ("10 मार्च 2026") and keeps the digits the prices and
 * phone numbers beside it use (Latin), as Hindi papers and apps do.
 */
const locales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

const inEachLanguage = (options: Intl.DateTimeFormatOptions) => ({
  en: new Intl.DateTimeFormat(locales.en, options),
  hi: new Intl.DateTimeFormat(locales.hi, options),
});

/** A calendar date (e.g. `expectedDeliveryDate`, which has no time of day): "10 March 2026". */
const longDates = inEachLanguage({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment as the shop's customers read it, in India's time: "12 March 2026 at 3:45 pm". */
const indianDateTimes = inEachLanguage({
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatIndianDateTime = (moment: string | Date, language: Language) =>
  indianDateTimes[language].format(new Date(moment));

export const formatCalendarDate = (isoDate: string, language: Language) =>
  longDates[language].format(new Date(`${isoDate}T00:00:00Z`));
