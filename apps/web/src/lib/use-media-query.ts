import { useCallback, useSyncExternalStore } from 'react';

// Test environments (jsdom) have no matchMedia: the caller says what they count as.
const canMatch = () => typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches the screen, following it as it changes. The server cannot
 * know: its render and the hydrating one say false, the screen's own answer comes after.
 */
export function useMediaQuery(query: string, withoutMatchMedia: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : withoutMatchMedia),
    () => false,
  );
}
