/**
 * Regions of a server-rendered page whose hydration waits until the shopper comes near them
 * (components/ui/deferred-hydration.tsx). Each region holds a latch: released once, for good,
 * when the region nears the viewport, when the shopper touches, clicks or focuses inside it,
 * when the app replays a tap made before it started (lib/early-taps.ts), or when any navigation
 * begins (the router's state then reaches every region, and a region that is still waiting
 * would hold the navigation up). Until then React keeps the server's HTML of the region as it
 * is, and does no work for it.
 */
export type HydrationLatch = {
  released: boolean;
  /** Settles when the latch is released: React retries the region then. */
  promise: Promise<void>;
  release(): void;
};

/*
 * Only the browser app hydrating a server-rendered page defers regions (main.tsx says so before
 * it hydrates). Anywhere else (the server's render, unit tests, Vite's development server) a
 * region has no latch and renders at once: a render on the server must never wait.
 */
let deferring = false;

/** The browser app is about to hydrate the server's page: from now on, regions wait. */
export function deferDistantRegions(): void {
  if (deferring) return;
  deferring = true;
  releaseRegionsOnInteraction();
}

/** The latch of a region that is being created: none when regions do not wait. */
export function latchForNewRegion(): HydrationLatch | null {
  return deferring ? createHydrationLatch() : null;
}

function createHydrationLatch(): HydrationLatch {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  const latch: HydrationLatch = {
    released: false,
    promise,
    release() {
      if (latch.released) return;
      latch.released = true;
      waiting.forEach((other, element) => other === latch && forget(element));
      // Marked as settled the way React's use() reads a promise it can unwrap at once, so a
      // region released before React looks at it hydrates without suspending first.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      settle();
    },
  };
  return latch;
}

/** The waiting regions by their wrapper element. */
const waiting = new Map<Element, HydrationLatch>();

/* One observer for every region: a region within 300 px of the viewport hydrates, so it is
 * ready by the time it scrolls into view. */
let observer: IntersectionObserver | null = null;
function nearViewport(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) waiting.get(entry.target)?.release();
      }
    },
    { rootMargin: '300px 0px' },
  );
  return observer;
}

function forget(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}

/** Starts watching a region's wrapper; the returned function stops it (unmount). */
export function watchRegion(element: Element, latch: HydrationLatch): () => void {
  if (latch.released) return () => {};
  waiting.set(element, latch);
  nearViewport().observe(element);
  return () => forget(element);
}

/** Releases the region around this element, if it is waiting: before a tap reaches it. */
export function releaseRegionAround(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  for (let element: Element | null = target; element; element = element.parentElement) {
    waiting.get(element)?.release();
  }
}

/** Every waiting region hydrates: a navigation is starting. */
export function releaseEveryRegion(): void {
  [...waiting.values()].forEach((latch) => latch.release());
}

/*
 * A touch, a click or keyboard focus inside a waiting region hydrates it before React sees the
 * event: these listeners sit on the document, which an event passes before the app's root,
 * where React listens. React then hydrates the region at once and hands it the event.
 */
const interactions = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'click', 'keydown'];
function releaseRegionsOnInteraction(): void {
  for (const type of interactions) {
    document.addEventListener(type, (event) => releaseRegionAround(event.target), {
      capture: true,
      passive: true,
    });
  }
}
