import { SCREENSHOT_IS_NOT_PROOF, utrMessage } from '@shop/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeUpiOrder } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { OrderPaymentActions } from './order-payment-actions.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const verifying = makeUpiOrder({ status: 'VERIFYING', utr: '412345678901', upiUri: null });

function renderActions(order = verifying) {
  renderWithQueryClient(
    <>
      <OrderPaymentActions order={order} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe('OrderPaymentActions', () => {
  it('shows the UPI payment, its status and the UTR the customer gave', () => {
    fakeApi({});
    renderActions();
    const panel = screen.getByRole('region', { name: 'UPI payment' });
    expect(within(panel).getByText('Being verified')).toBeTruthy();
    expect(within(panel).getByText('412345678901')).toBeTruthy();
  });

  it('marks the order paid after a confirmation that says a screenshot is no proof, with the UTR prefilled', async () => {
    const paid = makeUpiOrder({ status: 'PAID', utr: '412345678901', upiUri: null });
    const api = fakeApi({ 'PUT /admin/orders/o-1/payment': { body: { order: paid } } });
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark order LS-7K2QF9 as paid?',
    });
    expect(within(dialog).getByText(SCREENSHOT_IS_NOT_PROOF)).toBeTruthy();
    const utr = within(dialog).getByLabelText(/UTR/) as HTMLInputElement;
    expect(utr.value).toBe('412345678901');

    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('Order LS-7K2QF9 marked as paid')).toBeTruthy();
    expect(sentBody(api, 'PUT /admin/orders/o-1/payment')).toEqual({
      status: 'PAID',
      utr: '412345678901',
    });
  });

  it('checks a UTR typed by the admin, and sends none when the field is left empty', async () => {
    const awaiting = makeUpiOrder();
    const api = fakeApi({ 'PUT /admin/orders/o-1/payment': { body: { order: awaiting } } });
    const user = renderActions(awaiting);
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('alertdialog');
    const utr = within(dialog).getByLabelText(/UTR/);
    expect((utr as HTMLInputElement).value).toBe('');
    await user.type(utr, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByText(utrMessage)).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(utr);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT /admin/orders/o-1/payment')).toEqual({ status: 'PAID' }),
    );
  });

  it("records a failed payment after its confirmation, and shows the server's refusal", async () => {
    const message = 'This order is already paid.';
    const api = fakeApi({
      'PUT /admin/orders/o-1/payment': { status: 409, body: { code: 'CONFLICT', message } },
    });
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Payment failed' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Payment of order LS-7K2QF9 failed?',
    });
    expect(within(dialog).getByText(SCREENSHOT_IS_NOT_PROOF)).toBeTruthy();
    expect(
      within(dialog).getByText(/The order is cancelled, its items go back in stock/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Payment failed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(sentBody(api, 'PUT /admin/orders/o-1/payment')).toEqual({ status: 'FAILED' });
  });

  it('offers no actions once paid, and shows nothing for a cash-on-delivery order', () => {
    fakeApi({});
    renderActions(makeUpiOrder({ status: 'PAID', utr: '412345678901', upiUri: null }));
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Payment failed' })).toBeNull();
    document.body.innerHTML = '';
    renderActions(makeOrder());
    expect(screen.queryByRole('region', { name: 'UPI payment' })).toBeNull();
  });
});
