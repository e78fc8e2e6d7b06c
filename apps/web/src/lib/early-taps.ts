import { flushSync } from 'react-dom';
import { releaseRegionAround } from './deferred-hydration.ts';

/**
 * What /start-app.js (public/) leaves for the app: the controls tapped before the app ran, held
 * there (their tap cancelled, the control marked busy) while `ready` is false, and the browser's
 * offer to install the shop if it came first (features/install reads it).
 */
type StartState = {
  held: HTMLElement[];
  ready: boolean;
  replaying?: boolean;
  installPrompt?: Event;
};

declare global {
  interface Window {
    shopStart?: StartState;
  }
}

/**
 * Once the app has hydrated the page: each control tapped before is clicked again, in order, so
 * "Add to cart", a size or the search button pressed on a page still waking up does what it
 * says; then taps reach the app directly. A control in a region that waits for hydration makes
 * that region hydrate first.
 *
 * The app calls this from its first effect, where React cannot render again at once: a size
 * chosen there would reach the screen only after "Add to cart" had been pressed with no size. So
 * the taps wait for the next task, and each one's change is drawn before the next is replayed.
 * Taps made meanwhile are held too, and take their turn after the earlier ones.
 */
export async function replayEarlyTaps(): Promise<void> {
  const start = window.shopStart;
  if (!start || start.ready || start.replaying) return;
  start.replaying = true;
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    for (let control = start.held.shift(); control; control = start.held.shift()) {
      control.removeAttribute('aria-busy');
      delete control.dataset.waking;
      if (!control.isConnected) continue;
      releaseRegionAround(control);
      // This click is the app's own: /start-app.js lets it through.
      start.ready = true;
      flushSync(() => control.click());
      start.ready = false;
    }
  } finally {
    start.ready = true;
    start.replaying = false;
  }
}
