import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem } from '../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../test/render-with-providers.tsx';
import { CheckoutPage } from './checkout-page.tsx';

const cartLine = {
  id: 'line-1',
  quantity: 2,
  product: {
    id: 'p-1',
    name: 'Sunny Romper',
    slug: 'sunny-romper',
    images: [{ url: '/media/romper-full.webp', thumbUrl: '/media/romper-thumb.webp' }],
    variant: {
      id: 'v-1',
      size: '6-12M',
      color: 'Yellow',
      colorHexCode: null,
      stock: 5,
      originalPrice: 499,
      discountPrice: 100,
    },
  },
};

const address = {
  id: 'a-1',
  userId: 'u-1',
  addressLine1: '14, 2nd Main, Jayanagar',
  addressLine2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560041',
  isDefault: true,
};

const placedOrder = makeOrder({
  subtotal: 1198,
  discountTotal: 200,
  address: {
    addressLine1: '14, 2nd Main, Jayanagar',
    addressLine2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560041',
  },
  items: [
    makeOrderItem({
      product: { ...makeOrderItem().product, images: [{ url: '/media/romper-full.webp' }] },
    }),
  ],
});

function renderCheckout() {
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/checkout']}>
      <CheckoutPage />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function placeTheOrder() {
  fakeApi({
    'GET /cart': [{ body: { items: [cartLine] } }, { body: { items: [] } }],
    'GET /addresses': { body: { addresses: [address] } },
    'POST /orders/place': { status: 201, body: { order: placedOrder } },
  });
  const user = renderCheckout();
  await user.click(await screen.findByRole('button', { name: 'Place Order' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Order Placed!' }) };
}

function expectConfirmationOnThePage() {
  const confirmation = screen.getByRole('region', { name: 'Thank you! Your order is placed.' });
  expect(within(confirmation).getByText('LS-7K2QF9')).toBeTruthy();
  expect(within(confirmation).getByText('Sunny Romper')).toBeTruthy();
  expect(within(confirmation).getByText('2 × ₹499.00')).toBeTruthy();
  expect(within(confirmation).getByText('Total').nextElementSibling?.textContent).toBe('₹998.00');
  expect(within(confirmation).getByText('14, 2nd Main, Jayanagar')).toBeTruthy();
  expect(within(confirmation).getByText('Bengaluru, Karnataka 560041')).toBeTruthy();
  expect(within(confirmation).getByText('Tuesday, 10 March 2026')).toBeTruthy();
  expect(
    within(confirmation).getByRole('link', { name: 'View Order History' }).getAttribute('href'),
  ).toBe('/myaccount/order');
  expect(
    within(confirmation).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href'),
  ).toBe('/home');
  // No empty order form adding up to nothing behind it.
  expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  expect(screen.queryByText('₹0')).toBeNull();
}

beforeEach(() => {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'meera', userType: 'CUSTOMER' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('CheckoutPage after an order', () => {
  it('keeps the confirmation on the page when the dialog is closed with Escape', async () => {
    const { user } = await placeTheOrder();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeTruthy();
    expectConfirmationOnThePage();
    // Focus lands on the confirmation, not on the body of the page.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Thank you! Your order is placed.' }),
    );
  });

  it('keeps the confirmation when the dialog is closed with its close button', async () => {
    const { user, dialog } = await placeTheOrder();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expectConfirmationOnThePage();
  });

  it('shows the confirmation again after a reload while the cart stays empty', async () => {
    const { user } = await placeTheOrder();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    fakeApi({
      'GET /cart': { body: { items: [] } },
      'GET /addresses': { body: { addresses: [address] } },
    });
    renderCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' });
    expectConfirmationOnThePage();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the order form again once the cart holds something new', async () => {
    const { user } = await placeTheOrder();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();

    fakeApi({
      'GET /cart': { body: { items: [cartLine] } },
      'GET /addresses': { body: { addresses: [address] } },
    });
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
  });
});
