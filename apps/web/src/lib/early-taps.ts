import { releaseRegionAround } from './deferred-hydration.ts';

/**
 * What /start-app.js (public/) leaves for the app: the controls tapped before the app ran, held
 * there (their tap cancelled, the control marked busy), whether the app has taken over, and the
 * browser's offer to install the shop if it came first (features/install reads it).
 */
type StartState = { held: HTMLElement[]; ready: boolean; installPrompt?: Event };

declare global {
  interface Window {
    shopStart?: StartState;
  }
}

/**
 * Once the app has hydrated the page: taps reach it directly from now on, and each control tapped
 * before is clicked again, in order, so "Add to cart", a size or the search button pressed on a
 * page still waking up does what it says. A control in a region that waits for hydration makes
 * that region hydrate first.
 */
export function replayEarlyTaps(): void {
  const start = window.shopStart;
  if (!start || start.ready) return;
  start.ready = true;
  for (const control of start.held.splice(0)) {
    control.removeAttribute('aria-busy');
    delete control.dataset.waking;
    if (!control.isConnected) continue;
    releaseRegionAround(control);
    control.click();
  }
}
