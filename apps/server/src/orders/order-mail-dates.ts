/** The dates order mails write: a calendar day, and a moment in India's time. */

/** A calendar date (e.g. `expectedDeliveryDate`, which has no time of day): "10 March 2026". */
const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment as the shop's customers read it, in India's time: "12 March 2026 at 3:45 pm". */
export const indianDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatCalendarDate = (isoDate: string) =>
  longDate.format(new Date(`${isoDate}T00:00:00Z`));
