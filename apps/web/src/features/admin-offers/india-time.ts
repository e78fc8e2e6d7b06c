/*
 * The shop runs on India time (UTC+05:30, no daylight saving), whatever zone the admin's browser
 * is in. The form's date-and-time boxes (<input type="datetime-local">, "2026-11-28T09:30") hold
 * India's wall-clock time; the API takes and gives ISO date-times.
 */

const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** "2026-11-28T04:00:00.000Z" -> "2026-11-28T09:30": what the box shows, in India time. */
export function indiaDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  // Shifting the instant by India's offset makes its UTC reading India's wall clock.
  return new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * "2026-11-28T09:30" -> "2026-11-28T09:30:00+05:30": the box's India time as the API takes it.
 * An empty box is undefined; text that is no date and time goes as typed, for the schema to
 * refuse with its own message.
 */
export function isoFromIndiaDateTimeInput(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00${INDIA_OFFSET}` : trimmed;
}
