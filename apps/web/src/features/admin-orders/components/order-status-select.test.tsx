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
  it('asks before DELIVERED, saying it marks the order paid, issues the invoice and mails the customer', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('DELIVERED') } } });
    const { user, select } = renderSelect('SHIPPED');

    await user.selectOptions(select, 'DELIVERED');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark order LS-7K2QF9 as DELIVERED?',
    });
    expect(dialog.textContent).toContain('The order is marked paid (cash collected).');
    expect(dialog.textContent).toContain('Its GST tax invoice is issued');
    expect(dialog.textContent).toContain('The customer gets a mail that it was delivered');
    expect(dialog.textContent).toContain('The 7-day window for returns and exchanges starts now.');
    await user.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(statusCalls(fetchMock)).toHaveLength(0);
    expect((select as HTMLSelectElement).value).toBe('SHIPPED');

    await user.selectOptions(select, 'DELIVERED');
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({ deliveryStatus: 'DELIVERED' });
  });

  it('asks before moving SHIPPED back to PENDING, and sends nothing on "Keep SHIPPED"', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('PENDING') } } });
    const { user, select } = renderSelect('SHIPPED');

    await user.selectOptions(select, 'PENDING');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Move order LS-7K2QF9 back to PENDING?',
    });
    expect(dialog.textContent).toContain('The order waits to be packed again');
    await user.click(within(dialog).getByRole('button', { name: 'Keep SHIPPED' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(statusCalls(fetchMock)).toHaveLength(0);

    await user.selectOptions(select, 'PENDING');
    await user.click(await screen.findByRole('button', { name: 'Move Back to Pending' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({ deliveryStatus: 'PENDING' });
  });

  it('says what moving a delivered order back undoes, and that its invoice stays', async () => {
    fakeApi({ [statusCall]: { body: { order: order('PENDING') } } });
    renderWithQueryClient(
      <OrderStatusSelect order={{ ...order('DELIVERED'), invoiceNumber: 'LS/26-27/000123' }} />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox'), 'PENDING');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Move order LS-7K2QF9 back to PENDING?',
    });
    expect(dialog.textContent).toContain('no longer counted as delivered and paid');
    expect(dialog.textContent).toContain('Its tax invoice LS/26-27/000123 stays issued.');
  });

  it('asks for the courier and the tracking number on the way to SHIPPED, and sends them', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('SHIPPED') } } });
    const { user, select } = renderSelect('PENDING');

    await user.selectOptions(select, 'SHIPPED');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark order LS-7K2QF9 as SHIPPED?',
    });
    expect(statusCalls(fetchMock)).toHaveLength(0);
    const courier = within(dialog).getByRole('textbox', { name: /Courier/ });
    expect(document.activeElement).toBe(courier);
    await user.type(courier, '  Delhivery ');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Tracking number/ }),
      'DL123456789IN',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));

    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({
      deliveryStatus: 'SHIPPED',
      courier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
    });
    expect(await screen.findByText('Status updated to SHIPPED')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('ships without a courier or tracking number when none is given', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('SHIPPED') } } });
    const { user, select } = renderSelect('PENDING');
    await user.selectOptions(select, 'SHIPPED');
    await user.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({ deliveryStatus: 'SHIPPED' });
  });

  it("refuses a courier or tracking number over 60 characters with the API's messages", async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('SHIPPED') } } });
    const { user, select } = renderSelect('PENDING');
    await user.selectOptions(select, 'SHIPPED');
    const dialog = await screen.findByRole('alertdialog');
    const courier = within(dialog).getByRole('textbox', { name: /Courier/ });
    const tracking = within(dialog).getByRole('textbox', { name: /Tracking number/ });
    await user.click(courier);
    await user.paste('C'.repeat(61));
    await user.click(tracking);
    await user.paste('7'.repeat(61));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));

    expect(await within(dialog).findByText('Courier must be at most 60 characters.')).toBeTruthy();
    expect(within(dialog).getByText('Tracking number must be at most 60 characters.')).toBeTruthy();
    expect(courier.getAttribute('aria-invalid')).toBe('true');
    expect(statusCalls(fetchMock)).toHaveLength(0);

    // "Not Yet" leaves the order as it was, and focus goes back to the select.
    await user.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((select as HTMLSelectElement).value).toBe('PENDING');
    expect(document.activeElement).toBe(select);
    expect(statusCalls(fetchMock)).toHaveLength(0);
  });

  it('asks before cancelling, says the units go back to stock, and does nothing on "Keep Order"', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('CANCELED') } } });
    const { user, select } = renderSelect('PENDING');

    await user.selectOptions(select, 'CANCELED');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order LS-7K2QF9?' });
    expect(dialog.textContent).toContain('Its 3 units go back into stock');
    expect((select as HTMLSelectElement).value).toBe('PENDING');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(statusCalls(fetchMock)).toHaveLength(0);
    expect((select as HTMLSelectElement).value).toBe('PENDING');
    // Focus goes back to the select the question came from.
    expect(document.activeElement).toBe(select);

    await user.selectOptions(select, 'CANCELED');
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({ deliveryStatus: 'CANCELED' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks why a shipped order came back before cancelling it, and sends the reason', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('CANCELED') } } });
    const { user, select } = renderSelect('SHIPPED');

    await user.selectOptions(select, 'CANCELED');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel shipped order LS-7K2QF9?',
    });
    expect(dialog.textContent).toContain('The parcel came back to you unsold (return to origin).');
    expect(dialog.textContent).toContain('Its 3 units go back into stock');
    const reasons = within(dialog).getByRole('group', { name: 'Why did the parcel come back?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Refused at the door', 'Customer unreachable', 'Address not found', 'Other']);

    // No reason, no call.
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose why the parcel came back.');
    expect(statusCalls(fetchMock)).toHaveLength(0);

    await user.click(within(reasons).getByRole('radio', { name: 'Refused at the door' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({
      deliveryStatus: 'CANCELED',
      reason: 'REFUSED_AT_DOOR',
    });
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

  it('asks once, with the shipment fields, when a cancelled order is re-opened as SHIPPED', async () => {
    const fetchMock = fakeApi({ [statusCall]: { body: { order: order('SHIPPED') } } });
    const { user, select } = renderSelect('CANCELED');
    await user.selectOptions(select, 'SHIPPED');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Re-open order LS-7K2QF9 as SHIPPED?',
    });
    expect(dialog.textContent).toContain('takes its 3 units out of stock again');
    await user.type(within(dialog).getByRole('textbox', { name: /Courier/ }), 'India Post');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Re-open Order' }));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, statusCall)).toEqual({
      deliveryStatus: 'SHIPPED',
      courier: 'India Post',
    });
  });

  it('says "Its 1 unit goes back into stock" for an order of one unit', async () => {
    fakeApi({});
    renderWithQueryClient(
      <OrderStatusSelect order={makeOrder({ items: [makeOrderItem({ quantity: 1 })] })} />,
    );
    const select = screen.getByRole('combobox', { name: /Delivery status of order/ });
    await userEvent.setup().selectOptions(select, 'CANCELED');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Its 1 unit goes back into stock');
  });
});
