import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hindi } from '../../../test/hindi.ts';
import { fakeApi } from '../../../test/render-with-providers.tsx';
import { WishlistView } from './wishlist-view.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWishlist() {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'ravi', userType: 'CUSTOMER' }));
  render(
    <I18nProvider i18n={hindi()}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <WishlistView addToCart={() => null} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('WishlistView on a Hindi page', () => {
  it('shows the empty wishlist in Hindi', async () => {
    fakeApi({ 'GET /wishlist': { body: { wishlist: { items: [] } } } });
    renderWishlist();
    expect(await screen.findByRole('heading', { name: 'आपकी विशलिस्ट खाली है' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'मेरी विशलिस्ट (0)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ख़रीदारी शुरू करें' })).toBeTruthy();
    expect(screen.queryByText('Your Wishlist is Empty')).toBeNull();
  });

  it('says in Hindi that the wishlist could not load, with a retry', async () => {
    fakeApi({
      'GET /wishlist': { status: 500, body: { message: 'Boom', code: 'INTERNAL' } },
    });
    renderWishlist();
    expect(await screen.findByText('विशलिस्ट लोड नहीं हो पाई')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });
});
