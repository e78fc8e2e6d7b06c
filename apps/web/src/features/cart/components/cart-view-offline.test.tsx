import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearShopperSession } from '../../../lib/session.ts';
import { makeCart } from '../../../test/cart-fixtures.ts';
import { fakeApi, I18nWrapper } from '../../../test/render-with-providers.tsx';
import { keepCartOnDevice } from '../api/saved-cart.ts';
import { CartView } from './cart-view.tsx';

const romper = {
  id: 'line-a',
  quantity: 2,
  product: {
    id: 'p-a',
    name: 'Romper a',
    slug: 'romper-a',
    images: [{ url: '/media/a-full.webp', thumbUrl: '/media/a-thumb.webp' }],
    variant: {
      id: 'v-a',
      size: '6-12M',
      color: 'Teal',
      colorHexCode: null,
      stock: 5,
      originalPrice: 499,
      discountPrice: null,
    },
  },
};

const offlineReason =
  'You are offline. Your cart is saved; you can place the order when you are back online.';

/** A page load: a fresh query cache, the cart kept on the device as the app does once idle. */
function openCartPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  keepCartOnDevice(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CartView />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: I18nWrapper },
  );
}

function signIn(username: string) {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username, userType: 'CUSTOMER' }));
}

/** No connection: navigator.onLine is false and every request fails as fetch fails. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

async function seeCartOnline() {
  fakeApi({ 'GET /cart': { body: makeCart([romper]) } });
  openCartPage();
  expect(await screen.findByRole('heading', { name: 'Your Shopping Cart (1)' })).toBeTruthy();
  cleanup();
}

beforeEach(() => signIn('ravi'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('CartView offline', () => {
  it('shows the last cart saved on the device, with checkout held and the reason', async () => {
    await seeCartOnline();
    goOffline();
    openCartPage();

    expect(await screen.findByRole('heading', { name: 'Your Shopping Cart (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Romper a' })).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹998');
    const checkout = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(checkout).toHaveProperty('disabled', true);
    const reason = document.getElementById(checkout.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(offlineReason);
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    // The saved copy cannot be changed until the server can hear it.
    expect(screen.getByRole('button', { name: 'Remove Romper a, size 6-12M' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty(
      'disabled',
      true,
    );
    // The failed fetch is the connection's doing: no "Failed to load cart items." toast.
    await waitFor(() => expect(screen.queryByText('Failed to load cart items.')).toBeNull());
  });

  it('says the cart will show once online when none was saved on this device', async () => {
    goOffline();
    openCartPage();
    expect(await screen.findByRole('heading', { name: 'You Are Offline' })).toBeTruthy();
    expect(screen.getByText('Your cart will show here when you are back online.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it("never shows another customer's saved cart, and logout removes it", async () => {
    await seeCartOnline();
    expect(localStorage.getItem('savedCart')).toContain('Romper a');
    signIn('meena');
    goOffline();
    openCartPage();
    expect(await screen.findByRole('heading', { name: 'You Are Offline' })).toBeTruthy();

    clearShopperSession();
    expect(localStorage.getItem('savedCart')).toBeNull();
  });

  it('keeps the live cart and the way to checkout while online', async () => {
    fakeApi({ 'GET /cart': { body: makeCart([romper]) } });
    openCartPage();
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy();
    expect(screen.queryByText(offlineReason)).toBeNull();
  });
});
