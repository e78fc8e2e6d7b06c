import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hindi } from '../../../test/hindi.ts';
import { makeProduct } from '../../../test/product-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { SearchOverlay } from './search-overlay.tsx';

function ProductProbe() {
  const { pathname, state } = useLocation() as {
    pathname: string;
    state: { product?: { name: string } };
  };
  return <p>{`${pathname} with ${state?.product?.name}`}</p>;
}

const page = (products: ReturnType<typeof makeProduct>[]) => ({
  body: {
    products,
    pagination: { totalItems: products.length, totalPages: 1, currentPage: 1, limit: 20 },
  },
});

function renderOverlay() {
  const onOpenChange = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SearchOverlay
            open
            onOpenChange={onOpenChange}
            cardActions={(product, { selectedVariant }) => (
              <span>{`Actions for ${product.name} (${selectedVariant?.size ?? 'no size'})`}</span>
            )}
          />
        ),
      },
      { path: '/product/:slug', element: <ProductProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return { router, onOpenChange };
}

const searchCalls = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products/search')
    .map((url) => [url.searchParams.get('q'), url.searchParams.get('limit')]);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchOverlay', () => {
  it('lists the first 20 products for an empty query, with each card’s actions', async () => {
    const api = fakeApi({ 'GET /products/search': page([makeProduct()]) });
    renderOverlay();
    expect(screen.getByRole('dialog', { name: 'Search our site' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search products...')).toBe(document.activeElement);
    expect(await screen.findByText('Mint Cotton Romper')).toBeTruthy();
    expect(screen.getByText('Actions for Mint Cotton Romper (no size)')).toBeTruthy();
    expect(searchCalls(api)).toEqual([['', '20']]);
  });

  it('waits for 500 ms of quiet typing before searching', async () => {
    const api = fakeApi({
      'GET /products/search': [
        page([makeProduct()]),
        page([makeProduct({ name: 'Muslin Swaddle' })]),
      ],
    });
    renderOverlay();
    await screen.findByText('Mint Cotton Romper');
    const input = screen.getByPlaceholderText('Search products...');

    fireEvent.change(input, { target: { value: 'mus' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: 'muslim swadle' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searchCalls(api)).toEqual([['', '20']]);
    expect(screen.getByText('Searching…')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(await screen.findByText('Muslin Swaddle')).toBeTruthy();
    expect(searchCalls(api)).toEqual([
      ['', '20'],
      ['muslim swadle', '20'],
    ]);
  });

  it('shows an empty list when the search fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /products/search': { status: 500, body: { message: 'Boom', code: 'INTERNAL' } },
    });
    renderOverlay();
    expect(await screen.findByText('No products yet.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('opens a product with the product passed along, and closes itself', async () => {
    fakeApi({ 'GET /products/search': page([makeProduct()]) });
    const { router, onOpenChange } = renderOverlay();
    fireEvent.click(await screen.findByRole('link', { name: 'Mint Cotton Romper' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe('/product/mint-cotton-romper');
    expect(
      await screen.findByText('/product/mint-cotton-romper with Mint Cotton Romper'),
    ).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page', async () => {
    fakeApi({ 'GET /products/search': page([makeProduct()]) });
    const router = createMemoryRouter(
      [{ path: '/', element: <SearchOverlay open onOpenChange={() => {}} /> }],
      { initialEntries: ['/'] },
    );
    render(
      <I18nProvider i18n={hindi()}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'हमारी साइट पर खोजें' })).toBeTruthy();
    expect(screen.getByPlaceholderText('प्रोडक्ट खोजें...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सर्च बंद करें' })).toBeTruthy();
    expect(await screen.findByText('शॉप में नया')).toBeTruthy();
    expect(screen.getByText('Mint Cotton Romper')).toBeTruthy();
    expect(screen.queryByText('New in the shop')).toBeNull();
    expect(screen.queryByText('Search products')).toBeNull();
  });
});
