import { useSyncExternalStore } from 'react';

const HOVER_POINTER = '(hover: hover) and (pointer: fine)';

// Test environments (jsdom) have no matchMedia: they count as a mouse.
const canMatch = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => {};
  const list = window.matchMedia(HOVER_POINTER);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => !canMatch() || window.matchMedia(HOVER_POINTER).matches;

/**
 * Whether the shopper points with a mouse that hovers: what only shows on hover (a card's second
 * photo) is drawn for her alone. A phone never hovers, and a picture it cannot show would still
 * be downloaded over her mobile data. The server's render and the hydrating one say no.
 */
export function useCanHover(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
