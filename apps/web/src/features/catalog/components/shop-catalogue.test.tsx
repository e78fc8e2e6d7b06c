import type { ProductFacets } from '@shop/contracts/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCategory, makeProduct } from '../../../test/product-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { ShopCatalogue } from './shop-catalogue.tsx';

const fashion = '00000000-0000-4000-8000-000000000001';
const kids = '00000000-0000-4000-8000-000000000002';

const facets: ProductFacets = {
  categories: [
    { id: fashion, count: 1 },
    { id: kids, count: 1 },
  ],
  sizes: [
    { size: '3-6M', count: 4 },
    { size: '0-3M', count: 2 },
  ],
  availability: { inStock: 2, outOfStock: 0 },
  price: { min: 199, max: 2499 },
};

function renderShop(path = '/shop', filterFacets: ProductFacets = facets) {
  const api = fakeApi({
    'GET /categories': {
      body: {
        data: [
          makeCategory({ id: fashion, name: 'Baby Fashion' }),
          makeCategory({ id: kids, name: 'Kids Collection', slug: 'kids-collection' }),
        ],
      },
    },
    'GET /products': {
      body: {
        data: [makeProduct(), makeProduct({ id: 'p-2', name: 'Kurta Set', slug: 'kurta-set' })],
        pagination: { totalItems: 2, totalPages: 1, currentPage: 1, limit: 50 },
        facets,
        filterFacets,
      },
    },
  });
  const router = createMemoryRouter([{ path: '/shop', element: <ShopCatalogue /> }], {
    initialEntries: [path],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  const productCalls = () =>
    api.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/products');
  return { router, user: userEvent.setup(), productCalls };
}

const search = (router: ReturnType<typeof renderShop>['router']) =>
  new URLSearchParams(router.state.location.search);

beforeEach(() => {
  // The price slider (Radix) measures its thumbs; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShopCatalogue', () => {
  it('asks the server for 50 products a page and says which ones it shows', async () => {
    const { productCalls } = renderShop();
    expect(await screen.findByText('Showing 1 - 2 of 2 products')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop All Products' })).toBeTruthy();
    const first = productCalls()[0]!;
    expect(first.searchParams.get('limit')).toBe('50');
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.get('sort')).toBe('default');
  });

  it('a category tab filters by that category and starts again from page 1', async () => {
    const { router, user, productCalls } = renderShop(`/shop?categoryId=${kids}&page=2&size=0-3M`);
    const tabs = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect(
      (await tabs.findByRole('link', { name: 'Kids Collection' })).getAttribute('aria-current'),
    ).toBe('page');

    await user.click(tabs.getByRole('link', { name: 'Baby Fashion' }));
    expect(search(router).getAll('categoryId')).toEqual([fashion]);
    expect(search(router).get('page')).toBeNull();
    expect(search(router).getAll('size')).toEqual(['0-3M']);
    await waitFor(() =>
      expect(productCalls().at(-1)?.searchParams.getAll('categoryId')).toEqual([fashion]),
    );
  });

  it('applies the filter panel to the URL, and the first chosen category picks the tab', async () => {
    const { router, user, productCalls } = renderShop();
    const panel = within(await screen.findByRole('form', { name: 'FILTER' }));
    await screen.findByText('Showing 1 - 2 of 2 products');

    await user.click(panel.getByRole('checkbox', { name: /Kids Collection/ }));
    await user.click(panel.getByRole('checkbox', { name: /Baby Fashion/ }));
    await user.click(panel.getByRole('radio', { name: /In stock/ }));
    await user.click(panel.getByRole('checkbox', { name: /3-6M/ }));
    // What is ticked counts at once, and the panel says it applies on Apply.
    expect(panel.getByText('Active Filters:', { exact: false }).textContent).toBe(
      'Active Filters: 4',
    );
    expect(panel.getByText('Not applied yet: press Apply Filters.')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Apply Filters' }));

    expect(search(router).getAll('categoryId')).toEqual([kids, fashion]);
    expect(search(router).get('inStock')).toBe('true');
    expect(search(router).getAll('size')).toEqual(['3-6M']);
    const tabs = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(tabs.getByRole('link', { name: 'Kids Collection' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await waitFor(() => expect(productCalls().at(-1)?.searchParams.get('inStock')).toBe('true'));
    expect(
      within(screen.getByRole('form', { name: 'FILTER' })).getByText('Active Filters:', {
        exact: false,
      }).textContent,
    ).toContain('4');
    expect(screen.queryByText('Not applied yet: press Apply Filters.')).toBeNull();
  });

  it('groups the sizes by ladder, opening the ladders that hold a chosen size', async () => {
    renderShop('/shop?size=2-3Y', {
      ...facets,
      sizes: [
        { size: '0-3M', count: 2 },
        { size: '2-3Y', count: 3 },
        { size: '7', count: 1 },
        { size: 'Free Size', count: 5 },
      ],
    });
    const panel = within(await screen.findByRole('form', { name: 'FILTER' }));
    await screen.findByText('Showing 1 - 2 of 2 products');
    const ladders = panel.getAllByRole('group').filter((group) => group.tagName === 'DETAILS');
    expect(ladders.map((ladder) => ladder.querySelector('summary')?.textContent)).toEqual([
      'Babies (months)1 size',
      'Kids (years)1 chosen · 1 size',
      'Shoes (UK sizes)1 size',
      'One size1 size',
    ]);
    expect(ladders.map((ladder) => (ladder as HTMLDetailsElement).open)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(
      within(panel.getByRole('list', { name: 'Kids (years)' })).getByRole('checkbox', {
        name: /2-3Y/,
      }),
    ).toHaveProperty('checked', true);
  });

  it('lists sizes smallest first with their counts, and Clear All removes every filter', async () => {
    const { router, user } = renderShop(`/shop?size=3-6M&inStock=false&sort=newest`);
    const panel = within(await screen.findByRole('form', { name: 'FILTER' }));
    await screen.findByText('Showing 1 - 2 of 2 products');
    const sizes = panel
      .getAllByRole('checkbox', { name: /M \(/ })
      .map((box) => box.closest('label')?.textContent);
    expect(sizes).toEqual(['0-3M (2)', '3-6M (4)']);

    await user.click(panel.getByRole('button', { name: 'Clear All' }));
    expect(search(router).toString()).toBe('sort=newest');
  });

  it("gets the page and every filter's own counts in one call, however many filters are in use", async () => {
    // Counted without the size filter: the sizes not chosen stay listed with their counts.
    const { productCalls } = renderShop(
      `/shop?categoryId=${kids}&inStock=true&minPrice=100&maxPrice=900&size=3-6M`,
      { ...facets, sizes: [...facets.sizes, { size: '6-12M', count: 7 }] },
    );
    const panel = within(await screen.findByRole('form', { name: 'FILTER' }));
    await screen.findByText('Showing 1 - 2 of 2 products');
    expect(panel.getByRole('checkbox', { name: /6-12M/ }).closest('label')?.textContent).toBe(
      '6-12M (7)',
    );
    expect(productCalls()).toHaveLength(1);
    expect(productCalls()[0]!.searchParams.getAll('size')).toEqual(['3-6M']);
  });

  it('sorts and changes columns through the URL', async () => {
    const { router, user } = renderShop();
    await screen.findByText('Showing 1 - 2 of 2 products');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    expect(search(router).get('sort')).toBe('priceLowHigh');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Customer rating');
    expect(search(router).get('sort')).toBe('rating');
    await user.click(screen.getByRole('button', { name: '2 columns' }));
    expect(search(router).get('cols')).toBe('2');
    expect(screen.getByRole('button', { name: '2 columns' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
