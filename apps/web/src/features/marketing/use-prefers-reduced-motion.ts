import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
// Test environments (jsdom) have no matchMedia; they count as "no preference".
const canMatch = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the shopper asked their system for less motion: nothing then moves on its own. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
