import type { Order } from '@shop/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';

vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn(), shopToday: () => '2026-03-09' }));

const shipped = makeOrder({
  deliveryStatus: 'SHIPPED',
  shipment: { courier: 'Blue Dart', trackingNumber: 'BD778899', shippedOn: '2026-03-06T09:00:00Z' },
  statusHistory: [
    { status: 'PENDING', at: '2026-03-05T10:00:00.000Z' },
    { status: 'SHIPPED', at: '2026-03-06T09:00:00.000Z' },
  ],
});

function renderDetails(order: Order) {
  renderWithQueryClient(<OrderDetailsDialog order={order} onClose={() => {}} />);
  return { dialog: screen.getByRole('dialog'), user: userEvent.setup() };
}

beforeEach(() => {
  vi.stubEnv('TZ', 'Asia/Kolkata');
  vi.mocked(saveFile).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('OrderDetailsDialog', () => {
  it('shows the shipment and every status the order has had, oldest first', () => {
    fakeApi({});
    const { dialog } = renderDetails(shipped);
    const shipment = within(dialog).getByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('Blue Dart')).toBeTruthy();
    expect(within(shipment).getByText('BD778899')).toBeTruthy();
    expect(within(shipment).getByText('06 Mar 2026')).toBeTruthy();
    const history = within(dialog).getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PENDING · 05 Mar 2026, 15:30', 'SHIPPED · 06 Mar 2026, 14:30']);
    expect(within(dialog).queryByText(/Replacement for/)).toBeNull();
  });

  it('shows the code an order used and what it took off, apart from the products’ discounts', () => {
    fakeApi({});
    const { dialog } = renderDetails(
      makeOrder({
        subtotal: 1398,
        // ₹200 off the products' prices, and ₹149.70 by the code.
        discountTotal: 349.7,
        orderTotal: 1048.3,
        coupon: { code: 'DIWALI15', discount: 149.7 },
        items: [
          makeOrderItem({ couponDiscount: 149.7 }),
          makeOrderItem({ id: 'i-2', product: { ...makeOrderItem().product, name: 'Socks' } }),
        ],
      }),
    );
    const totals = within(dialog).getByRole('region', { name: 'Totals' });
    const rows = Array.from(totals.querySelectorAll('dl > div'), (row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Subtotal', '₹1,398.00'],
      ['Discount', '−₹200.00'],
      ['Coupon (DIWALI15)', '−₹149.70'],
      ['Shipping', 'Free'],
      ['Total', '₹1,048.30'],
    ]);
    // The line the code applied to says its share; the other says nothing more.
    const items = within(within(dialog).getByRole('region', { name: /^Items/ })).getAllByRole(
      'listitem',
    );
    expect(within(items[0]!).getByText('DIWALI15: −₹149.70')).toBeTruthy();
    expect(within(items[1]!).queryByText(/DIWALI15/)).toBeNull();
  });

  it('says why a cancelled order came back unsold, and whether a COD order was confirmed', () => {
    const { dialog } = renderDetails(
      makeOrder({ deliveryStatus: 'CANCELED', returnToOriginReason: 'ADDRESS_NOT_FOUND' }),
    );
    expect(dialog.textContent).toContain('Came back unsold: Address not found');
    expect(dialog.textContent).toContain('Not confirmed');
  });

  it('shows no coupon line when the order used no code', () => {
    fakeApi({});
    const { dialog } = renderDetails(makeOrder({ discountTotal: 100, orderTotal: 898 }));
    const totals = within(dialog).getByRole('region', { name: 'Totals' });
    expect(within(totals).queryByText(/^Coupon/)).toBeNull();
    expect(within(totals).getByText('−₹100.00')).toBeTruthy();
  });

  it('ships to the recipient and mobile on the order, who may not be the customer', () => {
    fakeApi({});
    const { dialog } = renderDetails(
      makeOrder({ address: { ...makeOrder().address, fullName: 'Lakshmi Iyer' } }),
    );
    const delivery = within(dialog).getByRole('region', { name: 'Customer and delivery' });
    expect(within(delivery).getByText('Meera Iyer')).toBeTruthy();
    expect(delivery.querySelector('address')?.textContent).toBe(
      'Lakshmi IyerPhone: 98450 123457 Lake View RoadPune, Maharashtra 411001',
    );
  });

  it('names the request an exchange order replaces, and a cancelled order is not collected', () => {
    fakeApi({});
    const { dialog } = renderDetails(
      makeOrder({
        deliveryStatus: 'CANCELED',
        orderTotal: 0,
        replacementFor: { returnRequestId: 'r-1', requestNumber: 'RT-4F7K2QX' },
      }),
    );
    expect(within(dialog).getByText('Replacement for RT-4F7K2QX')).toBeTruthy();
    expect(within(dialog).getByText('Cash on Delivery · Not collected')).toBeTruthy();
    expect(within(dialog).getByText('Not shipped yet.')).toBeTruthy();
  });

  it('corrects the courier and tracking number of a shipped order', async () => {
    const fetchMock = fakeApi({ 'PUT /orders/o-1/status': { body: { order: shipped } } });
    const { dialog, user } = renderDetails(shipped);
    await user.click(within(dialog).getByRole('button', { name: 'Edit courier and tracking' }));
    const editor = await screen.findByRole('alertdialog', { name: 'Shipment of order LS-7K2QF9' });
    const tracking = within(editor).getByRole('textbox', { name: /Tracking number/ });
    expect((tracking as HTMLInputElement).value).toBe('BD778899');
    await user.clear(tracking);
    await user.type(tracking, 'BD000111');
    await user.click(within(editor).getByRole('button', { name: 'Save Shipment' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT /orders/o-1/status')).toEqual({
        deliveryStatus: 'SHIPPED',
        courier: 'Blue Dart',
        trackingNumber: 'BD000111',
      }),
    );
  });

  it('downloads the invoice of an invoiced order and its packing slip', async () => {
    const delivered = makeOrder({
      deliveryStatus: 'DELIVERED',
      invoiceNumber: 'LS/26-27/000123',
      invoiceDate: '2026-03-08T09:00:00.000Z',
    });
    const fetchMock = fakeApi({
      'GET /orders/o-1/invoice.pdf': { body: {} },
      'GET /admin/orders/o-1/packing-slip.pdf': { body: {} },
    });
    const { dialog, user } = renderDetails(delivered);
    expect(within(dialog).getByText(/^Invoice/).textContent).toBe('Invoice LS/26-27/000123');

    await user.click(within(dialog).getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    await user.click(within(dialog).getByRole('button', { name: 'Packing slip' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));

    expect(vi.mocked(saveFile).mock.calls.map(([, name]) => name)).toEqual([
      'invoice-LS-26-27-000123.pdf',
      'packing-slip-LS-7K2QF9.pdf',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/orders/o-1/invoice.pdf',
      '/api/admin/orders/o-1/packing-slip.pdf',
    ]);
  });

  it('offers only the packing slip before the order is invoiced', () => {
    fakeApi({});
    const { dialog } = renderDetails(shipped);
    expect(within(dialog).getByRole('button', { name: 'Packing slip' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Download invoice' })).toBeNull();
    expect(within(dialog).queryByText(/^Invoice/)).toBeNull();
  });
});
