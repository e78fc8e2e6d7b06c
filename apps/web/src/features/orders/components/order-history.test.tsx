import type { Messages } from '@lingui/core';
import { expectNoEnglish, plainEnglishTexts } from '../../../test/english-left.ts';
import { ordersKey } from '../../../lib/query-keys.ts';
import { hindi } from '../../../test/hindi.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import type { Order } from '@shop/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { makeUpiOrder } from '../../../test/order-fixtures.ts';
import { upiIdMessage } from '@shop/contracts/payments';
import { saveFile } from '../../../lib/save-file.ts';
import { OrderHistory } from './order-history.tsx';

/** This feature's English texts (those without values): none may show on a Hindi page. */
const englishTexts = plainEnglishTexts(
  import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' }),
);

vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));

function makeOrder(overrides: Partial<Order> & Pick<Order, 'id' | 'orderNumber'>): Order {
  return {
    createdAt: '2026-03-05T10:00:00.000Z',
    orderDate: '2026-03-05T10:00:00.000Z',
    orderTotal: 1098,
    subtotal: 1298,
    discountTotal: 200,
    shippingTotal: 0,
    coupon: null,
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    payment: {
      method: 'COD',
      status: 'PENDING',
      utr: null,
      paidAt: null,
      expiresAt: null,
      upiUri: null,
    },
    codConfirmedAt: null,
    returnToOriginReason: null,
    refund: null,
    deliveryStatus: 'PENDING',
    address: {
      fullName: 'Meera Iyer',
      phone: null,
      addressLine1: '12 Lotus Lane',
      addressLine2: null,
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
    },
    user: { id: 'u-1', firstName: 'Meera', lastName: 'K', email: 'meera@example.in' },
    items: [
      {
        id: `${overrides.id}-1`,
        quantity: 2,
        priceAtPurchase: 349,
        product: {
          id: 'p-1',
          name: 'Organic Cotton Romper',
          slug: 'organic-cotton-romper',
          images: [{ url: '/media/romper-thumb.webp' }],
          variant: { id: 'v-1', size: '6-12M', color: 'Sage' },
        },
        hsnCode: '6111',
        gstRatePercent: 5,
        couponDiscount: 0,
      },
      {
        id: `${overrides.id}-2`,
        quantity: 1,
        priceAtPurchase: 400,
        product: {
          id: 'p-2',
          name: 'Muslin Swaddle',
          slug: 'muslin-swaddle',
          images: [{ url: '/media/swaddle-thumb.webp' }],
          variant: { id: 'v-2', size: 'Free Size', color: 'Peach' },
        },
        hsnCode: '6111',
        gstRatePercent: 5,
        couponDiscount: 0,
      },
    ],
    expectedDeliveryDate: '2026-03-10',
    deliveredOn: null,
    shipment: null,
    statusHistory: [{ status: 'PENDING', at: '2026-03-05T10:00:00.000Z' }],
    returnableUntil: null,
    replacementFor: null,
    invoiceNumber: null,
    invoiceDate: null,
    ...overrides,
  };
}

const pending = makeOrder({ id: 'o-1', orderNumber: 'LS-PEND001' });
const shipped = makeOrder({ id: 'o-2', orderNumber: 'LS-SHIP002', deliveryStatus: 'SHIPPED' });
const delivered = makeOrder({
  id: 'o-3',
  orderNumber: 'LS-DELI003',
  deliveryStatus: 'DELIVERED',
  deliveredOn: '2026-03-08T09:00:00.000Z',
  items: pending.items.slice(0, 1),
});

function renderHistory(path = '/myaccount/order') {
  const router = createMemoryRouter([{ path: '/myaccount/order', element: <OrderHistory /> }], {
    initialEntries: [path],
  });
  renderWithQueryClient(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, user: userEvent.setup() };
}

/** jsdom applies no CSS, so both the table and the cards are present: use the cards. */
const cards = () => screen.getAllByRole('article');
const card = (orderNumber: string) =>
  cards().find((article) => within(article).queryByRole('heading', { name: orderNumber }))!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Sonner keeps its toasts between tests: the same message again must be this test's own.
  toast.dismiss();
});

describe('order history', () => {
  it('shows the total and every tab with its count', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [pending, shipped, delivered] } } });
    renderHistory();

    expect(await screen.findByText('Total: 3 orders')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeTruthy();
    expect(screen.getByText('Track and manage your orders')).toBeTruthy();
    for (const name of [
      'All (3)',
      'Pending (1)',
      'Shipped (1)',
      'Delivered (1)',
      'Cancelled (0)',
    ]) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(cards()).toHaveLength(3);
  });

  it('shows each order with its number, +N thumbnail, items, total and delivery', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [pending, delivered] } } });
    renderHistory();

    const first = card(await waitForCard('LS-PEND001'));
    expect(within(first).getByText('Pending')).toBeTruthy();
    expect(within(first).getByText('+1')).toBeTruthy();
    expect(within(first).getByText(/3 items/)).toBeTruthy();
    expect(within(first).getByText('₹1,098.00')).toBeTruthy();
    expect(within(first).getByText('Expected')).toBeTruthy();
    expect(within(first).getByText('10 Mar 2026')).toBeTruthy();

    const second = card('LS-DELI003');
    expect(within(second).queryByText(/^\+/)).toBeNull();
    expect(within(second).getByText('08 Mar 2026')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: /Cancel Order/ })).toBeNull();
  });

  it('filters by tab and says when a tab is empty', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [pending, shipped] } } });
    const { user, router } = renderHistory();

    await user.click(await screen.findByRole('tab', { name: /Shipped/ }));
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'LS-SHIP002',
    ]);
    expect(router.state.location.search).toBe('?status=shipped');

    await user.click(screen.getByRole('tab', { name: /Cancelled/ }));
    expect(screen.getByText('No orders found for "Cancelled" status.')).toBeTruthy();
  });

  it('opens on the tab named in the address', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [pending, shipped] } } });
    renderHistory('/myaccount/order?status=pending');

    expect(await screen.findByRole('tab', { name: /Pending/, selected: true })).toBeTruthy();
    expect(cards()).toHaveLength(1);
  });

  it('expands an order to show its items and total amount', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [pending] } } });
    const { user } = renderHistory();

    const toggle = within(card(await waitForCard('LS-PEND001'))).getByRole('button', {
      name: /Details/,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('Organic Cotton Romper')).toBeTruthy();
    expect(within(details).getByText(/Size 6-12M/)).toBeTruthy();
    expect(within(details).getByText('Qty 2 × ₹349.00')).toBeTruthy();
    expect(within(details).getByText('₹698.00')).toBeTruthy();
    expect(within(details).getByText('Total amount')).toBeTruthy();
    expect(within(details).getByText('₹1,098.00')).toBeTruthy();
    // Who receives it, above the lines; an older order without a mobile shows none.
    const shippedTo = details.querySelector('address');
    expect(shippedTo?.textContent).toBe('Meera Iyer12 Lotus LanePune, Maharashtra 411001');
  });

  it('shows the code an order used, with what it took off, in the list and the details', async () => {
    const withCode = makeOrder({
      id: 'o-4',
      orderNumber: 'LS-CODE004',
      orderTotal: 948,
      discountTotal: 350,
      coupon: { code: 'DIWALI15', discount: 150 },
    });
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [withCode, pending] } } });
    const { user } = renderHistory();

    const listed = card(await waitForCard('LS-CODE004'));
    expect(within(listed).getByText('Coupon (DIWALI15)').nextElementSibling?.textContent).toBe(
      '−₹150.00',
    );
    // The table shows it under the total.
    expect(screen.getByText('Coupon (DIWALI15) −₹150.00')).toBeTruthy();
    expect(within(card('LS-PEND001')).queryByText(/Coupon/)).toBeNull();

    const toggle = within(listed).getByRole('button', { name: /Details/ });
    await user.click(toggle);
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('Coupon (DIWALI15)').nextElementSibling?.textContent).toBe(
      '−₹150.00',
    );
    expect(within(details).getByText('₹948.00')).toBeTruthy();
  });

  it('cancels a pending order after the confirmation, then reloads the list', async () => {
    const api = fakeApi({
      'GET /orders/my-orders': [
        { body: { orders: [pending, shipped] } },
        { body: { orders: [{ ...pending, deliveryStatus: 'CANCELED' }, shipped] } },
      ],
      'PUT /orders/o-1/cancel': { body: { order: { ...pending, deliveryStatus: 'CANCELED' } } },
    });
    const { user } = renderHistory();

    await user.click(
      within(card(await waitForCard('LS-PEND001'))).getByRole('button', { name: /Cancel Order/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to cancel this order? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(within(card('LS-PEND001')).getByRole('button', { name: /Cancel Order/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));

    expect(await screen.findByText('Order cancelled successfully!')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Cancelled (1)' })).toBeTruthy();
    expect(within(card('LS-PEND001')).queryByRole('button', { name: /Cancel Order/ })).toBeNull();
    // Focus lands on the active tab rather than on <body> when the Cancel button goes away.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('tab', { selected: true })),
    );
  });

  it('toasts the failure when the cancel call fails', async () => {
    fakeApi({
      'GET /orders/my-orders': { body: { orders: [pending] } },
      'PUT /orders/o-1/cancel': {
        status: 409,
        body: { message: 'Only pending orders can be cancelled.', code: 'CONFLICT' },
      },
    });
    const { user } = renderHistory();

    await user.click(
      within(card(await waitForCard('LS-PEND001'))).getByRole('button', { name: /Cancel Order/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));

    expect(await screen.findByText('Failed to cancel order.')).toBeTruthy();
  });

  it('shows the courier, the tracking number and the status timeline with Indian dates', async () => {
    const onTheWay = makeOrder({
      id: 'o-4',
      orderNumber: 'LS-SHIP004',
      deliveryStatus: 'SHIPPED',
      shipment: {
        courier: 'Delhivery',
        trackingNumber: 'DLV123456789',
        shippedOn: '2026-03-06T09:00:00.000Z',
      },
      statusHistory: [
        { status: 'PENDING', at: '2026-03-05T10:00:00.000Z' },
        { status: 'SHIPPED', at: '2026-03-06T09:00:00.000Z' },
      ],
    });
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [onTheWay] } } });
    const { user } = renderHistory();

    const row = card(await waitForCard('LS-SHIP004'));
    expect(within(row).getByText('Delhivery')).toBeTruthy();
    expect(within(row).getByText('DLV123456789')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: /Details/ }));
    const timeline = within(row).getByRole('list', { name: 'Status history of order LS-SHIP004' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order placed5 Mar 2026, 3:30 pm',
      'Shipped6 Mar 2026, 2:30 pm',
    ]);
    expect(within(row).getByText(/Payment pending/)).toBeTruthy();
  });

  it('shows a cancelled order as Not collected, never as Payment pending', async () => {
    const cancelledOrder = makeOrder({
      id: 'o-5',
      orderNumber: 'LS-CANC005',
      deliveryStatus: 'CANCELED',
      paymentStatus: 'PENDING',
      statusHistory: [
        { status: 'PENDING', at: '2026-03-05T10:00:00.000Z' },
        { status: 'CANCELED', at: '2026-03-05T12:00:00.000Z' },
      ],
    });
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [cancelledOrder] } } });
    const { user } = renderHistory();

    const row = card(await waitForCard('LS-CANC005'));
    await user.click(within(row).getByRole('button', { name: /Details/ }));
    expect(within(row).getByText(/Not collected/)).toBeTruthy();
    expect(within(row).queryByText(/Payment pending/)).toBeNull();
    const timeline = within(row).getByRole('list', { name: /Status history/ });
    expect(within(timeline).getAllByRole('listitem').at(-1)?.textContent).toBe(
      'Cancelled5 Mar 2026, 5:30 pm',
    );
  });

  it("says an exchange's replacement order replaces a request and costs nothing", async () => {
    const replacement = makeOrder({
      id: 'o-6',
      orderNumber: 'LS-REPL006',
      orderTotal: 0,
      subtotal: 0,
      discountTotal: 0,
      replacementFor: { returnRequestId: 'r-1', requestNumber: 'RT-AB12CD3' },
    });
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [replacement] } } });
    const { user } = renderHistory();

    const row = card(await waitForCard('LS-REPL006'));
    expect(
      within(row).getByText('Replacement for request RT-AB12CD3 · nothing to pay'),
    ).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /Details/ }));
    expect(within(row).getByText(/Nothing to pay/)).toBeTruthy();
    expect(within(row).queryByText(/Payment pending/)).toBeNull();
    expect(within(row).queryByText(/Cash on Delivery/)).toBeNull();
    // Pending, yet not the shopper's to cancel: the exchange's units are held for it.
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Cancel Order/ })).toBeNull();
  });

  it('shows extra tabs and what another feature adds under each order', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [pending, delivered] } } });
    const router = createMemoryRouter(
      [
        {
          path: '/myaccount/order',
          element: (
            <OrderHistory
              renderOrderExtras={(order) =>
                order.deliveryStatus === 'DELIVERED' ? <p>Extra for {order.orderNumber}</p> : null
              }
              extraTabs={[{ value: 'RETURNS', label: 'Returns', count: 2, panel: <p>Requests</p> }]}
            />
          ),
        },
      ],
      { initialEntries: ['/myaccount/order?status=returns'] },
    );
    renderWithQueryClient(<RouterProvider router={router} />);

    expect(await screen.findByRole('tab', { name: 'Returns (2)', selected: true })).toBeTruthy();
    expect(screen.getByText('Requests')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: /^All/ }));
    expect(within(card('LS-DELI003')).getByText('Extra for LS-DELI003')).toBeTruthy();
    expect(within(card('LS-PEND001')).queryByText(/Extra for/)).toBeNull();
  });

  it('shows the empty state when there are no orders', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [] } } });
    renderHistory();

    expect(await screen.findByRole('heading', { name: 'No Orders Yet' })).toBeTruthy();
    expect(
      screen.getByText('Your order history will appear here once you make your first purchase.'),
    ).toBeTruthy();
    expect(screen.getByText('Total: 0 orders')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('fails silently, logging only, when the list cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /orders/my-orders': { status: 500, body: { message: 'Boom', code: 'INTERNAL' } },
    });
    renderHistory();

    expect(await screen.findByRole('heading', { name: 'No Orders Yet' })).toBeTruthy();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('Boom')).toBeNull();
  });
});

describe('order history: the tax invoice', () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());
  const invoiced = {
    ...delivered,
    invoiceNumber: 'LS/26-27/000123',
    invoiceDate: '2026-03-08T09:00:00.000Z',
  };

  it('downloads the invoice of a delivered order, named after its number', async () => {
    const fetchMock = fakeApi({
      'GET /orders/my-orders': { body: { orders: [pending, invoiced] } },
      'GET /orders/o-3/invoice.pdf': { body: {} },
    });
    const { user } = renderHistory();
    const order = card(await waitForCard('LS-DELI003'));
    expect(within(order).getByText(/^Invoice/).textContent).toBe('Invoice LS/26-27/000123');
    expect(
      within(card('LS-PEND001')).queryByRole('button', { name: /Download invoice/ }),
    ).toBeNull();

    await user.click(within(order).getByRole('button', { name: /Download invoice/ }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('invoice-LS-26-27-000123.pdf');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/orders/o-3/invoice.pdf');
  });

  it("toasts the server's message when the invoice cannot be had", async () => {
    fakeApi({
      'GET /orders/my-orders': { body: { orders: [invoiced] } },
      'GET /orders/o-3/invoice.pdf': {
        status: 409,
        body: { message: 'The invoice is not ready yet.', code: 'CONFLICT' },
      },
    });
    const { user } = renderHistory();

    await user.click(
      within(card(await waitForCard('LS-DELI003'))).getByRole('button', {
        name: /Download invoice/,
      }),
    );

    expect(await screen.findByText('The invoice is not ready yet.')).toBeTruthy();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('shows no invoice before the order has one', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [delivered] } } });
    renderHistory();
    const order = card(await waitForCard('LS-DELI003'));
    expect(within(order).queryByText(/^Invoice/)).toBeNull();
    expect(within(order).queryByRole('button', { name: /Download invoice/ })).toBeNull();
  });
});

async function waitForCard(orderNumber: string): Promise<string> {
  await screen.findAllByText(orderNumber);
  return orderNumber;
}

describe('order history: cancelling a paid UPI order', () => {
  const paid = makeUpiOrder(
    { status: 'PAID', utr: '412345678901', upiUri: null, expiresAt: null },
    { id: 'o-7', orderNumber: 'LS-UPIP007' },
  );

  it('asks for the UPI ID the refund goes to, and sends it', async () => {
    const api = fakeApi({
      'GET /orders/my-orders': { body: { orders: [paid] } },
      'PUT /orders/o-7/cancel': { body: { order: { ...paid, deliveryStatus: 'CANCELED' } } },
    });
    const { user } = renderHistory();
    await user.click(
      within(card(await waitForCard('LS-UPIP007'))).getByRole('button', { name: /Cancel Order/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/You paid for this order by UPI/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));
    expect(await within(dialog).findByText(upiIdMessage)).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByLabelText(/UPI ID for the refund/), 'meera@okicici');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Order cancelled successfully!')).toBeTruthy();
    expect(sentBody(api, 'PUT /orders/o-7/cancel')).toEqual({ refundUpiId: 'meera@okicici' });
  });

  it("shows the server's refusal under the field and keeps the dialog open", async () => {
    fakeApi({
      'GET /orders/my-orders': { body: { orders: [paid] } },
      'PUT /orders/o-7/cancel': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This order has shipped and cannot be cancelled.' },
      },
    });
    const { user } = renderHistory();
    await user.click(
      within(card(await waitForCard('LS-UPIP007'))).getByRole('button', { name: /Cancel Order/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    const field = within(dialog).getByLabelText(/UPI ID for the refund/);
    await user.type(field, 'meera@okicici');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));
    const refusal = await within(dialog).findByText(
      'This order has shipped and cannot be cancelled.',
    );
    expect(field.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('asks nothing more for an unpaid order: no body goes with the cancel', async () => {
    const awaiting = makeUpiOrder({}, { id: 'o-8', orderNumber: 'LS-UPIA008' });
    const api = fakeApi({
      'GET /orders/my-orders': { body: { orders: [awaiting] } },
      'PUT /orders/o-8/cancel': { body: { order: { ...awaiting, deliveryStatus: 'CANCELED' } } },
    });
    const { user } = renderHistory();
    await user.click(
      within(card(await waitForCard('LS-UPIA008'))).getByRole('button', { name: /Cancel Order/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByLabelText(/UPI ID for the refund/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Order cancelled successfully!')).toBeTruthy();
    expect(sentBody(api, 'PUT /orders/o-8/cancel')).toEqual({});
  });
});

describe('the order history in Hindi', () => {
  it('speaks Hindi on a Hindi page: tabs, statuses, columns and actions', () => {
    const html = renderOnServer(<OrderHistory />, {
      path: '/myaccount/order',
      cached: [
        [
          [...ordersKey, 'mine'],
          [pending, shipped, delivered],
        ],
      ],
      i18n: hindi(),
    });
    const text = html.textContent ?? '';
    expect(html.querySelector('h1')?.textContent).toBe('मेरे ऑर्डर');
    expect(text).toContain('कुल: 3 ऑर्डर');
    expect([...html.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('सभी'), expect.stringContaining('बाकी')]),
    );
    expect(text).toContain('डिलीवर हो गया');
    expect(text).toContain('ऑर्डर की तारीख़');
    expect(text).toContain('ऑर्डर रद्द करें');
    expectNoEnglish(text, englishTexts);
  });
});
