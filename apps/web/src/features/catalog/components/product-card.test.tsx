import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeVariant } from '../../../test/product-fixtures.ts';
import { ProductCard } from './product-card.tsx';
import { I18nWrapper } from '../../../test/render-with-providers.tsx';

function ProductPageProbe() {
  const { state } = useLocation() as { state: { product?: { name: string } } | null };
  return <p>Opened {state?.product?.name}</p>;
}

function renderCard(product = makeProduct()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ProductCard
            product={product}
            imageSizes="50vw"
            actions={({ selectedVariant, clearSelection }) => (
              <>
                <output aria-label="chosen">{selectedVariant?.id ?? 'none'}</output>
                <button type="button" onClick={clearSelection}>
                  Added
                </button>
              </>
            )}
          />
        ),
      },
      { path: '/product/:slug', element: <ProductPageProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
  return { router, user: userEvent.setup() };
}

describe('ProductCard', () => {
  it('shows the price, the struck-through price and the saving, and no rating without reviews', () => {
    renderCard();
    expect(screen.getByText('₹449.00')).toBeTruthy();
    expect(screen.getByText('₹549.00').closest('s')).toBeTruthy();
    expect(screen.getByText(/18%/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it("shows the product's published rating: stars, average and count", () => {
    renderCard(makeProduct({ rating: { average: 4.3, count: 12 } }));
    const rating = screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 12 reviews' });
    expect(rating.textContent).toBe('4.3 (12)');
  });

  it('has no badge or struck-through price without a saving', () => {
    renderCard(makeProduct({ variants: [makeVariant({ discountPrice: null })] }));
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it('offers the sizes smallest first, and hands the chosen one to the actions', async () => {
    const { user } = renderCard();
    const sizes = within(screen.getByRole('group', { name: 'Size of Mint Cotton Romper' }));
    expect(sizes.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      ['0-3M', '3-6M', '12-18M, out of stock'],
    );
    expect(screen.getByLabelText('chosen').textContent).toBe('none');

    await user.click(sizes.getByText('3-6M'));
    expect(screen.getByLabelText('chosen').textContent).toBe('v-3');

    await user.click(screen.getByRole('button', { name: 'Added' }));
    expect(screen.getByLabelText('chosen').textContent).toBe('none');
  });

  it('switches colours, keeping the size when the new colour has it', async () => {
    const { user } = renderCard(
      makeProduct({
        variants: [
          makeVariant({ id: 'mint-0', size: '0-3M', color: 'Mint' }),
          makeVariant({ id: 'pink-0', size: '0-3M', color: 'Pink', colorHexCode: '#F4B6C2' }),
        ],
      }),
    );
    await user.click(screen.getByText('0-3M'));
    expect(screen.getByLabelText('chosen').textContent).toBe('mint-0');
    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    expect(screen.getByLabelText('chosen').textContent).toBe('pink-0');
  });

  it('opens the product page with the product passed along', async () => {
    const { router, user } = renderCard();
    await user.click(screen.getByRole('link', { name: 'Mint Cotton Romper' }));
    expect(router.state.location.pathname).toBe('/product/mint-cotton-romper');
    expect(screen.getByText('Opened Mint Cotton Romper')).toBeTruthy();
  });

  it('says "Sold out: get an alert" only when every size is sold out, passing the product along', async () => {
    const { user } = renderCard(
      makeProduct({
        variants: [
          makeVariant({ id: 'v-a', size: '0-3M', stock: 0 }),
          makeVariant({ id: 'v-b', size: '3-6M', stock: 0 }),
        ],
      }),
    );
    await user.click(screen.getByRole('link', { name: /^Sold out: get an alert/ }));
    expect(screen.getByText('Opened Mint Cotton Romper')).toBeTruthy();
  });

  it('has no alert link when one size is sold out and another is not', () => {
    renderCard();
    expect(screen.getByRole('radio', { name: '12-18M, out of stock' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /get an alert/ })).toBeNull();
  });
});
