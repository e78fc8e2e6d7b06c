import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  latchForNewRegion,
  watchRegion,
  type HydrationLatch,
} from '../../lib/deferred-hydration.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

type DeferredHydrationProps = {
  /** One element: the region's content. Its props are compared to skip needless renders. */
  children: ReactElement;
  /** The wrapper element: a list item in a list of cards, a plain block elsewhere. */
  as?: 'div' | 'li';
  className?: string;
};

/**
 * Below the first screen: the server renders the content as usual, but the browser hydrates it
 * only when it comes near the viewport or the shopper uses it (lib/deferred-hydration.ts); until
 * then its HTML stays as the server sent it, links work, and the page's hydration costs nothing
 * for it. Hydrating a whole product page or a grid of fifty cards in one go kept a phone's main
 * thread busy for hundreds of milliseconds.
 *
 * React leaves a Suspense boundary's server HTML in place while its content suspends during
 * hydration, and hydrates it when the suspension ends. A boundary whose props change before that
 * would be thrown away and drawn again by the browser, so the region is memoised on its content's
 * props, and new content hydrates it at once instead.
 */
export const DeferredHydration = memo(function DeferredHydration({
  children,
  as: Wrapper = 'div',
  className,
}: DeferredHydrationProps) {
  // None on the server, which renders everything.
  const [latch] = useState(latchForNewRegion);
  const [firstContent] = useState(children);
  // Changed content reaches a region still waiting only when the data under it changed: it
  // hydrates now, with the new content, rather than being drawn anew.
  if (children !== firstContent) latch?.release();
  const wrapper = useRef<HTMLDivElement & HTMLLIElement>(null);
  useEffect(() => {
    if (!latch || !wrapper.current) return;
    return watchRegion(wrapper.current, latch);
  }, [latch]);
  return (
    <Wrapper ref={wrapper} className={className}>
      <Suspense fallback={null}>
        <HydrationGate latch={latch}>{children}</HydrationGate>
      </Suspense>
    </Wrapper>
  );
}, sameRegion);

/**
 * Waits for the latch while the browser hydrates; a region drawn by the browser itself (after a
 * navigation, or a list that grew) renders at once.
 */
function HydrationGate({ latch, children }: { latch: HydrationLatch | null; children: ReactNode }) {
  const hydrated = useHydrated();
  // use() on every render, waiting or not: React expects a component that once suspended on it
  // to call it again, the same number of times, on every later render.
  use(latch && !hydrated ? latch.promise : settled);
  return children;
}

/** A promise React unwraps at once (its status says it has settled). */
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Same wrapper and the same content element type with shallowly equal props. */
function sameRegion(before: DeferredHydrationProps, after: DeferredHydrationProps): boolean {
  if (before.as !== after.as || before.className !== after.className) return false;
  const [a, b] = [before.children, after.children];
  if (a === b) return true;
  if (a.type !== b.type || a.key !== b.key) return false;
  const [propsA, propsB] = [a.props as Record<string, unknown>, b.props as Record<string, unknown>];
  const keys = Object.keys(propsA);
  return (
    keys.length === Object.keys(propsB).length &&
    keys.every((key) => Object.is(propsA[key], propsB[key]))
  );
}
