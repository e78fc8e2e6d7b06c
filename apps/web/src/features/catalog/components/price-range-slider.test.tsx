import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { PriceRangeSlider } from './price-range-slider.tsx';

// The Nu Html Checker on the server-rendered /shop: a slider needs aria-valuenow, and a plain
// span may not carry aria-labelledby.
describe('the price slider as the server renders it', () => {
  const page = renderOnServer(
    <>
      <h3 id="price">Price Range</h3>
      <PriceRangeSlider
        bounds={[190, 2900]}
        value={[390, 1500]}
        onChange={() => {}}
        labelledBy="price"
      />
    </>,
  );

  it('gives each thumb its value', () => {
    const thumbs = [...page.querySelectorAll('[role="slider"]')];
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-valuenow'))).toEqual(['390', '1500']);
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Minimum price',
      'Maximum price',
    ]);
  });

  it('labels a group, not a span', () => {
    const labelled = [...page.querySelectorAll('[aria-labelledby]')];
    expect(labelled.map((element) => [element.tagName, element.getAttribute('role')])).toEqual([
      ['DIV', 'group'],
    ]);
  });
});
