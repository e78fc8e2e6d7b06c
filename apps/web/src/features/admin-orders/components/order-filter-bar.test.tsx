import type { AdminOrderListResponse, Order } from '@shop/contracts/orders';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/order-fixtures.ts';
import { renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { OrderManager } from './order-manager.tsx';

const counts = { ALL: 3, PENDING: 2, SHIPPED: 1, DELIVERED: 0, CANCELED: 0 };

function listAnswer(statusCounts = counts): AdminOrderListResponse {
  const order: Order = makeOrder({ id: 'id-1', orderNumber: 'LS-MEERA01', items: [] });
  return {
    orders: [order],
    pagination: { totalItems: 1, totalPages: 1, currentPage: 1, limit: 10 },
    statusCounts,
  };
}

type Answer = { status?: number; body: string; type: string };

/** fetch answering the list with JSON and the export with `exportAnswer`; returns the mock. */
function fakeShop(exportAnswer: Answer = { body: '\uFEFFOrder number\r\n', type: 'text/csv' }) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer: Answer =
      url.pathname === '/api/admin/orders/export.csv'
        ? exportAnswer
        : { body: JSON.stringify(listAnswer()), type: 'application/json' };
    return new Response(answer.body, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.type },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof fakeShop>, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === path);

function renderManager(entry = '/admin/order') {
  const router = createMemoryRouter([{ path: '/admin/order', element: <OrderManager /> }], {
    initialEntries: [entry],
  });
  renderWithQueryClient(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.setItem('authToken', 'admin-token');
  toast.dismiss();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('admin order search and dates', () => {
  it('searches once typing pauses, keeps the search in the URL and on another tab', async () => {
    const fetchMock = fakeShop();
    const { router, user } = renderManager();
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(box.getAttribute('placeholder')).toBe('Order number, name, email or phone');

    await user.type(box, '98450 12345');
    await waitFor(() => expect(router.state.location.search).toBe('?q=98450+12345'));
    await waitFor(() =>
      expect(requested(fetchMock, '/api/orders/all').at(-1)!.url.searchParams.get('q')).toBe(
        '98450 12345',
      ),
    );
    // One request for the settled text, not one per key.
    const searched = requested(fetchMock, '/api/orders/all').filter(({ url }) =>
      url.searchParams.has('q'),
    );
    expect(searched).toHaveLength(1);

    const tabs = screen.getByRole('tablist', { name: 'Orders by delivery status' });
    expect(within(tabs).getByRole('tab', { name: 'PENDING (2)' })).toBeTruthy();
    await user.click(within(tabs).getByRole('tab', { name: /^SHIPPED/ }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('98450 12345');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('SHIPPED');
  });

  it('filters by the From and To dates, back to page 1, and shows the search from the URL', async () => {
    const fetchMock = fakeShop();
    const { router, user } = renderManager('/admin/order?q=meera&page=2');
    expect(
      (await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search orders' })).value,
    ).toBe('meera');

    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-05');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'meera',
        from: '2026-03-01',
        to: '2026-03-05',
      }),
    );
    await waitFor(() => {
      const last = requested(fetchMock, '/api/orders/all').at(-1)!.url.searchParams;
      expect([last.get('from'), last.get('to'), last.get('page')]).toEqual([
        '2026-03-01',
        '2026-03-05',
        '1',
      ]);
    });
  });

  it('filters by payment with the contract labels, kept in the URL, back to page 1', async () => {
    const fetchMock = fakeShop();
    const { router, user } = renderManager('/admin/order?page=2');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Payment' });
    expect(Array.from(select.options, (option) => option.textContent)).toEqual([
      'Any payment',
      'Awaiting payment',
      'Being verified',
      'Paid',
      'Failed',
      'COD not confirmed',
    ]);

    await user.selectOptions(select, 'Being verified');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        payment: 'VERIFYING',
      }),
    );
    await waitFor(() => {
      const last = requested(fetchMock, '/api/orders/all').at(-1)!.url.searchParams;
      expect([last.get('payment'), last.get('page')]).toEqual(['VERIFYING', '1']);
    });

    await user.selectOptions(select, 'Any payment');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so instead of asking when the start is after the end', async () => {
    const fetchMock = fakeShop();
    renderManager('/admin/order?from=2026-03-06&to=2026-03-05');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date must not be after the end date.',
    );
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Export CSV/ }).disabled).toBe(
      true,
    );
    expect(requested(fetchMock, '/api/orders/all')).toHaveLength(0);
  });
});

describe('admin order export', () => {
  it('downloads every matching order as a CSV file with the admin token', async () => {
    let finish!: () => void;
    const answered = new Promise<void>((resolve) => (finish = resolve));
    const fetchMock = fakeShop();
    const saved: Blob[] = [];
    // jsdom has no object URLs.
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:orders';
    };
    URL.revokeObjectURL = () => {};
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderManager('/admin/order?status=PENDING&q=meera&from=2026-03-01&page=3');
    await screen.findByRole('tab', { name: 'ALL (3)' });
    fetchMock.mockClear();
    fetchMock.mockImplementationOnce(async () => {
      await answered;
      return new Response('\uFEFFOrder number,Date\r\nLS-1,2026-03-05 23:30\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    });

    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());

    await screen.findByText('Orders exported');
    const [call] = requested(fetchMock, '/api/admin/orders/export.csv');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      status: 'PENDING',
      q: 'meera',
      from: '2026-03-01',
    });
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer admin-token');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Order number,Date\r\nLS-1,2026-03-05 23:30\r\n');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
  });

  it("toasts the server's message when the export fails", async () => {
    fakeShop({
      status: 403,
      body: JSON.stringify({ message: 'Admins only.', code: 'FORBIDDEN' }),
      type: 'application/json',
    });
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Admins only.')).toBeTruthy();
  });
});
