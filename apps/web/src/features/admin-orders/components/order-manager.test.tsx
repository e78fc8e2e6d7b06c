import type { AdminOrderListResponse, Order } from '@shop/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { OrderManager } from './order-manager.tsx';

vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn(), shopToday: () => '2026-03-09' }));

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

describe('admin order list: packing slips of the ticked orders', () => {
  const counts = { ALL: 3, PENDING: 2, SHIPPED: 1, DELIVERED: 0, CANCELED: 0 };
  const threeOrders = page(
    [order('LS-A', 'PENDING'), order('LS-B', 'PENDING'), order('LS-C', 'SHIPPED')],
    counts,
  );
  const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
  const printButton = () => screen.getByRole('button', { name: /^Print packing slips/ });

  it('prints the ticked orders as one PDF, in the order of the list', async () => {
    vi.mocked(saveFile).mockClear();
    const fetchMock = fakeApi({
      'GET /orders/all': threeOrders,
      'GET /admin/orders/packing-slips.pdf': { body: {} },
    });
    const { user } = renderManager();
    await screen.findByRole('checkbox', { name: 'Select order LS-A' });
    expect(printButton().textContent).toBe('Print packing slips (0)');
    expect(printButton()).toHaveProperty('disabled', true);

    await user.click(box('Select order LS-C'));
    await user.click(box('Select order LS-A'));
    expect(printButton().textContent).toBe('Print packing slips (2)');
    await user.click(printButton());

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('packing-slips-2026-03-09.pdf');
    const slips = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((url) => url.pathname === '/api/admin/orders/packing-slips.pdf');
    expect(slips?.searchParams.get('ids')).toBe('id-LS-A,id-LS-C');
  });

  it('ticks all the orders of the page, showing a partial choice as mixed', async () => {
    fakeApi({ 'GET /orders/all': threeOrders });
    const { user } = renderManager();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order LS-B' }));
    const all = box('Select all on this page');
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    expect(['LS-A', 'LS-B', 'LS-C'].map((n) => box(`Select order ${n}`).checked)).toEqual([
      true,
      true,
      true,
    ]);
    expect(all.indeterminate).toBe(false);
    expect(printButton().textContent).toBe('Print packing slips (3)');

    await user.click(all);
    expect(box('Select order LS-A').checked).toBe(false);
    expect(printButton().textContent).toBe('Print packing slips (0)');
  });

  it('leaves cancelled and delivered orders out, and says how many', async () => {
    vi.mocked(saveFile).mockClear();
    const fetchMock = fakeApi({
      'GET /orders/all': page(
        [
          order('LS-A', 'PENDING'),
          order('LS-X', 'CANCELED'),
          order('LS-C', 'SHIPPED'),
          order('LS-D', 'DELIVERED'),
        ],
        { ALL: 4, PENDING: 1, SHIPPED: 1, DELIVERED: 1, CANCELED: 1 },
      ),
      'GET /admin/orders/packing-slips.pdf': { body: {} },
    });
    const { user } = renderManager();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order LS-X' }));
    expect(printButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('1 order left out: cancelled or delivered');

    await user.click(box('Select all on this page'));
    expect(printButton().textContent).toBe('Print packing slips (2)');
    expect(screen.getByRole('status').textContent).toBe(
      '2 orders left out: cancelled or delivered',
    );
    await user.click(printButton());

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const slips = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((url) => url.pathname === '/api/admin/orders/packing-slips.pdf');
    expect(slips?.searchParams.get('ids')).toBe('id-LS-A,id-LS-C');
  });

  it('forgets the ticks on another tab', async () => {
    fakeApi({ 'GET /orders/all': threeOrders });
    const { user } = renderManager();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order LS-A' }));
    expect(printButton().textContent).toBe('Print packing slips (1)');

    await user.click(screen.getByRole('tab', { name: /^PENDING/ }));
    await user.click(screen.getByRole('tab', { name: /^ALL/ }));

    await waitFor(() => expect(printButton().textContent).toBe('Print packing slips (0)'));
    expect(box('Select order LS-A').checked).toBe(false);
  });

  it("toasts the server's message when the slips cannot be drawn", async () => {
    fakeApi({
      'GET /orders/all': threeOrders,
      'GET /admin/orders/packing-slips.pdf': {
        status: 404,
        body: { message: 'Order LS-A was not found.', code: 'NOT_FOUND' },
      },
    });
    const router = createMemoryRouter([{ path: '/admin/order', element: <OrderManager /> }], {
      initialEntries: ['/admin/order'],
    });
    renderWithQueryClient(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order LS-A' }));
    await user.click(printButton());

    expect(await screen.findByText('Order LS-A was not found.')).toBeTruthy();
  });
});
