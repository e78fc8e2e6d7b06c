import { waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../test/render-with-providers.tsx';
import { routes } from '../route-table.tsx';

function visit(path: string) {
  renderWithQueryClient(
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />,
  );
}

const metaDescription = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeEach(() => {
  fakeApi({ 'GET /company-details': { body: { details: { name: 'Tiny Threads' } } } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("page titles and descriptions carry the shop's name from the company details", () => {
  it('on the cart page', async () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify({ username: 'asha', userType: 'CUSTOMER' }));
    visit('/cart');
    await waitFor(() => expect(document.title).toBe('Your Shopping Cart | Tiny Threads'));
    expect(metaDescription()).toMatch(/^Your Tiny Threads shopping cart:/);
  });

  it('on the admin returns screen', async () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify({ username: 'admin', userType: 'ADMIN' }));
    visit('/admin/returns');
    await waitFor(() => expect(document.title).toBe('Returns · Admin | Tiny Threads'));
    expect(metaDescription()).toMatch(/^Return and exchange requests by status/);
  });

  it('on the admin offers screen', async () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify({ username: 'admin', userType: 'ADMIN' }));
    visit('/admin/offers');
    await waitFor(() => expect(document.title).toBe('Offers · Admin | Tiny Threads'));
    expect(metaDescription()).toMatch(/^Discount codes: create, schedule/);
  });

  it('on the admin delivery screen', async () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify({ username: 'admin', userType: 'ADMIN' }));
    visit('/admin/delivery');
    await waitFor(() => expect(document.title).toBe('Delivery · Admin | Tiny Threads'));
    expect(metaDescription()).toMatch(/^Where the shop delivers/);
  });

  it('on a page that does not exist', async () => {
    visit('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found | Tiny Threads'));
  });

  it('on the home page', async () => {
    visit('/');
    await waitFor(() =>
      expect(document.title).toBe('Baby & Kids Clothing Online in India | Tiny Threads'),
    );
  });
});
