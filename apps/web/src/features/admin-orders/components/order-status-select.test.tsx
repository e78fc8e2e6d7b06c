import type { Order } from '@shop/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';

const order = (deliveryStatus: Order['deliveryStatus']): Order =>
  makeOrder({
    deliveryStatus,
    orderTotal: 1497,
    subtotal: 1497,
    items: [makeOrderItem({ quantity: 3 })],
  });

const statusCall = 'PUT /orders/o-1/status';

function renderSelect(status: Order['deliveryStatus']) {
  renderWithQueryClient(
    <>
      <OrderStatusSelect order={order(status)} />
      <Toaster />
    </>,
  );
  return {
    user: userEvent.setup(),
    select: screen.getByRole('combobox', { name: 'Delivery status of order LS-7K2QF9' }),
  };
}

const statusCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method} ${url.pathname.replace(/^\/api/, '')}` === statusCall;
  });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('OrderStatusSelect', () => {
  it('moves PENDING to SHIPPED in one step', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('SHIPPED') } } });
    const { user, select } = renderSelect('PENDING');
    await user.selectOptions(select, 'SHIPPED');
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({ deliveryStatus: 'SHIPPED' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before cancelling, says the units go back to stock, and does nothing on "Keep Order"', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('CANCELED') } } });
    const { user, select } = renderSelect('SHIPPED');

    await user.selectOptions(select, 'CANCELED');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order LS-7K2QF9?' });
    expect(dialog.textContent).toContain('Its 3 units go back into stock');
    expect((select as HTMLSelectElement).value).toBe('SHIPPED');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(statusCalls(fetchMock)).toHaveLength(0);
    expect((select as HTMLSelectElement).value).toBe('SHIPPED');
    // Focus goes back to the select the question came from.
    expect(document.activeElement).toBe(select);

    await user.selectOptions(select, 'CANCELED');
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({ deliveryStatus: 'CANCELED' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("asks before re-opening a cancelled order and shows the server's refusal when the stock is gone", async () => {
    const fetchMock = fakeApi({
      [statusCall]: {
        status: 409,
        body: { message: 'Sunny Romper (6-12M) is no longer in stock.', code: 'OUT_OF_STOCK' },
      },
    });
    const { user, select } = renderSelect('CANCELED');

    await user.selectOptions(select, 'PENDING');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Re-open order LS-7K2QF9 as PENDING?',
    });
    expect(dialog.textContent).toContain('takes its 3 units out of stock again');
    expect(statusCalls(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Re-open Order' }));

    expect(await screen.findByText('Sunny Romper (6-12M) is no longer in stock.')).toBeTruthy();
    expect(sentBody(fetchMock, statusCall)).toEqual({ deliveryStatus: 'PENDING' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((select as HTMLSelectElement).value).toBe('CANCELED');
  });
});
