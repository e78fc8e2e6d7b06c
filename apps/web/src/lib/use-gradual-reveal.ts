import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once, then `batch` more after each paint, in a
 * transition. Drawing fifty product cards in one go blocks a phone's main thread for a long
 * moment; in steps, the first screen paints sooner and each step yields to input. Give the list
 * a new React key when its items change, so it starts again from `first`.
 */
export function useGradualReveal(total: number, first: number, batch = first): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => {
      startTransition(() => setShown((count) => count + batch));
    }, 0);
    return () => clearTimeout(timer);
  }, [shown, total, batch]);
  return Math.min(shown, total);
}
