/** Whole seconds from `now` to `expiresAt` (an ISO time), never below 0. */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** 29:05, as a countdown shows it (minutes may pass 59: 75:00). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a screen reader hears about the time left: only when the whole minutes change (and at
 * the last half minute), never every second, so the countdown does not drown the page.
 */
export function spokenTimeLeft(seconds: number): string {
  if (seconds === 0) return 'The time to pay is up.';
  if (seconds <= 30) return 'Less than a minute left to pay.';
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left to pay.`;
}
