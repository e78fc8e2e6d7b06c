import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUpiOrder } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { PayOrderPage } from './pay-order-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/myaccount/order/:id/pay', element: <PayOrderPage /> }],
    { initialEntries: [path] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
}

describe('PayOrderPage', () => {
  it("reads the order from the customer's orders, so a reload shows its payment again", async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    fakeApi({
      'GET /orders/my-orders': {
        body: { orders: [makeUpiOrder({ expiresAt }, { id: 'o-3', orderNumber: 'LS-UPI0003' })] },
      },
    });
    renderAt('/myaccount/order/o-3/pay');
    expect(await screen.findByRole('heading', { name: 'Pay ₹998.00 by UPI' })).toBeTruthy();
    expect(screen.getByText('LS-UPI0003')).toBeTruthy();
  });

  it('says when the order is not one of the customer’s', async () => {
    fakeApi({ 'GET /orders/my-orders': { body: { orders: [] } } });
    renderAt('/myaccount/order/o-404/pay');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe(
      '/myaccount/order',
    );
  });
});
