import { useSyncExternalStore } from 'react';

/** How long the offline banner says that something could not open. */
export const FETCH_TROUBLE_SHOWN_MS = 6_000;

let troubled = false;
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setTroubled(value: boolean) {
  troubled = value;
  for (const listener of listeners) listener();
}

/**
 * A part of the page (the search, the filter sheet) could not open because its code could not be
 * fetched: no signal on a first visit, before the service worker keeps the app's files. The
 * offline banner (features/offline) says so for a few seconds. Toasts cannot: their own code
 * would be fetched over the same missing connection.
 */
export function reportFetchTrouble(): void {
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => setTroubled(false), FETCH_TROUBLE_SHOWN_MS);
  setTroubled(true);
}

/** Code was fetched again: the connection is back, and what said otherwise can go. */
export function reportFetchRecovered(): void {
  if (!troubled) return;
  clearTimeout(clearTimer);
  setTroubled(false);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether something could not open for want of a connection, a moment ago. */
export function useFetchTrouble(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => troubled,
    () => false,
  );
}
