import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductRating, StarRating } from './star-rating.tsx';
import { I18nWrapper } from '../../test/render-with-providers.tsx';

describe('ProductRating', () => {
  it('shows nothing for a product without published reviews', () => {
    const { container } = render(<ProductRating rating={{ average: null, count: 0 }} />, {
      wrapper: I18nWrapper,
    });
    expect(container.innerHTML).toBe('');
  });

  it('reads the average and the count as one phrase', () => {
    render(<ProductRating rating={{ average: 5, count: 1 }} />, { wrapper: I18nWrapper });
    const rating = screen.getByRole('img', { name: 'Rated 5 out of 5 from 1 review' });
    expect(rating.textContent).toBe('5 (1)');
  });

  it('fills the stars up to the average', () => {
    render(<ProductRating rating={{ average: 3.5, count: 1200 }} />, { wrapper: I18nWrapper });
    const rating = screen.getByRole('img', { name: 'Rated 3.5 out of 5 from 1,200 reviews' });
    expect(rating.textContent).toBe('3.5 (1,200)');
    const stars = rating.querySelector<HTMLElement>('.star-rating');
    expect(stars?.style.getPropertyValue('--stars')).toBe('3.5');
  });
});

describe('StarRating', () => {
  it('names its stars unless the text beside it does', () => {
    render(
      <>
        <StarRating rating={4} />
        <StarRating rating={2} decorative />
      </>,
      { wrapper: I18nWrapper },
    );
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual([
      'Rated 4 out of 5',
    ]);
  });
});
