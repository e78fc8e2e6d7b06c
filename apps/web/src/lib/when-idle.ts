/**
 * Runs `run` when the browser is next idle, within 5 s at the latest; where there is no idle
 * callback (Safari), a second from now.
 */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
