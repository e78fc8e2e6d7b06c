import { useSyncExternalStore } from 'react';

const minute = 60_000;

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, minute);
  return () => clearInterval(timer);
}

/** Rounded to the minute, so the snapshot stays the same between renders within a minute. */
const currentMinute = () => Math.floor(Date.now() / minute) * minute;

/**
 * The time now, to the minute, kept current while the page stays open (a return window may
 * close meanwhile). Null while the server renders and while the browser hydrates that HTML, so
 * the first browser render matches the server's.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, currentMinute, () => null);
}
