import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

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
 * the last half minute), never every second, so the countdown does not drown the page. In the
 * page's language (`i18n`).
 */
export function spokenTimeLeft(i18n: I18n, seconds: number): string {
  if (seconds === 0) return i18n._(msg`The time to pay is up.`);
  if (seconds <= 30) return i18n._(msg`Less than a minute left to pay.`);
  const minutes = Math.ceil(seconds / 60);
  return i18n._(
    msg`${plural(minutes, { one: '# minute left to pay.', other: '# minutes left to pay.' })}`,
  );
}
