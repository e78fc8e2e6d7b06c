import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { clearShopperSession } from '../../../lib/session.ts';
import { useCartCount } from './cart-query.ts';
import { makeCart } from '../../../test/cart-fixtures.ts';

function CartCount() {
  return <output>{useCartCount()}</output>;
}

const line = (id: string) => ({
  id: `line-${id}`,
  quantity: 1,
  product: {
    id: 'p-1',
    name: 'Romper',
    slug: 'romper',
    images: [],
    variant: {
      id,
      size: 'M',
      color: 'Teal',
      colorHexCode: null,
      stock: 3,
      originalPrice: 499,
      discountPrice: null,
    },
  },
});

function signIn() {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'ravi', userType: 'CUSTOMER' }));
}

const count = () => screen.getByRole('status').textContent;
const getCartCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/cart')).length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCartCount', () => {
  it("counts the server's lines and mirrors their variant ids into local storage", async () => {
    fakeApi({ 'GET /cart': { body: makeCart([line('v-1'), line('v-2')]) } });
    signIn();
    localStorage.setItem('cart', '["old"]');
    renderWithQueryClient(<CartCount />);

    expect(count()).toBe('1'); // the mirror, until the server answers
    await waitFor(() => expect(count()).toBe('2'));
    expect(JSON.parse(localStorage.getItem('cart') ?? '')).toEqual(['v-1', 'v-2']);
  });

  it('falls back to the stored ids when the fetch fails', async () => {
    const fetchMock = fakeApi({
      'GET /cart': { status: 503, body: { message: 'Down.', code: 'SERVICE_UNAVAILABLE' } },
    });
    signIn();
    localStorage.setItem('cart', '["v-1","v-2","v-3"]');
    renderWithQueryClient(<CartCount />);
    await waitFor(() => expect(getCartCalls(fetchMock)).toBe(1));
    expect(count()).toBe('3');
  });

  it('refetches when another tab leaves the mirror out of step, and only then', async () => {
    const fetchMock = fakeApi({
      'GET /cart': [
        { body: makeCart([line('v-1')]) },
        { body: makeCart([line('v-1'), line('v-2')]) },
      ],
    });
    signIn();
    renderWithQueryClient(<CartCount />);
    await waitFor(() => expect(count()).toBe('1'));

    // This tab's own mirror write (same ids) does not fetch again.
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'cart' })));
    expect(getCartCalls(fetchMock)).toBe(1);

    act(() => {
      localStorage.setItem('cart', '["v-1","v-2"]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    await waitFor(() => expect(getCartCalls(fetchMock)).toBe(2));
    await waitFor(() => expect(count()).toBe('2'));
  });

  it('uses only the stored ids for a visitor, without calling the server', () => {
    const fetchMock = fakeApi({});
    localStorage.setItem('cart', '["v-1"]');
    renderWithQueryClient(<CartCount />);
    expect(count()).toBe('1');
    expect(getCartCalls(fetchMock)).toBe(0);
  });

  it('asks nothing more once the shopper signs out (the mirror empties, the token is gone)', async () => {
    const fetchMock = fakeApi({ 'GET /cart': { body: makeCart([line('v-1')]) } });
    signIn();
    renderWithQueryClient(<CartCount />);
    await waitFor(() => expect(count()).toBe('1'));
    // Whatever the sign-out sets off has started once act has flushed its updates.
    await act(async () => clearShopperSession());
    expect(getCartCalls(fetchMock)).toBe(1);
  });
});
