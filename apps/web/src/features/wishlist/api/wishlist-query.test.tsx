import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearShopperSession } from '../../../lib/session.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { useWishlistCount } from './wishlist-query.ts';

function WishlistCount() {
  return <output>{useWishlistCount()}</output>;
}

const count = () => screen.getByRole('status').textContent;
const wishlistCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/wishlist')).length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useWishlistCount', () => {
  it('asks nothing more once the shopper signs out, so logging out sends no GET /wishlist', async () => {
    const fetchMock = fakeApi({
      'GET /wishlist': {
        body: { wishlist: { id: 'w-1', items: [{ id: 'wi-1', productId: 'p-1', product: null }] } },
      },
    });
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify({ username: 'ravi', userType: 'CUSTOMER' }));
    renderWithQueryClient(<WishlistCount />);
    await waitFor(() => expect(count()).toBe('1'));
    expect(wishlistCalls(fetchMock)).toBe(1);

    // Whatever the sign-out sets off has started once act has flushed its updates.
    await act(async () => clearShopperSession());
    expect(wishlistCalls(fetchMock)).toBe(1);
  });
});
