import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/**
 * An index that moves on to the next of `count` every `intervalMs`, as the home hero (5 s) and
 * the about page's themes (4 s) do. It holds still while `held` (the shopper hovers or focuses
 * it), after the shopper pauses it, and for shoppers who prefer reduced motion (WCAG 2.2.2).
 */
export function useRotation(count: number, intervalMs: number, held: boolean) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null: the shopper has not chosen; reduced motion then means "paused".
  const [pausedByShopper, setPausedByShopper] = useState<boolean | null>(null);
  const paused = pausedByShopper ?? reducedMotion;
  const running = !paused && !held && count > 1;

  // A timeout per step rather than an interval: choosing a slide by hand restarts the wait.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  return {
    index,
    paused,
    /** Whether it is moving right now (screen readers hear the changes only when it is not). */
    running,
    goTo: (next: number) => setIndex(((next % count) + count) % count),
    togglePaused: () => setPausedByShopper(!paused),
  };
}
