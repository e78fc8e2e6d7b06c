import { useSyncExternalStore } from 'react';

/*
 * How many product columns fit the screen (spec: 1 to 5, but five cards side by side only fit a
 * wide screen next to the filter sidebar; phones take two). Read from media queries, so the
 * column picker only offers choices that really change the grid.
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

export function useMaxColumns(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 3);
}
