import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferDistantRegions, releaseEveryRegion } from '../../lib/deferred-hydration.ts';
import { DeferredHydration } from './deferred-hydration.tsx';

/** jsdom has no IntersectionObserver: this one reports what a test says is near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  readonly report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.report = report;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static scrollNear(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.watched.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      observer.report([entry], observer as unknown as IntersectionObserver);
    }
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ label = 'Reviews' }: { label?: string }) {
  return (
    <main>
      <Counter label="Size" />
      <DeferredHydration className="region">
        <Counter label={label} />
      </DeferredHydration>
    </main>
  );
}

// The server's HTML, rendered before the browser app starts deferring: the server never waits.
const serverHtml = renderToString(<Page />);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

beforeAll(() => {
  // act() is for React's own test environment; hydrating by hand asks for it to be said.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  deferDistantRegions();
});
beforeEach(() => {
  // Vitest takes stubbed globals away after each test (vite.config.ts: unstubGlobals).
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

async function hydratePage(page = <Page />) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;
  return { container, button, region: container.querySelector('.region')! };
}

const click = async (element: Element) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

describe('DeferredHydration', () => {
  it('renders its content on the server like any other part of the page', () => {
    expect(serverHtml).toContain('<div class="region"><!--$--><button type="button">Reviews');
  });

  it('keeps the server HTML un-hydrated until the region comes near the viewport', async () => {
    const { button, region } = await hydratePage();
    await click(button('Size'));
    expect(button('Size').textContent).toBe('Size 1');
    // Not hydrated yet: React has not attached the region, so the server's text stays.
    expect(region.textContent).toBe('Reviews 0');
    expect(Object.keys(button('Reviews')).some((key) => key.startsWith('__reactProps'))).toBe(
      false,
    );

    await act(async () => FakeIntersectionObserver.scrollNear(region));
    await click(button('Reviews'));
    expect(button('Reviews').textContent).toBe('Reviews 1');
  });

  it('hydrates a region the shopper taps before it came near, and handles that tap', async () => {
    const { button } = await hydratePage();
    const target = button('Reviews');
    await act(async () => {
      target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(button('Reviews').textContent).toBe('Reviews 1');
  });

  it('hydrates every waiting region when a navigation begins', async () => {
    const { button } = await hydratePage();
    await act(async () => releaseEveryRegion());
    await click(button('Reviews'));
    expect(button('Reviews').textContent).toBe('Reviews 1');
  });

  it('hydrates at once, without drawing the region anew, when its content changes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, button } = await hydratePage();
    const serverButton = button('Reviews');
    await act(async () => root!.render(<Page label="Reviews" />));
    // Same props: nothing happened to the region.
    expect(button('Reviews')).toBe(serverButton);
    await act(async () => root!.render(<Page label="Reviews (2)" />));
    expect(button('Reviews').textContent).toBe('Reviews (2) 0');
    // Hydrated in place: the very element the server sent, no recoverable error.
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
  });
});
