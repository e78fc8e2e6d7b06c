import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { CartView } from './cart-view.tsx';

const line = (id: string, quantity: number, stock: number, discountPrice: number | null) => ({
  id: `line-${id}`,
  quantity,
  product: {
    id: `p-${id}`,
    name: `Romper ${id}`,
    slug: `romper-${id}`,
    images: [{ url: '/media/a-full.webp', thumbUrl: '/media/a-thumb.webp' }],
    variant: {
      id: `v-${id}`,
      size: '6-12M',
      color: 'Teal',
      colorHexCode: null,
      stock,
      originalPrice: 499,
      discountPrice,
    },
  },
});

function renderCart() {
  renderWithQueryClient(
    <MemoryRouter>
      <CartView />
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'ravi', userType: 'CUSTOMER' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('CartView', () => {
  it("lists the lines with prices without '.00', and the summary", async () => {
    fakeApi({ 'GET /cart': { body: { items: [line('a', 2, 5, 100), line('b', 1, 5, null)] } } });
    renderCart();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Shopping Cart (2)' }),
    ).toBeTruthy();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('₹599').tagName).toBe('S');
    expect(within(first).getByText('₹998')).toBeTruthy();
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('₹1,697');
    expect(screen.getByText('Discount').nextElementSibling?.textContent).toBe('−₹200');
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹1,497');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('changes a quantity through the server, within 1 and the stock', async () => {
    const fetchMock = fakeApi({
      'GET /cart': [
        { body: { items: [line('a', 1, 2, null)] } },
        { body: { items: [line('a', 2, 2, null)] } },
      ],
      'PUT /cart/update-quantity': { body: { message: 'Updated.', item: line('a', 2, 2, null) } },
    });
    renderCart();
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(increase);

    expect(await screen.findByText('Cart quantity updated!')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT /cart/update-quantity')).toEqual({
      cartItemId: 'line-a',
      newQuantity: 2,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
    // The greyed-out "+" says why, and the stepper is described by it.
    const limit = screen.getByText('Only 2 left');
    expect(
      screen.getByRole('group', { name: /Quantity of Romper a/ }).getAttribute('aria-describedby'),
    ).toBe(limit.id);
  });

  it('says nothing of the stock while more can be added', async () => {
    fakeApi({ 'GET /cart': { body: { items: [line('a', 2, 3, null)] } } });
    renderCart();
    await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.queryByText(/left/)).toBeNull();
  });

  it('says so when a quantity change or a removal fails', async () => {
    fakeApi({
      'GET /cart': { body: { items: [line('a', 1, 3, null)] } },
      'PUT /cart/update-quantity': { status: 500, body: { message: 'x', code: 'INTERNAL' } },
      'DELETE /cart/remove/line-a': { status: 500, body: { message: 'x', code: 'INTERNAL' } },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Failed to update item quantity.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Remove Romper a/ }));
    expect(await screen.findByText('Failed to remove item from cart.')).toBeTruthy();
  });

  it('removes a line and shows the empty cart', async () => {
    fakeApi({
      'GET /cart': [{ body: { items: [line('a', 1, 3, null)] } }, { body: { items: [] } }],
      'DELETE /cart/remove/line-a': { body: { message: 'Removed.' } },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: /^Remove Romper a/ }));
    expect(await screen.findByText('Item removed from cart.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
    expect(localStorage.getItem('cart')).toBe('[]');
  });

  it('tells the shopper when the cart cannot be loaded', async () => {
    fakeApi({ 'GET /cart': { status: 500, body: { message: 'x', code: 'INTERNAL' } } });
    renderCart();
    expect(await screen.findByRole('alert')).toBeTruthy();
    // The alert, and the toast once sonner (fetched on first use) has shown it.
    await waitFor(() => expect(screen.getAllByText('Failed to load cart items.')).toHaveLength(2));
  });
});
