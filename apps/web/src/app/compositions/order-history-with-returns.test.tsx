import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem, makeUpiOrder } from '../../test/order-fixtures.ts';
import {
  makeReturnRequest,
  makeReturnRequestItem,
  makeRomperProduct,
} from '../../test/return-fixtures.ts';
import { renderOnServer } from '../../test/render-on-server.tsx';
import { fakeApi, renderWithQueryClient, sentBody } from '../../test/render-with-providers.tsx';
import { sendSizeExchange } from '../../test/return-form-steps.ts';
import { OrderHistoryWithReturns } from './order-history-with-returns.tsx';

const line = 'a1b2c3d4-0000-4000-8000-000000000001';
const newSize = 'b1b2c3d4-0000-4000-8000-000000000018';

const delivered = makeOrder({
  id: 'o-1',
  orderNumber: 'LS-DELI001',
  deliveryStatus: 'DELIVERED',
  paymentStatus: 'PAID',
  deliveredOn: '2026-11-21T10:00:00.000Z',
  returnableUntil: '2026-11-28T18:29:59.000Z',
  items: [makeOrderItem({ id: line, quantity: 1 })],
});
const pending = makeOrder({ id: 'o-2', orderNumber: 'LS-PEND002' });

const romper = makeRomperProduct([{ id: newSize, size: '12-18M', stock: 3 }]);

const created = makeReturnRequest({
  id: 'r-1',
  orderId: 'o-1',
  orderNumber: 'LS-DELI001',
  requestNumber: 'RT-EXCH001',
  type: 'EXCHANGE',
  refundUpiId: null,
  items: [
    makeReturnRequestItem({
      orderItemId: line,
      exchangeVariantId: newSize,
      exchangeSize: '12-18M',
    }),
  ],
});

const card = (orderNumber: string) =>
  screen
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { name: orderNumber }))!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My Orders with returns', () => {
  it('sends an exchange, then shows its status under the order and in the Returns tab', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-24T12:00:00.000Z'));
    const api = fakeApi({
      'GET /orders/my-orders': { body: { orders: [delivered, pending] } },
      'GET /returns/mine': [{ body: { data: [] } }, { body: { data: [created] } }],
      'GET /products/p-1': { body: { data: romper } },
      'POST /orders/o-1/returns': { status: 201, body: { returnRequest: created } },
    });
    const router = createMemoryRouter(
      [{ path: '/myaccount/order', element: <OrderHistoryWithReturns /> }],
      { initialEntries: ['/myaccount/order'] },
    );
    renderWithQueryClient(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();

    await screen.findAllByText('LS-DELI001');
    expect(await screen.findByRole('tab', { name: 'Returns (0)' })).toBeTruthy();
    expect(
      within(card('LS-PEND002')).queryByRole('button', { name: /Return or exchange/ }),
    ).toBeNull();
    const row = card('LS-DELI001');
    expect(within(row).getByText('Returns and exchanges open until 28 November 2026')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: /Return or exchange/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Return or exchange' });
    await sendSizeExchange(user, dialog, newSize);

    expect(
      await within(card('LS-DELI001')).findByText('Exchange requested · RT-EXCH001'),
    ).toBeTruthy();
    expect(sentBody(api, 'POST /orders/o-1/returns')).toEqual({
      type: 'EXCHANGE',
      items: [
        { orderItemId: line, quantity: 1, reason: 'SIZE_TOO_SMALL', exchangeVariantId: newSize },
      ],
    });
    // Both lists were asked again: the orders and the requests.
    const asked = (key: string) =>
      api.mock.calls.filter(
        ([input, init]) => init?.method === 'GET' && String(input).endsWith(key),
      ).length;
    expect(asked('/orders/my-orders')).toBeGreaterThanOrEqual(2);
    expect(asked('/returns/mine')).toBe(2);

    await user.click(screen.getByRole('tab', { name: 'Returns (1)' }));
    expect(screen.getByRole('article', { name: /Exchange RT-EXCH001/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=returns');
  });

  it('renders on the server, saying nothing time-bound until the browser takes over', () => {
    const page = renderOnServer(<OrderHistoryWithReturns />, {
      path: '/myaccount/order',
      cached: [
        [['orders', 'mine'], [delivered]],
        [['returns', 'mine'], [created]],
      ],
    });
    expect(page.textContent).toContain('Exchange requested · RT-EXCH001');
    expect(page.textContent).not.toContain('open until');
    expect(page.textContent).not.toContain('window closed');
  });
});

describe('My Orders with UPI payments', () => {
  it('says where each UPI payment stands, with "Pay now" while it waits', async () => {
    const awaiting = makeUpiOrder({}, { id: 'o-5', orderNumber: 'LS-UPIA005' });
    const verifying = makeUpiOrder(
      { status: 'VERIFYING', utr: '412345678901', upiUri: null },
      { id: 'o-6', orderNumber: 'LS-UPIV006' },
    );
    fakeApi({
      'GET /orders/my-orders': { body: { orders: [awaiting, verifying, pending] } },
      'GET /returns/mine': { body: { data: [] } },
    });
    const router = createMemoryRouter(
      [{ path: '/myaccount/order', element: <OrderHistoryWithReturns /> }],
      { initialEntries: ['/myaccount/order'] },
    );
    renderWithQueryClient(<RouterProvider router={router} />);

    await screen.findAllByText('LS-UPIA005');
    const waiting = card('LS-UPIA005');
    expect(within(waiting).getByText('Awaiting payment')).toBeTruthy();
    expect(
      within(waiting)
        .getByRole('link', { name: /^Pay now/ })
        .getAttribute('href'),
    ).toBe('/myaccount/order/o-5/pay');

    const checking = card('LS-UPIV006');
    expect(within(checking).getByText('Being verified')).toBeTruthy();
    expect(within(checking).queryByRole('link', { name: /Pay now/ })).toBeNull();
    // A cash-on-delivery order shows no UPI payment line.
    expect(within(card('LS-PEND002')).queryByText(/Payment: UPI/)).toBeNull();
  });
});
