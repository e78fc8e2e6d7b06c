import type { Product } from '@shop/contracts/catalog';
import type { StockAlertDemand } from '@shop/contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  renderWithQueryClient,
  type FakeRoute,
} from '../../../test/render-with-providers.tsx';
import { makeCategory, makeProduct, makeVariant } from '../../../test/product-fixtures.ts';
import { ProductManager } from './product-manager.tsx';

const romper = makeProduct();
const draftFrock = makeProduct({
  id: 'p-2',
  name: 'Star Frock',
  slug: 'star-frock',
  status: 'DRAFT',
  variants: [makeVariant({ id: 'v-f', stock: 0, originalPrice: 899 })],
});
const shoes = makeProduct({
  id: 'p-3',
  name: 'Canvas Shoes',
  slug: 'canvas-shoes',
  variants: [makeVariant({ id: 'v-s', stock: 40, originalPrice: 1299 })],
});
const rompers = makeCategory({ id: 'c-rompers', name: 'Rompers', parentId: 'c-fashion' });
const tree = [makeCategory({ subCategories: [rompers] })];

function page(products: Product[], totalItems = products.length) {
  return {
    body: {
      data: products,
      pagination: { totalItems, totalPages: Math.ceil(totalItems / 10), currentPage: 1, limit: 10 },
    },
  };
}

/** The address bar and the back button, to check what the screen keeps in the URL. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

/** A size people wait for, as GET /admin/stock-alerts lists it. */
function waitingFor(product: Product, variantId: string, waiting: number): StockAlertDemand {
  const variant = product.variants.find((each) => each.id === variantId);
  return {
    variantId,
    productId: product.id,
    productName: product.name,
    productSlug: product.slug,
    size: variant?.size ?? '',
    color: variant?.color ?? '',
    stock: variant?.stock ?? 0,
    waiting,
    oldestAt: '2026-11-20T10:00:00.000Z',
  };
}

function renderManager(
  search = '',
  products = page([romper, draftFrock, shoes]),
  demand: FakeRoute | FakeRoute[] = { body: { variants: [] } },
) {
  const fetchMock = fakeApi({
    'GET /admin/products': products,
    'GET /categories': { body: { data: tree } },
    'GET /admin/stock-alerts': demand,
  });
  // A data router, as in the app: the editor blocks leaving the page with unsaved changes.
  const router = createMemoryRouter(
    [
      {
        path: '/admin/products',
        element: (
          <>
            <ProductManager />
            <AddressBar />
          </>
        ),
      },
    ],
    { initialEntries: [`/admin/products${search}`] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return { user: userEvent.setup(), fetchMock };
}

/** The queries of every GET /admin/products so far. */
function listRequests(fetchMock: ReturnType<typeof fakeApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/products')
    .map((url) => url.searchParams);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductManager list', () => {
  it('asks for the list the URL describes and shows its state in the controls', async () => {
    const { fetchMock } = renderManager(
      '?q=romp&category=c-rompers&stock=low&status=DRAFT&sort=name&page=2&limit=25',
    );
    await screen.findByText('Mint Cotton Romper');
    const sent = listRequests(fetchMock)[0];
    expect(Object.fromEntries(sent ?? [])).toEqual({
      q: 'romp',
      categoryId: 'c-rompers',
      stock: 'low',
      status: 'DRAFT',
      sort: 'name',
      page: '2',
      limit: '25',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Search products').value).toBe('romp');
    expect(await screen.findByRole('option', { name: /Rompers/ })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('c-rompers');
    expect(screen.getByLabelText<HTMLSelectElement>('Stock').value).toBe('low');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('DRAFT');
    expect(screen.getByLabelText<HTMLSelectElement>('Per page').value).toBe('25');
  });

  it('searches once typing pauses, not on every key, and starts again at page 1', async () => {
    const { user, fetchMock } = renderManager('?page=3');
    await screen.findByText('Mint Cotton Romper');
    await user.type(screen.getByLabelText('Search products'), 'romp');
    // Typed, but not yet paused long enough: the URL has not followed.
    expect(address().get('q')).toBeNull();
    await waitFor(() => expect(address().get('q')).toBe('romp'));
    expect(address().get('page')).toBeNull();
    await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get('q')).toBe('romp'));
    const searches = listRequests(fetchMock).map((query) => query.get('q'));
    expect(searches.filter((q) => q !== null)).toEqual(['romp']);
  });

  it('filters by category, stock and status, each back to page 1', async () => {
    const { user, fetchMock } = renderManager('?page=2&sort=name');
    await screen.findByText('Mint Cotton Romper');
    await screen.findByRole('option', { name: /Rompers/ });
    await user.selectOptions(screen.getByLabelText('Category'), 'c-rompers');
    expect(address().get('category')).toBe('c-rompers');
    expect(address().get('page')).toBeNull();
    expect(address().get('sort')).toBe('name');
    await user.selectOptions(screen.getByLabelText('Stock'), 'out');
    await user.selectOptions(screen.getByLabelText('Status'), 'ACTIVE');
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(Object.fromEntries(address())).toEqual({
      category: 'c-rompers',
      stock: 'out',
      status: 'ACTIVE',
      sort: 'name',
      limit: '50',
    });
    await waitFor(() =>
      expect(Object.fromEntries(listRequests(fetchMock).at(-1) ?? [])).toMatchObject({
        categoryId: 'c-rompers',
        stock: 'out',
        status: 'ACTIVE',
        limit: '50',
        page: '1',
      }),
    );
  });

  it('sorts by the column headers and says so with aria-sort', async () => {
    const { user } = renderManager();
    await screen.findByText('Mint Cotton Romper');
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/Added/).getAttribute('aria-sort')).toBe('descending');
    expect(header(/Product/).getAttribute('aria-sort')).toBe('none');

    await user.click(within(header(/Price/)).getByRole('button'));
    expect(address().get('sort')).toBe('priceLowHigh');
    expect(header(/Price/).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header(/Price/)).getByRole('button'));
    expect(address().get('sort')).toBe('priceHighLow');
    expect(header(/Price/).getAttribute('aria-sort')).toBe('descending');

    await user.click(within(header(/Product/)).getByRole('button'));
    expect(address().get('sort')).toBe('name');
    await user.click(within(header(/Total stock/)).getByRole('button'));
    expect(address().get('sort')).toBe('stockLowHigh');
    expect(header(/Total stock/).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header(/Added/)).getByRole('button'));
    expect(address().get('sort')).toBeNull();
  });

  it('marks drafts and low or empty stock in words', async () => {
    renderManager();
    const frockRow = (await screen.findByText('Star Frock')).closest('tr');
    expect(within(frockRow as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(within(frockRow as HTMLElement).getByText('Out of stock')).toBeTruthy();
    const romperRow = screen.getByText('Mint Cotton Romper').closest('tr');
    expect(within(romperRow as HTMLElement).getByText('Low stock')).toBeTruthy();
    expect(within(romperRow as HTMLElement).queryByText('Draft')).toBeNull();
    const shoesRow = screen.getByText('Canvas Shoes').closest('tr');
    expect(within(shoesRow as HTMLElement).queryByText(/stock$/)).toBeNull();
  });

  it("says the spec's 'No products found.' on an empty shop, with no filter to clear", async () => {
    renderManager('', page([]));
    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(screen.getByText('Add the first product to start selling.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('opens "View in shop" in a new tab, leaving the admin list where it was', async () => {
    renderManager();
    const row = (await screen.findByText('Mint Cotton Romper')).closest('tr') as HTMLElement;
    const link = within(row).getByRole('link', { name: 'View in shop (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('says when nothing matches and clears the filters, keeping the sort', async () => {
    const { user } = renderManager('?q=zebra&stock=low&sort=name&page=2', page([]));
    expect(await screen.findByText('No products match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(Object.fromEntries(address())).toEqual({ sort: 'name' });
    expect(screen.getByLabelText<HTMLInputElement>('Search products').value).toBe('');
  });

  it('comes back to the same list, search box included, with the back button', async () => {
    const { user } = renderManager('?stock=low');
    await screen.findByText('Mint Cotton Romper');
    await user.type(screen.getByLabelText('Search products'), 'frock');
    await waitFor(() => expect(address().get('q')).toBe('frock'));
    await user.selectOptions(screen.getByLabelText('Status'), 'DRAFT');
    expect(Object.fromEntries(address())).toEqual({ stock: 'low', q: 'frock', status: 'DRAFT' });

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(Object.fromEntries(address())).toEqual({ stock: 'low', q: 'frock' });
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(Object.fromEntries(address())).toEqual({ stock: 'low' });
    expect(screen.getByLabelText<HTMLInputElement>('Search products').value).toBe('');
  });

  it('sorts from the select a phone shows instead of the headers', async () => {
    const { user } = renderManager();
    await screen.findByText('Mint Cotton Romper');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'stockLowHigh');
    expect(address().get('sort')).toBe('stockLowHigh');
  });

  it('keeps the filters in the page links', async () => {
    renderManager('?stock=in&sort=name', page([romper, shoes], 25));
    await screen.findByText('Mint Cotton Romper');
    const next = screen.getByRole('link', { name: /2/ });
    expect(new URL(next.getAttribute('href') ?? '', 'http://localhost').search).toBe(
      '?stock=in&sort=name&page=2',
    );
  });
});

describe('ProductManager waiting shoppers', () => {
  const romperDemand = {
    body: {
      variants: [
        waitingFor(romper, 'v-12', 3),
        waitingFor(draftFrock, 'v-f', 2),
        waitingFor(romper, 'v-0', 2),
      ],
    },
  };
  const requestsFor = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
    fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input), 'http://localhost').pathname === path,
    );

  it('shows who waits for which size on each product, from one request for the page', async () => {
    const { fetchMock } = renderManager('', undefined, romperDemand);
    const romperRow = (await screen.findByText('Mint Cotton Romper')).closest('tr') as HTMLElement;

    const badge = await within(romperRow).findByText(/^5 waiting/);
    // Read out in full; the colour of the badge says nothing a screen reader misses.
    expect(badge.textContent).toBe('5 waiting for a back-in-stock alert');
    const sizes = within(romperRow).getByRole('list', { name: 'Sizes they wait for' });
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12-18M: 3·', '0-3M: 2']);
    // The dot between sizes is only for the eye.
    expect(within(sizes).getByText('·').getAttribute('aria-hidden')).toBe('true');

    const frockRow = screen.getByText('Star Frock').closest('tr') as HTMLElement;
    expect(within(frockRow).getByText(/^2 waiting/)).toBeTruthy();
    const shoesRow = screen.getByText('Canvas Shoes').closest('tr') as HTMLElement;
    expect(within(shoesRow).queryByText(/waiting/)).toBeNull();
    expect(requestsFor(fetchMock, '/api/admin/stock-alerts')).toHaveLength(1);
  });

  it('says when the waiting shoppers could not be loaded, and asks again', async () => {
    const { user } = renderManager('', undefined, [
      { status: 500, body: { message: 'Something went wrong.', code: 'INTERNAL' } },
      romperDemand,
    ]);
    await screen.findByText('Mint Cotton Romper');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Who waits for which size could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    const romperRow = screen.getByText('Mint Cotton Romper').closest('tr') as HTMLElement;
    expect(await within(romperRow).findByText(/^5 waiting/)).toBeTruthy();
    expect(screen.queryByText('Who waits for which size could not be loaded.')).toBeNull();
  });
});
