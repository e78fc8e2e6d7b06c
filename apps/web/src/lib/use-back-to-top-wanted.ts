import { useSyncExternalStore } from 'react';

/** Scrolling up by less than this is a hand resting on the screen, not a wish to go back. */
const UP_THRESHOLD_PX = 24;
/** The footer's last row keeps room for the button; within this much of the end it may show. */
const PAGE_END_PX = 72;

let lastY = 0;
let upDistance = 0;
let goingUp = false;

/** Follows the scroll direction once per scroll event, however many components listen. */
function trackDirection(): void {
  const y = window.scrollY;
  if (y === lastY) return;
  if (y < lastY) {
    upDistance += lastY - y;
    goingUp = upDistance >= UP_THRESHOLD_PX;
  } else {
    upDistance = 0;
    goingUp = false;
  }
  lastY = y;
}

const listeners = new Set<() => void>();

function onScroll(): void {
  trackDirection();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    lastY = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

function atPageEnd(): boolean {
  const { scrollHeight } = document.documentElement;
  return window.scrollY + window.innerHeight >= scrollHeight - PAGE_END_PX;
}

/**
 * Whether a back-to-top button is wanted: the shopper is more than `screens` screens down and
 * is heading back up, or has reached the end of the page. While they read on downwards it stays
 * away, so it never sits on a price or a button they are looking at.
 */
export function useBackToTopWanted(screens: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > window.innerHeight * screens && (goingUp || atPageEnd()),
    () => false,
  );
}
