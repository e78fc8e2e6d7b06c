import type { Order } from '@shop/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { CodConfirmationStatus } from './cod-confirmation-status.tsx';
import { UnconfirmedCodBadge } from './unconfirmed-cod-badge.tsx';

const confirmCall = 'PUT /admin/orders/o-1/cod-confirmation';
const upi = (overrides: Partial<Order> = {}) =>
  makeOrder({
    paymentMethod: 'UPI',
    paymentStatus: 'VERIFYING',
    payment: { ...makeOrder().payment, method: 'UPI', status: 'VERIFYING' },
    ...overrides,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("a cash-on-delivery order's confirmation in its details", () => {
  it('says when it was confirmed', () => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
    renderWithQueryClient(
      <CodConfirmationStatus order={makeOrder({ codConfirmedAt: '2026-03-05T12:30:00.000Z' })} />,
    );
    expect(screen.getByText('COD confirmed')).toBeTruthy();
    expect(screen.getByText(/05 Mar 2026|5 Mar 2026/).textContent).toContain('18:00');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks it confirmed only after the question about speaking to the customer', async () => {
    const fetchMock = fakeApi({
      [confirmCall]: { body: { order: makeOrder({ codConfirmedAt: '2026-03-05T12:30:00.000Z' }) } },
    });
    renderWithQueryClient(<CodConfirmationStatus order={makeOrder()} />);
    const user = userEvent.setup();
    expect(screen.getByText('Not confirmed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark as confirmed' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mark order LS-7K2QF9 as confirmed?',
    });
    expect(dialog.textContent).toContain('Confirm only after speaking to the customer');
    await user.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Mark as confirmed' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Mark as Confirmed' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(`${init?.method} ${new URL(String(url), 'http://localhost').pathname}`).toBe(
      `PUT /api/admin/orders/o-1/cod-confirmation`,
    );
  });

  it('offers no button once the order is cancelled or delivered, and nothing for UPI', () => {
    const { unmount } = renderWithQueryClient(
      <CodConfirmationStatus order={makeOrder({ deliveryStatus: 'DELIVERED' })} />,
    );
    expect(screen.getByText('Not confirmed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const { container } = renderWithQueryClient(<CodConfirmationStatus order={upi()} />);
    expect(container.textContent).toBe('');
  });
});

describe('the "Unconfirmed" badge in the order list', () => {
  it.each([
    ['a pending COD order', makeOrder(), true],
    ['a shipped COD order', makeOrder({ deliveryStatus: 'SHIPPED' }), true],
    ['a confirmed one', makeOrder({ codConfirmedAt: '2026-03-05T12:30:00.000Z' }), false],
    ['a delivered one', makeOrder({ deliveryStatus: 'DELIVERED' }), false],
    ['a cancelled one', makeOrder({ deliveryStatus: 'CANCELED' }), false],
    ['an exchange’s free replacement', makeOrder({ orderTotal: 0 }), false],
    ['a UPI order', upi(), false],
  ])('%s: %s', (_name, order, shown) => {
    const { container } = renderWithQueryClient(<UnconfirmedCodBadge order={order} />);
    expect(container.textContent).toBe(shown ? 'Unconfirmed' : '');
  });
});
