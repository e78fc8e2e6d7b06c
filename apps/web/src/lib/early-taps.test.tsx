import { act, render } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import startAppScript from '../../public/start-app.js?raw';
import { replayEarlyTaps } from './early-taps.ts';

/*
 * The page's own /start-app.js holds the taps, as in the browser (without an app to fetch, which
 * a page's <script data-app> would name); these tests tap through it.
 */
let start: NonNullable<Window['shopStart']>;
beforeAll(() => {
  new Function(startAppScript)();
  start = window.shopStart!;
});
beforeEach(() => {
  document.body.innerHTML = '';
  window.shopStart = Object.assign(start, { held: [], ready: false, replaying: false });
});

function button(label: string, onClick: () => void): HTMLButtonElement {
  const control = document.createElement('button');
  control.textContent = label;
  control.addEventListener('click', onClick);
  document.body.append(control);
  return control;
}

describe('replayEarlyTaps', () => {
  it('clicks each control tapped early once, in the order tapped, no longer marked busy', async () => {
    const clicks: string[] = [];
    const size = button('M', () => clicks.push('size'));
    const add = button('Add to cart', () => clicks.push('add'));
    size.click();
    add.click();
    expect(clicks).toEqual([]);
    expect(add.getAttribute('aria-busy')).toBe('true');

    await replayEarlyTaps();

    expect(clicks).toEqual(['size', 'add']);
    expect(add.hasAttribute('aria-busy')).toBe(false);
    expect(add.dataset.waking).toBeUndefined();
    expect(start).toMatchObject({ held: [], ready: true });
    // Later taps reach the app directly: nothing is replayed twice.
    add.click();
    await replayEarlyTaps();
    expect(clicks).toEqual(['size', 'add', 'add']);
  });

  it('skips a control that is no longer on the page', async () => {
    const onClick = vi.fn();
    const gone = button('Close', onClick);
    gone.click();
    gone.remove();
    await replayEarlyTaps();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing on a page the start script did not load (the development server)', async () => {
    delete window.shopStart;
    await expect(replayEarlyTaps()).resolves.toBeUndefined();
  });

  describe('on a product page, a size and then "Add to cart"', () => {
    const added: (string | null)[] = [];
    beforeEach(() => added.splice(0));

    /** The product page in small: "Add to cart" adds the size chosen when it is pressed. */
    function Purchase({
      sizeControl,
      tappedEarly,
    }: {
      sizeControl: 'radio' | 'button';
      /** Taps each of these controls as the server's page shows it, before the app runs. */
      tappedEarly: ('size' | 'add')[];
    }) {
      const [size, setSize] = useState<string | null>(null);
      const tapEarly = (name: 'size' | 'add') => (control: HTMLElement | null) => {
        if (control && tappedEarly.includes(name) && !start.held.includes(control)) control.click();
      };
      return (
        <>
          {sizeControl === 'radio' ? (
            <label ref={tapEarly('size')}>
              <input
                type="radio"
                name="size"
                checked={size === '1 m'}
                onChange={() => setSize('1 m')}
              />
              1 m
            </label>
          ) : (
            <button ref={tapEarly('size')} type="button" onClick={() => setSize('1 m')}>
              1 m
            </button>
          )}
          <button ref={tapEarly('add')} type="button" onClick={() => added.push(size)}>
            Add to cart
          </button>
        </>
      );
    }

    /**
     * Renders the page, whose effect starts replaying its early taps as app/providers.tsx does;
     * returns when the effect has run, before the replay's next task.
     */
    function hydrate(page: ReactElement): Promise<void> {
      let replayed: Promise<void> = Promise.resolve();
      function App() {
        useEffect(() => {
          replayed = replayEarlyTaps();
        }, []);
        return page;
      }
      act(() => {
        render(<App />);
      });
      return replayed;
    }

    it.each(['radio', 'button'] as const)(
      'both tapped before the app ran: the size (a %s) is in the cart',
      async (sizeControl) => {
        const replayed = hydrate(
          <Purchase sizeControl={sizeControl} tappedEarly={['size', 'add']} />,
        );
        await act(() => replayed);
        expect(added).toEqual(['1 m']);
      },
    );

    it('"Add to cart" tapped after the app ran, before the size was replayed: it waits its turn', async () => {
      const replayed = hydrate(<Purchase sizeControl="radio" tappedEarly={['size']} />);
      // The press began before hydration; the click lands just after it.
      document.querySelector<HTMLButtonElement>('button')!.click();
      await act(() => replayed);
      expect(added).toEqual(['1 m']);
    });
  });
});
