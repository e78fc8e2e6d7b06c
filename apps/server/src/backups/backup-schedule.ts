/** India keeps UTC+05:30 all year (no daylight saving), so shop time is a fixed shift. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The next moment strictly after `now` when the shop's clock (India time) reads `at`. Strictly
 * after, so a timer that fires a little early or exactly on time never schedules the same run twice.
 */
export function nextBackupAt(at: { hour: number; minute: number }, now: Date): Date {
  const shopNow = new Date(now.getTime() + INDIA_OFFSET_MS);
  const todayAt =
    Date.UTC(
      shopNow.getUTCFullYear(),
      shopNow.getUTCMonth(),
      shopNow.getUTCDate(),
      at.hour,
      at.minute,
    ) - INDIA_OFFSET_MS;
  return new Date(todayAt > now.getTime() ? todayAt : todayAt + DAY_MS);
}
