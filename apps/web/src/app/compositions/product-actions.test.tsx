import type { Product, Variant } from '@shop/contracts/catalog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../test/render-with-providers.tsx';
import { ProductCardActions, ProductPurchaseActions } from './product-actions.tsx';
import { makeCart } from '../../test/cart-fixtures.ts';

const variant = (id: string, stock: number): Variant => ({
  id,
  sku: null,
  size: id === 'v-m' ? 'M' : 'L',
  color: 'Teal',
  colorHexCode: '#008080',
  stock,
  originalPrice: 499,
  discountPrice: 100,
});
const medium = variant('v-m', 4);
const large = variant('v-l', 0);
const product: Product = {
  id: 'p-1',
  name: 'Cotton Romper',
  status: 'ACTIVE',
  slug: 'cotton-romper',
  description: '',
  hsnCode: '6111',
  gstRatePercent: 5,
  rating: { average: null, count: 0 },
  category: { id: 'c-1', name: 'Rompers', nameHi: null, slug: 'rompers' },
  images: [],
  variants: [medium, large],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const cartItem = (quantity: number) => ({
  id: 'line-1',
  quantity,
  product: { id: 'p-1', name: 'Cotton Romper', slug: 'cotton-romper', images: [], variant: medium },
});
const wishlist = (productIds: string[]) => ({
  wishlist: {
    id: 'w-1',
    userId: 'u-1',
    items: productIds.map((productId) => ({
      productId,
      variantId: null,
      product: { ...product, images: [] },
    })),
  },
});

function signInAs(userType: string) {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'ravi', userType }));
}

function renderCard(selectedVariant: Variant | null, clearSelection = vi.fn()) {
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/shop']}>
      <Routes>
        <Route
          path="/shop"
          element={
            <ProductCardActions
              product={product}
              selectedVariant={selectedVariant}
              clearSelection={clearSelection}
            />
          }
        />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return clearSelection;
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-wide store: start each test without the last one's.
  toast.dismiss();
});

describe('ProductCardActions: add to cart', () => {
  it('sends a visitor to log in with the toast', async () => {
    const fetchMock = fakeApi({});
    renderCard(medium);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please login to add to cart')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/cart/add'),
      expect.anything(),
    );
  });

  it('refuses an admin', async () => {
    fakeApi({});
    signInAs('ADMIN');
    renderCard(medium);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Admins cannot add products to cart ❌')).toBeTruthy();
  });

  it('asks a customer for a size without calling the server', async () => {
    const fetchMock = fakeApi({ 'GET /cart': { body: makeCart() } });
    signInAs('CUSTOMER');
    renderCard(null);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select a size first ⚠️')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /cart/add')).toBeUndefined();
  });

  it('refuses a sold-out size without calling the server', async () => {
    const fetchMock = fakeApi({ 'GET /cart': { body: makeCart() } });
    signInAs('CUSTOMER');
    renderCard(large);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This size is out of stock ❌')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /cart/add')).toBeUndefined();
  });

  it('adds the chosen size, refreshes the cart, mirrors it and clears the size', async () => {
    const fetchMock = fakeApi({
      'POST /cart/add': { body: { message: 'Added.', item: cartItem(1) } },
      'GET /cart': { body: makeCart([cartItem(1)]) },
      'GET /wishlist': { body: wishlist([]) },
    });
    signInAs('CUSTOMER');
    const clearSelection = renderCard(medium);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to Cart 🛒')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /cart/add')).toEqual({ productVariantId: 'v-m', quantity: 1 });
    expect(clearSelection).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual(['v-m']);
  });

  it('says the quantity grew when the size was already in the cart', async () => {
    fakeApi({
      'POST /cart/add': { body: { message: 'Added.', item: cartItem(3) } },
      'GET /cart': { body: makeCart([cartItem(3)]) },
      'GET /wishlist': { body: wishlist([]) },
    });
    signInAs('CUSTOMER');
    renderCard(medium);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Increased quantity in Cart 🛒')).toBeTruthy();
  });

  it("shows the server's stock message, and a generic one for other failures", async () => {
    fakeApi({
      'POST /cart/add': [
        {
          status: 409,
          body: { message: 'Only 4 left of Cotton Romper (size M).', code: 'OUT_OF_STOCK' },
        },
        { status: 500, body: { message: 'Internal error.', code: 'INTERNAL' } },
      ],
      'GET /cart': { body: makeCart() },
      'GET /wishlist': { body: wishlist([]) },
    });
    signInAs('CUSTOMER');
    const clearSelection = renderCard(medium);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Only 4 left of Cotton Romper (size M).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Something went wrong with Cart ❌')).toBeTruthy();
    expect(clearSelection).not.toHaveBeenCalled();
  });
});

describe('ProductCardActions: wishlist heart', () => {
  it('adds when absent and removes when present, mirroring the ids', async () => {
    const fetchMock = fakeApi({
      'GET /cart': { body: makeCart() },
      'GET /wishlist': { body: wishlist([]) },
      'POST /wishlist/p-1': { body: { message: 'Added.', ...wishlist(['p-1']) } },
      'DELETE /wishlist/p-1': { body: { message: 'Removed.', ...wishlist([]) } },
    });
    signInAs('CUSTOMER');
    renderCard(null);

    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Added to wishlist ❤️')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual(['p-1']);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Removed from wishlist ❤️')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([]);
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toContain('DELETE');
  });

  it('asks a visitor to log in and refuses an admin', async () => {
    fakeApi({});
    renderCard(null);
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Please login to add to wishlist')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('says so when the call fails', async () => {
    fakeApi({
      'GET /cart': { body: makeCart() },
      'GET /wishlist': { body: wishlist([]) },
      'POST /wishlist/p-1': { status: 500, body: { message: 'Internal error.', code: 'INTERNAL' } },
    });
    signInAs('CUSTOMER');
    renderCard(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Something went wrong with Wishlist ❌')).toBeTruthy();
  });
});

/*
 * The render that hydrates the server's HTML says "signed out" whoever is signed in (the server
 * cannot see local storage). Signing in after the render, without the storage event, leaves the
 * rendered state saying so too: a tap must still act on the session that storage holds.
 */
describe('a tap that the render saw as signed out', () => {
  it('adds to the cart of the shopper signed in by then instead of sending them to log in', async () => {
    const fetchMock = fakeApi({
      'POST /cart/add': { body: { message: 'Added.', item: cartItem(1) } },
      'GET /cart': { body: makeCart([cartItem(1)]) },
      'GET /wishlist': { body: wishlist([]) },
    });
    renderCard(medium);
    signInAs('CUSTOMER');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to Cart 🛒')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /cart/add')).toEqual({ productVariantId: 'v-m', quantity: 1 });
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    expect(screen.queryByText('Please login to add to cart')).toBeNull();
  });

  it('refuses an admin signed in by then', async () => {
    const fetchMock = fakeApi({});
    renderCard(medium);
    signInAs('ADMIN');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Admins cannot add products to cart ❌')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    expect(sentBody(fetchMock, 'POST /cart/add')).toBeUndefined();
  });

  it('removes a product the stored wishlist holds, though the heart still shows it empty', async () => {
    const fetchMock = fakeApi({
      'GET /cart': { body: makeCart() },
      'GET /wishlist': { body: wishlist(['p-1']) },
      'DELETE /wishlist/p-1': { body: { message: 'Removed.', ...wishlist([]) } },
    });
    renderCard(null);
    signInAs('CUSTOMER');
    localStorage.setItem('wishlist', JSON.stringify(['p-1']));
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));

    expect(await screen.findByText('Removed from wishlist ❤️')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toContain('DELETE');
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).not.toContain('POST');
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
  });
});

describe('ProductPurchaseActions', () => {
  it('shows the price of the quantity and sends that quantity', async () => {
    const fetchMock = fakeApi({
      'POST /cart/add': { body: { message: 'Added.', item: cartItem(2) } },
      'GET /cart': { body: makeCart() },
      'GET /wishlist': { body: wishlist([]) },
    });
    signInAs('CUSTOMER');
    renderWithQueryClient(
      <MemoryRouter>
        <ProductPurchaseActions
          product={product}
          selectedVariant={medium}
          quantity={2}
          clearSelection={() => {}}
        />
        <Toaster />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart · ₹998.00' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST /cart/add')).toEqual({
        productVariantId: 'v-m',
        quantity: 2,
      }),
    );
    expect(await screen.findByText('Added to Cart 🛒')).toBeTruthy();
  });
});
