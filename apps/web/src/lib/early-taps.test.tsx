import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTaps } from './early-taps.ts';

/** A control as /start-app.js leaves it after holding its tap. */
function heldControl(label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = label;
  button.setAttribute('aria-busy', 'true');
  button.dataset.waking = '';
  button.addEventListener('click', onClick);
  document.body.append(button);
  return button;
}

afterEach(() => {
  delete window.shopStart;
  document.body.innerHTML = '';
});

describe('replayEarlyTaps', () => {
  it('clicks each held control once, in the order tapped, no longer marked busy', () => {
    const clicks: string[] = [];
    const size = heldControl('M', () => clicks.push('size'));
    const add = heldControl('Add to cart', () => clicks.push('add'));
    window.shopStart = { held: [size, add], ready: false };

    replayEarlyTaps();

    expect(clicks).toEqual(['size', 'add']);
    expect(add.hasAttribute('aria-busy')).toBe(false);
    expect(add.dataset.waking).toBeUndefined();
    expect(window.shopStart).toEqual({ held: [], ready: true });
    // Later taps reach the app directly: nothing is replayed twice.
    replayEarlyTaps();
    expect(clicks).toEqual(['size', 'add']);
  });

  it('skips a control that is no longer on the page', () => {
    const onClick = vi.fn();
    const gone = heldControl('Close', onClick);
    gone.remove();
    window.shopStart = { held: [gone], ready: false };
    replayEarlyTaps();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing on a page the start script did not load (the development server)', () => {
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
