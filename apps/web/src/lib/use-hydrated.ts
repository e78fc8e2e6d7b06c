import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render
 * after: what depends on the browser alone (who is signed in) waits for it, so the first browser
 * render matches the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
