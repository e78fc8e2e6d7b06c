import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVariantChoice } from '../../lib/use-variant-choice.ts';
import { makeProduct, makeVariant } from '../../test/product-fixtures.ts';
import { ProductCardBody, type CardProduct } from './product-card-body.tsx';
import { I18nWrapper } from '../../test/render-with-providers.tsx';

type Options = Omit<ComponentProps<typeof ProductCardBody>, 'product' | 'choice' | 'imageSizes'>;

function Card({ product, ...options }: Options & { product: CardProduct }) {
  const choice = useVariantChoice(product);
  return <ProductCardBody product={product} choice={choice} imageSizes="50vw" {...options} />;
}

function ProductPageProbe() {
  const { state } = useLocation() as { state: { from?: string } | null };
  return <p>Opened from {state?.from}</p>;
}

function renderCard(product: CardProduct, options: Options) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Card product={product} {...options} /> },
      { path: '/product/:slug', element: <ProductPageProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
  return { router, user: userEvent.setup() };
}

const soldOut = makeProduct({
  variants: [makeVariant({ id: 'v-a', stock: 0, originalPrice: 500, discountPrice: 125 })],
});

describe('ProductCardBody', () => {
  it('names the product in a heading that links to it, carrying the state, and marks a sold-out product', async () => {
    const onClick = vi.fn();
    const { router, user } = renderCard(soldOut, {
      headingLevel: 'h2',
      link: { state: { from: 'the card' }, onClick },
    });
    const card = within(screen.getByRole('article'));
    expect(card.getByText('20% OFF')).toBeTruthy();
    expect(card.getByText('Out of stock')).toBeTruthy();
    // The photo repeats the link for pointers only; the other is the sold-out product's alert.
    expect(card.getAllByRole('link')).toHaveLength(2);

    await user.click(card.getByRole('link', { name: 'Mint Cotton Romper' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/product/mint-cotton-romper');
    expect(screen.getByText('Opened from the card')).toBeTruthy();
  });

  it('leaves the stock badge out when asked', () => {
    renderCard(soldOut, { headingLevel: 'h3', soldOutBadge: false });
    expect(screen.getByRole('heading', { level: 3, name: 'Mint Cotton Romper' })).toBeTruthy();
    expect(screen.queryByText('Out of stock')).toBeNull();
    expect(screen.getByText('20% OFF')).toBeTruthy();
  });

  it('puts the price last when there is no footer', () => {
    renderCard(makeProduct(), { headingLevel: 'h3' });
    const text = screen.getByRole('article').textContent ?? '';
    expect(text.indexOf('₹')).toBeGreaterThan(text.indexOf('0-3M'));
  });

  it('puts the price under the name and the footer last when there is a footer', () => {
    renderCard(makeProduct(), { headingLevel: 'h3', footer: <button type="button">Add</button> });
    const text = screen.getByRole('article').textContent ?? '';
    expect(text).toContain('Price: ₹449.00');
    expect(text.indexOf('₹')).toBeLessThan(text.indexOf('0-3M'));
    expect(text.endsWith('Add')).toBe(true);
  });

  it('links a product with every size sold out to its page’s back-in-stock alert', async () => {
    const onClick = vi.fn();
    const { router, user } = renderCard(
      makeProduct({
        variants: [
          makeVariant({ id: 'v-a', size: '0-3M', stock: 0 }),
          makeVariant({ id: 'v-b', size: '3-6M', stock: 0 }),
        ],
      }),
      { headingLevel: 'h3', link: { state: { from: 'the alert link' }, onClick } },
    );
    const alert = screen.getByRole('link', {
      name: 'Sold out: get an alert for Mint Cotton Romper',
    });
    expect(alert.getAttribute('href')).toBe('/product/mint-cotton-romper#stock-alert');

    await user.click(alert);
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.hash).toBe('#stock-alert');
    expect(screen.getByText('Opened from the alert link')).toBeTruthy();
  });

  it('has no alert link while any size is in stock, nor for a product without sizes', () => {
    renderCard(makeProduct(), { headingLevel: 'h3' });
    expect(screen.queryByRole('link', { name: /get an alert/ })).toBeNull();
    renderCard(makeProduct({ variants: [] }), { headingLevel: 'h3' });
    expect(screen.queryByRole('link', { name: /get an alert/ })).toBeNull();
  });

  describe('the second photo, shown on hover', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    const withTwoPhotos = makeProduct();
    const pointer = (hovers: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(hover: hover) and (pointer: fine)' && hovers,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
    const photos = () =>
      [...screen.getByRole('article').querySelectorAll('img')].map((img) =>
        img.getAttribute('src'),
      );

    it('is drawn for a mouse', () => {
      pointer(true);
      renderCard(withTwoPhotos, { headingLevel: 'h3', hoverImage: true });
      expect(photos()).toEqual(['/media/p1-thumb.webp', '/media/p2-thumb.webp']);
    });

    it('is left out on a touch screen, which never hovers and would download it for nothing', () => {
      pointer(false);
      renderCard(withTwoPhotos, { headingLevel: 'h3', hoverImage: true });
      expect(photos()).toEqual(['/media/p1-thumb.webp']);
    });
  });
});
