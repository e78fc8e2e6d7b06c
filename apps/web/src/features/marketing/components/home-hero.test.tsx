import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeroSlide } from '../hero-slides.ts';
import { HomeHero } from './home-hero.tsx';
import { I18nWrapper } from '../../../test/render-with-providers.tsx';

function renderHero(slideName: (slide: HeroSlide) => string = (slide) => slide.category) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <HomeHero
            brandName="Little Sprouts"
            slideHref={(slide) => `/shop?category=${encodeURIComponent(slide.category)}`}
            slideName={slideName}
            renderArt={(slide) => <span>{`Art of ${slide.category}`}</span>}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
}

/** The slide on show: the only one not hidden from screen readers. */
const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')
    ?.querySelector('p')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HomeHero', () => {
  it('moves to the next of its six slides every 5 seconds, and wraps around', () => {
    renderHero();
    expect(currentSlide()).toBe('Baby Fashion');
    act(() => vi.advanceTimersByTime(4999));
    expect(currentSlide()).toBe('Baby Fashion');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('Baby Fabrics');
    for (const next of [
      'Nursery Essentials',
      'Baby Accessories',
      'Play & Comfort',
      'Kids Collection',
      'Baby Fashion',
    ]) {
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlide()).toBe(next);
    }
  });

  it('links each slide to its category in the shop', () => {
    renderHero();
    expect(screen.getByRole('link', { name: 'Shop Baby Fashion' }).getAttribute('href')).toBe(
      '/shop?category=Baby%20Fashion',
    );
  });

  it("names each slide's category as the shop does, in its button and its indicator", () => {
    const hindiNames: Record<string, string> = { 'Baby Fashion': 'बेबी फ़ैशन' };
    renderHero((slide) => hindiNames[slide.category] ?? slide.category);
    expect(currentSlide()).toBe('बेबी फ़ैशन');
    expect(screen.getByRole('link', { name: 'Shop बेबी फ़ैशन' }).getAttribute('href')).toBe(
      '/shop?category=Baby%20Fashion',
    );
    expect(screen.getByRole('button', { name: 'Show 1 of 6: बेबी फ़ैशन' })).toBeTruthy();
  });

  it('jumps to a slide from its indicator and holds still while hovered', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 of 6: Nursery Essentials' }));
    expect(currentSlide()).toBe('Nursery Essentials');
    expect(
      screen
        .getByRole('button', { name: 'Show 3 of 6: Nursery Essentials' })
        .getAttribute('aria-current'),
    ).toBe('true');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Our collections' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe('Nursery Essentials');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Our collections' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('Baby Accessories');
  });

  it('can be paused and played again', () => {
    renderHero();
    const region = screen.getByRole('region', { name: 'Our collections' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    // Clicking moved focus into the hero; take it out, so only the pause holds it.
    fireEvent.blur(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe('Baby Fashion');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    fireEvent.blur(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('Baby Fabrics');
  });

  it('loads the pictures of the slide on show and the next one only', () => {
    renderHero();
    expect(screen.getByText('Art of Baby Fashion')).toBeTruthy();
    expect(screen.getByText('Art of Baby Fabrics')).toBeTruthy();
    expect(screen.queryByText('Art of Kids Collection')).toBeNull();
  });
});
