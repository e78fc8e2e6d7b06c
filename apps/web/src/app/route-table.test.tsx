import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../test/render-with-providers.tsx';
import { routes } from './route-table.tsx';

function signInAs(userType: string) {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'someone', userType }));
}

function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

async function expectHeading(name: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
}

function lazyRoutes(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

// Each page's code and texts are compiled on their first import: done once here, so a test's
// wait for a page is for the page, not for the compiler on a busy machine.
beforeAll(async () => {
  await Promise.all(lazyRoutes(routes).map((route) => (route.lazy as () => Promise<unknown>)()));
}, 120_000);

beforeEach(() => {
  fakeApi({});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table and guards', () => {
  it.each(['/cart', '/wishlist', '/checkout', '/myaccount/order'])(
    'sends a signed-out visitor from %s to log in',
    async (path) => {
      const router = visit(path);
      await expectHeading('Welcome back');
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('lets a signed-out visitor open a "Confirm my order" link', async () => {
    fakeApi({
      'GET /orders/cod-confirmation': {
        body: {
          orderNumber: 'LS-7K2QF9M',
          orderTotal: 450,
          itemCount: 1,
          codConfirmedAt: null,
          cancelled: false,
        },
      },
    });
    const router = visit('/confirm-order?token=abc.def.ghi');
    await expectHeading('Confirm your order');
    expect(router.state.location.pathname).toBe('/confirm-order');
    expect(await screen.findByText('LS-7K2QF9M')).toBeTruthy();
  });

  it('lets a signed-out visitor open an unsubscribe link', async () => {
    fakeApi({
      'POST /unsubscribe': {
        body: {
          kind: 'STOCK_ALERT',
          email: 'meera@example.com',
          subscribed: false,
          message: 'You will no longer get back-in-stock alerts at meera@example.com.',
        },
      },
    });
    const router = visit('/unsubscribe?token=abc.def.ghi');
    await expectHeading('Unsubscribed from back-in-stock alerts');
    expect(router.state.location.pathname).toBe('/unsubscribe');
  });

  it('sends a signed-out visitor from the admin area to log in', async () => {
    const router = visit('/admin/product');
    await expectHeading('Welcome back');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a customer from the admin area home', async () => {
    signInAs('CUSTOMER');
    const router = visit('/admin/dashboard');
    await expectHeading(/every little adventure/);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets an admin (any letter case) into /admin, landing on the dashboard', async () => {
    signInAs('Admin');
    const router = visit('/admin');
    await expectHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('lets an admin into the returns screen, named in the sidebar with its open requests', async () => {
    signInAs('ADMIN');
    const statusCounts = {
      ALL: 9,
      REQUESTED: 2,
      APPROVED: 1,
      REJECTED: 1,
      RECEIVED: 1,
      COMPLETED: 3,
      CANCELLED: 1,
    };
    fakeApi({
      'GET /admin/returns': {
        body: {
          data: [],
          pagination: { totalItems: 0, totalPages: 0, currentPage: 1, limit: 10 },
          statusCounts,
        },
      },
    });
    visit('/admin/returns');
    await expectHeading('Returns and Exchanges');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const link = await within(nav).findByRole('link', { name: 'Returns (4 open)' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('lets an admin into the reviews screen, named in the sidebar with its pending reviews', async () => {
    signInAs('ADMIN');
    fakeApi({
      'GET /admin/reviews': {
        body: {
          data: [],
          pagination: { totalItems: 0, totalPages: 0, currentPage: 1, limit: 10 },
          statusCounts: { ALL: 7, PENDING: 2, PUBLISHED: 4, REJECTED: 1 },
        },
      },
    });
    visit('/admin/reviews');
    await expectHeading('Customer reviews');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const link = await within(nav).findByRole('link', { name: 'Reviews (2 pending)' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('lets an admin into the offers screen, named Offers in the sidebar', async () => {
    signInAs('ADMIN');
    fakeApi({
      'GET /admin/coupons': {
        body: {
          data: [],
          pagination: { totalItems: 0, totalPages: 0, currentPage: 1, limit: 20 },
          stateCounts: { ALL: 0, active: 0, scheduled: 0, expired: 0, inactive: 0 },
        },
      },
    });
    visit('/admin/offers');
    await expectHeading('Discount codes');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const link = within(nav).getByRole('link', { name: 'Offers' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('button', { name: 'Create your first code' })).toBeTruthy();
  });

  it('lets an admin into the delivery settings, named Delivery in the sidebar', async () => {
    signInAs('ADMIN');
    fakeApi({
      'GET /admin/delivery-settings': {
        body: { settings: { codMaxOrderValue: null, defaultDeliveryDays: 5, rules: [] } },
      },
    });
    visit('/admin/delivery');
    await expectHeading('Delivery Settings');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const link = within(nav).getByRole('link', { name: 'Delivery' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(
      await screen.findByText('No rules yet: every PIN code is served, with cash on delivery.'),
    ).toBeTruthy();
  });

  it('lets a customer into the cart', async () => {
    signInAs('CUSTOMER');
    visit('/cart');
    await expectHeading('Your Shopping Cart');
  });

  it.each(['/myaccount', '/myaccount/whatever/else'])(
    'redirects %s to the profile',
    async (path) => {
      signInAs('CUSTOMER');
      const router = visit(path);
      await expectHeading('My Profile');
      expect(router.state.location.pathname).toBe('/myaccount/account');
    },
  );

  it.each([
    ['/', /every little adventure/],
    ['/home', /every little adventure/],
    ['/shop', 'Shop All Products'],
    ['/about', /The story of/],
    ['/product/rainbow-romper', 'Product not found.'],
  ])('shows %s', async (path, heading) => {
    visit(path);
    await expectHeading(heading);
  });

  it('shows a real 404 for unknown paths, including unknown admin paths', async () => {
    visit('/no/such/page');
    await expectHeading('We couldn’t find that page');
  });

  it('shows the legal page, or Page Not Found when the API has none', async () => {
    fakeApi({
      'GET /legal-pages/slug/privacy-policy': {
        body: {
          data: {
            id: '1',
            title: 'Privacy Policy',
            slug: 'privacy-policy',
            content: '<p>We keep your data safe.</p>',
            createdAt: '',
            updatedAt: '',
          },
        },
      },
    });
    visit('/page/privacy-policy');
    await expectHeading('Privacy Policy');
    expect(screen.getByText('We keep your data safe.')).toBeTruthy();
  });

  it('shows Page Not Found for a legal page the API does not know', async () => {
    visit('/page/missing');
    await expectHeading('Page Not Found');
    expect(screen.getByText('The content you are looking for could not be found.')).toBeTruthy();
  });
});
