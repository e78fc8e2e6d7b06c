import { useMediaQuery } from '../../lib/use-media-query.ts';

/**
 * Whether the shopper asked their system for less motion: nothing then moves on its own. Test
 * environments without matchMedia count as "no preference".
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
