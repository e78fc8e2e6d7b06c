import type { ReturnRequest, ReturnStatus } from '@shop/contracts/returns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeReturnRequest, makeReturnRequestItem } from '../../../test/return-fixtures.ts';
import { makeOrderItem } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { ReturnDetailsDialog } from './return-details-dialog.tsx';

const updateCall = 'PUT /admin/returns/r-1';

const exchange = (overrides: Partial<ReturnRequest> = {}) =>
  makeReturnRequest({
    type: 'EXCHANGE',
    refundUpiId: null,
    items: [
      makeReturnRequestItem({
        quantity: 2,
        reason: 'SIZE_TOO_SMALL',
        exchangeVariantId: 'v-2',
        exchangeSize: '12-18M',
      }),
    ],
    ...overrides,
  });

function renderDetails(request: ReturnRequest) {
  const onChanged = vi.fn();
  renderWithQueryClient(
    <>
      <ReturnDetailsDialog request={request} onClose={() => {}} onChanged={onChanged} />
      <Toaster />
    </>,
  );
  return {
    dialog: screen.getByRole('dialog', { name: `Request ${request.requestNumber}` }),
    user: userEvent.setup(),
    onChanged,
  };
}

const updateCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

/** The step buttons, in order (the note's own button left out). */
const stepButtons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name && !['Close', 'Save note only', 'Try again'].includes(name));

beforeEach(() => {
  vi.stubEnv('TZ', 'Asia/Kolkata');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  toast.dismiss();
});

describe('ReturnDetailsDialog', () => {
  it.each<[ReturnStatus, 'RETURN' | 'EXCHANGE', string[]]>([
    ['REQUESTED', 'RETURN', ['Approve', 'Reject', 'Cancel request']],
    ['APPROVED', 'RETURN', ['Mark received']],
    ['RECEIVED', 'RETURN', ['Complete refund']],
    ['RECEIVED', 'EXCHANGE', ['Complete exchange']],
    ['REJECTED', 'RETURN', []],
    ['COMPLETED', 'EXCHANGE', []],
    ['CANCELLED', 'RETURN', []],
  ])('offers only the allowed moves of a %s %s', (status, type, buttons) => {
    fakeApi({});
    const request =
      type === 'RETURN' ? makeReturnRequest({ status }) : exchange({ status, refundUpiId: null });
    const { dialog } = renderDetails(request);
    expect(stepButtons(dialog)).toEqual(buttons);
    if (buttons.length === 0) expect(within(dialog).getByText(/no further steps/)).toBeTruthy();
  });

  it('shows the items, the reason, the new size, the note, the customer and the order', () => {
    fakeApi({});
    const { dialog } = renderDetails(exchange());
    expect(within(dialog).getByText('Sunny Romper')).toBeTruthy();
    expect(within(dialog).getByText(/Bought size 6-12M · Yellow/)).toBeTruthy();
    expect(within(dialog).getByText('Reason: Size too small')).toBeTruthy();
    expect(within(dialog).getByText('New size: 12-18M')).toBeTruthy();
    expect(within(dialog).getByText('Qty 2')).toBeTruthy();
    expect(within(dialog).getByText('Too tight around the arms.')).toBeTruthy();
    const customer = within(dialog).getByRole('region', { name: 'Customer and order' });
    // The customer, and the recipient the order was shipped to.
    expect(within(customer).getAllByText('Meera Iyer')).toHaveLength(2);
    expect(customer.textContent).toContain('Ship toMeera IyerPhone: 98450 12345');
    expect(within(customer).getByText('09 Mar 2026')).toBeTruthy();
    expect(within(customer).getByText('₹998.00')).toBeTruthy();
    expect(customer.textContent).toContain('Pune, Maharashtra 411001');
    expect(within(dialog).queryByText('UPI ID')).toBeNull();
  });

  it("shows a return's UPI ID and the refund due", () => {
    fakeApi({});
    const { dialog } = renderDetails(makeReturnRequest({ status: 'RECEIVED' }));
    const refund = within(dialog).getByRole('region', { name: 'Refund' });
    expect(within(refund).getByText('meera.iyer@okaxis')).toBeTruthy();
    expect(within(refund).getByText('Refund due').nextElementSibling?.textContent).toBe('₹499.00');
  });

  it('shows the refund recorded and every step of a completed return', () => {
    fakeApi({});
    const { dialog } = renderDetails(
      makeReturnRequest({
        status: 'COMPLETED',
        refundAmount: 499,
        history: [
          { status: 'REQUESTED', at: '2026-03-11T06:00:00.000Z' },
          { status: 'APPROVED', at: '2026-03-11T08:00:00.000Z' },
          { status: 'RECEIVED', at: '2026-03-13T08:00:00.000Z' },
          { status: 'COMPLETED', at: '2026-03-13T09:30:00.000Z' },
        ],
      }),
    );
    expect(within(dialog).getByText('Refunded').nextElementSibling?.textContent).toBe('₹499.00');
    const history = within(dialog).getByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Requested · 11 Mar 2026, 11:30',
      'Approved · 11 Mar 2026, 13:30',
      'Received · 13 Mar 2026, 13:30',
      'Completed · 13 Mar 2026, 15:00',
    ]);
  });

  it('names the replacement order of a completed exchange', () => {
    fakeApi({});
    const { dialog } = renderDetails(
      exchange({
        status: 'COMPLETED',
        replacementOrderId: 'o-9',
        replacementOrderNumber: 'LS-9R8Q',
      }),
    );
    const replacement = within(dialog).getByRole('region', { name: 'Replacement' });
    expect(within(replacement).getByText('LS-9R8Q')).toBeTruthy();
  });

  it('asks before approving, sends the note with the step once, and shows the answer', async () => {
    const approved = makeReturnRequest({
      status: 'APPROVED',
      adminNote: 'Courier pickup on Monday.',
    });
    const fetchMock = fakeApi({ [updateCall]: { body: { returnRequest: approved } } });
    const { dialog, user, onChanged } = renderDetails(makeReturnRequest());

    await user.type(
      within(dialog).getByRole('textbox', { name: /Note to the customer/ }),
      'Courier pickup on Monday.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const question = await screen.findByRole('alertdialog', { name: 'Approve RT-4F7K2QX?' });
    await user.click(within(question).getByRole('button', { name: 'Not Yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(updateCalls(fetchMock)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(approved));
    expect(updateCalls(fetchMock)).toHaveLength(1);
    expect(sentBody(fetchMock, updateCall)).toEqual({
      status: 'APPROVED',
      adminNote: 'Courier pickup on Monday.',
    });
    expect(await screen.findByText('RT-4F7K2QX is now Approved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('completes an exchange without a note when none is written', async () => {
    const fetchMock = fakeApi({
      [updateCall]: { body: { returnRequest: exchange({ status: 'COMPLETED' }) } },
    });
    const { dialog, user } = renderDetails(exchange({ status: 'RECEIVED' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete exchange' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Complete the exchange RT-4F7K2QX?',
    });
    expect(question.textContent).toContain('replacement order at ₹0');
    await user.click(within(question).getByRole('button', { name: 'Yes, Complete Exchange' }));
    await waitFor(() => expect(updateCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, updateCall)).toEqual({ status: 'COMPLETED' });
  });

  it('says what the refund is before completing it', async () => {
    fakeApi({});
    const { dialog, user } = renderDetails(
      makeReturnRequest({
        status: 'RECEIVED',
        items: [
          makeReturnRequestItem({
            quantity: 2,
            orderItem: makeOrderItem({ priceAtPurchase: 1250 }),
          }),
        ],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete refund' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('sent ₹2,500.00 to the UPI ID meera.iyer@okaxis');
  });

  it('shows why an exchange cannot be approved when its size has sold out', async () => {
    const fetchMock = fakeApi({
      [updateCall]: {
        status: 409,
        body: { message: 'Sunny Romper (12-18M) is no longer in stock.', code: 'OUT_OF_STOCK' },
      },
    });
    const { dialog, user, onChanged } = renderDetails(exchange());
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Approve' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Sunny Romper (12-18M) is no longer in stock.');
    expect(alert.textContent).toContain('restock it and try again, or reject the request');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(updateCalls(fetchMock)).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();
    // The steps are still there to try again or reject.
    expect(stepButtons(dialog)).toEqual(['Approve', 'Reject', 'Cancel request']);
  });

  it('shows a refused move (409) plainly', async () => {
    fakeApi({
      [updateCall]: {
        status: 409,
        body: { message: 'This request can no longer be approved.', code: 'CONFLICT' },
      },
    });
    const { dialog, user } = renderDetails(makeReturnRequest());
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Reject' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This request can no longer be approved.');
  });

  it("refuses a note over 500 characters with the API's message, before asking", async () => {
    const fetchMock = fakeApi({});
    const { dialog, user } = renderDetails(makeReturnRequest());
    const note = within(dialog).getByRole('textbox', { name: /Note to the customer/ });
    await user.click(note);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('The note must be at most 500 characters.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(note);
    expect(updateCalls(fetchMock)).toHaveLength(0);
  });

  it('saves a note alone with the status the request already has', async () => {
    const fetchMock = fakeApi({
      [updateCall]: {
        body: { returnRequest: makeReturnRequest({ status: 'REJECTED', adminNote: 'Worn item.' }) },
      },
    });
    const { dialog, user } = renderDetails(makeReturnRequest({ status: 'REJECTED' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note to the customer/ }),
      ' Worn item. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save note only' }));
    await waitFor(() => expect(updateCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, updateCall)).toEqual({
      status: 'REJECTED',
      adminNote: 'Worn item.',
    });
    expect(await screen.findByText('Note saved')).toBeTruthy();
  });
});
