import type { AdminOrderListResponse, Order } from '@shop/contracts/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { OrderManager } from './order-manager.tsx';

const order = (orderNumber: string, deliveryStatus: Order['deliveryStatus']): Order =>
  makeOrder({
    id: `id-${orderNumber}`,
    orderNumber,
    deliveryStatus,
    orderTotal: 499,
    subtotal: 499,
    items: [],
  });

const page = (
  orders: Order[],
  statusCounts: AdminOrderListResponse['statusCounts'],
): { body: AdminOrderListResponse } => ({
  body: {
    orders,
    pagination: { totalItems: orders.length, totalPages: 1, currentPage: 1, limit: 10 },
    statusCounts,
  },
});

function renderManager() {
  const router = createMemoryRouter([{ path: '/admin/order', element: <OrderManager /> }], {
    initialEntries: ['/admin/order'],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin order tabs', () => {
  it("show the server's count of every status, and keep them fresh on another tab", async () => {
    const fetchMock = fakeApi({
      'GET /orders/all': [
        page([order('LS-A', 'PENDING'), order('LS-B', 'SHIPPED')], {
          ALL: 12,
          PENDING: 5,
          SHIPPED: 4,
          DELIVERED: 2,
          CANCELED: 1,
        }),
        page([order('LS-B', 'SHIPPED'), order('LS-C', 'SHIPPED')], {
          ALL: 13,
          PENDING: 6,
          SHIPPED: 4,
          DELIVERED: 2,
          CANCELED: 1,
        }),
      ],
    });
    const { user, router } = renderManager();

    const tabs = screen.getByRole('tablist', { name: 'Orders by delivery status' });
    expect(await within(tabs).findByRole('tab', { name: 'ALL (12)' })).toBeTruthy();
    for (const name of ['PENDING (5)', 'SHIPPED (4)', 'DELIVERED (2)', 'CANCELED (1)']) {
      expect(within(tabs).getByRole('tab', { name })).toBeTruthy();
    }

    await user.click(within(tabs).getByRole('tab', { name: /^SHIPPED/ }));
    expect(await within(tabs).findByRole('tab', { name: 'PENDING (6)' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'SHIPPED (4)', selected: true })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=SHIPPED');
    // The counts come with the page itself: one request per tab, never one per count.
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    expect(urls.map((url) => url.searchParams.get('status'))).toEqual([null, 'SHIPPED']);
  });
});
