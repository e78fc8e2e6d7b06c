import { useSyncExternalStore } from 'react';

/*
 * How many product columns fit the screen (spec: 1 to 5, but five cards side by side only fit a
 * wide screen next to the filter sidebar; phones take two). Read from media queries, so the
 * column picker can press the button of the columns the grid really shows. The same widths narrow
 * the grid in CSS (shop-grid-layout.ts), where the server's render needs no guess.
 */
const widths = [
  { query: '(min-width: 80rem)', columns: 5 },
  { query: '(min-width: 40rem)', columns: 3 },
];

// Test environments (jsdom) have no matchMedia: they get the middle layout.
const canMatch = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => {};
  const lists = widths.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function snapshot(): number {
  if (!canMatch()) return 3;
  return widths.find(({ query }) => window.matchMedia(query).matches)?.columns ?? 2;
}

/** The server cannot know the screen: it and the hydrating render say 3, then the screen's own. */
export function useMaxColumns(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 3);
}
