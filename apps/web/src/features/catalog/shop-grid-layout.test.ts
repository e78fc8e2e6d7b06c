import { describe, expect, it } from 'vitest';
import { cardImageSizes, gridColumnClasses } from './shop-grid-layout.ts';

describe('shop grid layout', () => {
  it('never shows a phone more than 2 columns or a tablet more than 3', () => {
    expect(gridColumnClasses(1)).toBe('grid-cols-1');
    expect(gridColumnClasses(2)).toBe('grid-cols-2');
    expect(gridColumnClasses(4)).toBe('grid-cols-2 sm:grid-cols-3 xl:grid-cols-4');
    expect(gridColumnClasses(9)).toBe('grid-cols-2 sm:grid-cols-3');
  });

  it('sizes a card photo as the card is drawn at each screen width', () => {
    expect(cardImageSizes(5)).toBe(
      '(min-width: 80rem) calc((57rem - 5rem) / 5), ' +
        '(min-width: 64rem) calc((100vw - 23rem - 2.5rem) / 3), ' +
        '(min-width: 40rem) calc((100vw - 3rem - 2.5rem) / 3), ' +
        'calc((100vw - 2rem - 0.75rem) / 2)',
    );
    expect(cardImageSizes(2)).toContain('(min-width: 80rem) calc((57rem - 1.25rem) / 2)');
  });

  it('sizes the one-column list by its photo beside the details', () => {
    expect(cardImageSizes(1)).toBe(
      '(min-width: 48rem) 18rem, (min-width: 40rem) 15rem, calc(100vw - 2rem)',
    );
  });
});
