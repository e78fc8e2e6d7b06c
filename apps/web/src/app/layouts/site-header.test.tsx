import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStoredIds } from '../../lib/session.ts';
import { hindi } from '../../test/hindi.ts';
import { renderOnServer } from '../../test/render-on-server.tsx';
import { fakeApi, renderWithQueryClient } from '../../test/render-with-providers.tsx';
import { SiteHeader } from './site-header.tsx';

function signInAs(username: string, userType: string) {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username, userType }));
}

function renderHeader(path = '/shop') {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>Log in page</p>} />
        <Route path="*" element={<SiteHeader />} />
      </Routes>
    </MemoryRouter>,
  );
}

// jsdom draws no <details>, so the phone menu's closed copy of the links is found too: the
// header's own come first.
const hrefOf = (name: string | RegExp) =>
  screen.getAllByRole('link', { name })[0]!.getAttribute('href');
const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('sends a signed-out visitor to log in from My account and search; wishlist and cart pages do it themselves', async () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHeader();

    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(within(nav).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    expect(within(nav).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/login',
    );
    // Their real addresses, whose guard sends a visitor to log in: the server's HTML is the same
    // for everyone, and a signed-in shopper's tap before hydration must reach her wishlist.
    expect(hrefOf('Wishlist')).toBe('/wishlist');
    expect(hrefOf('Cart')).toBe('/cart');
    // Search is a button that decides when tapped, by who is signed in then.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Log in page')).toBeTruthy();
  });

  it('opens the search for a shopper who signed in after the header was drawn', async () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHeader();
    signInAs('ravi', 'CUSTOMER');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search our site' })).toBeTruthy();
  });

  it('gives a customer their account, wishlist, cart, counts, search overlay and name', () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('ravi', 'CUSTOMER');
    setStoredIds('wishlist', ['p-1', 'p-2']);
    setStoredIds('cart', ['v-1']);
    renderHeader();

    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/myaccount/account',
    );
    expect(hrefOf('Wishlist, 2 items')).toBe('/wishlist');
    expect(hrefOf('Cart, 1 item')).toBe('/cart');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(hrefOf('ravi')).toBe('/myaccount/account');
  });

  it('hides search, wishlist and cart for an admin and shows the user type', () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('asha', 'admin');
    renderHeader();

    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    expect(screen.queryByRole('link', { name: /wishlist/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Search' })).toBeNull();
    expect(screen.queryByText('asha')).toBeNull();
    expect(hrefOf('admin')).toBe('/admin/dashboard');
  });

  it('updates the counts when local storage changes in this tab', () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('ravi', 'CUSTOMER');
    renderHeader();
    expect(hrefOf('Cart')).toBe('/cart');

    act(() => setStoredIds('cart', ['v-1', 'v-2', 'v-3']));

    expect(hrefOf('Cart, 3 items')).toBe('/cart');
  });

  it('shows the brand name from company details, and the default one when that fails', async () => {
    fakeApi({ 'GET /company-details': { body: { details: { name: 'Tiny Threads' } } } });
    const { unmount } = renderHeader();
    expect(await screen.findByText('Tiny Threads')).toBeTruthy();
    unmount();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /company-details': { status: 500, body: { message: 'x', code: 'INTERNAL' } } });
    renderHeader();
    expect(screen.getByText('Little Sprouts')).toBeTruthy();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it('opens the small-screen menu, and closes it on Escape with the focus back on its toggle', async () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { container } = renderHeader();

    const menu = container.querySelector('details')!;
    const toggle = menu.querySelector('summary')!;
    expect(toggle.textContent).toBe('Menu');
    expect(menu.open).toBe(false);
    // A real browser opens it on Enter by itself; jsdom only on a click.
    await user.click(toggle);

    await vi.waitFor(() => expect(menu.open).toBe(true));

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(menu.open).toBe(false));
    expect(toggle).toBe(document.activeElement);
  });

  it('serves the small-screen menu as a <details> that opens without scripts', () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderOnServer(<SiteHeader />, { path: '/shop' });
    const menu = html.querySelector('details');
    expect(menu?.hasAttribute('open')).toBe(false);
    expect(menu?.querySelector(':scope > summary')?.textContent).toBe('Menu');
    // Its links are in the page's HTML, inside the details, for the browser to show on a tap.
    const links = [...(menu?.querySelectorAll('nav[aria-label="Main"] a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/about',
      '/shop',
      '/login',
      // The same page in Hindi, from the language switch.
      '/hi/shop',
    ]);
  });

  it('speaks Hindi on a Hindi page, its switch leading back to the English one', () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderOnServer(<SiteHeader />, { path: '/shop', i18n: hindi() });
    const links = [...html.querySelectorAll('details nav a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'होम',
      'हमारे बारे में',
      'शॉप',
      'मेरा खाता',
      'English',
    ]);
    expect(html.querySelector('summary')?.textContent).toBe('मेन्यू');
    expect(html.querySelector('a[hreflang="en"]')?.getAttribute('href')).toBe('/shop');
  });

  it("keeps the user pill's place, offering to log in, in the signed-out render the server sends", () => {
    fakeApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('ravi', 'CUSTOMER');
    // The server cannot see local storage: it and the hydrating render are signed out.
    const serverSlot = renderOnServer(<SiteHeader />, { path: '/shop' }).querySelector(
      '[data-slot="user-pill"]',
    );
    const { container } = renderHeader();
    const browserSlot = container.querySelector('[data-slot="user-pill"]');

    expect(serverSlot?.textContent).toBe('Log in');
    expect(serverSlot?.querySelector('a')?.getAttribute('href')).toBe('/login');
    expect(serverSlot?.className).toContain('w-[11.75rem]');
    expect(browserSlot?.className).toBe(serverSlot?.className);
    expect(within(browserSlot as HTMLElement).getByTitle('My account').textContent).toContain(
      'ravi',
    );
  });
});
