import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStoredIds } from '../../../lib/session.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { WishlistHeartButton } from './wishlist-heart-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signIn() {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'ravi', userType: 'CUSTOMER' }));
}

const heart = <WishlistHeartButton productId="p-1" productName="Mint Romper" />;

describe('WishlistHeartButton', () => {
  it('is an empty heart on the server, which cannot see the stored wishlist', () => {
    signIn();
    setStoredIds('wishlist', ['p-1']);
    const html = renderOnServer(heart);
    expect(html.querySelector('button')?.getAttribute('aria-label')).toBe('Add to wishlist');
  });

  it('follows the stored wishlist while the server one loads', () => {
    // The wishlist request never answers, so the stored ids decide.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    signIn();
    renderWithQueryClient(<MemoryRouter>{heart}</MemoryRouter>);
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();

    act(() => setStoredIds('wishlist', ['p-1']));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeTruthy();
  });
});
