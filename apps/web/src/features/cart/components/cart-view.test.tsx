import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { addMoreMessage, couponRuleMessages } from '@shop/contracts/offers';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { CartView } from './cart-view.tsx';
import { makeCart } from '../../../test/cart-fixtures.ts';
import { englishLeftIn } from '../../../test/english-left.ts';
import { hindi } from '../../../test/hindi.ts';

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
    fakeApi({ 'GET /cart': { body: makeCart([line('a', 2, 5, 100), line('b', 1, 5, null)]) } });
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
        { body: makeCart([line('a', 1, 2, null)]) },
        { body: makeCart([line('a', 2, 2, null)]) },
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
    fakeApi({ 'GET /cart': { body: makeCart([line('a', 2, 3, null)]) } });
    renderCart();
    await screen.findByRole('button', { name: 'Increase quantity' });
    expect(screen.queryByText(/left/)).toBeNull();
  });

  it('says so when a quantity change or a removal fails', async () => {
    fakeApi({
      'GET /cart': { body: makeCart([line('a', 1, 3, null)]) },
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
      'GET /cart': [{ body: makeCart([line('a', 1, 3, null)]) }, { body: makeCart() }],
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

describe('CartView discount code', () => {
  const items = [line('a', 2, 5, 100)];
  const withoutCode = makeCart(items);
  // The server's figures: a code on the cart's lines, ₹150 off the ₹998 they charge.
  const withCode = makeCart(items, {
    coupon: { code: 'DIWALI15', discount: 150 },
    totals: { subtotal: 1198, savings: 200, couponDiscount: 150, shipping: 0, total: 848 },
  });
  const summaryValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

  async function openCodeField() {
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Have a discount code?' });
    await user.click(toggle);
    return { user, toggle, field: screen.getByRole('textbox', { name: 'Discount code' }) };
  }

  it('keeps the field behind a disclosure that opens on a labelled field with focus', async () => {
    fakeApi({ 'GET /cart': { body: withoutCode } });
    renderCart();
    const toggle = await screen.findByRole('button', { name: 'Have a discount code?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).toBeNull();

    const { field } = await openCodeField();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(field)).toBe(
      true,
    );
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('applies a code on Enter: busy meanwhile, then the chip, the line and the server total', async () => {
    const fetchMock = fakeApi({
      'GET /cart': { body: withoutCode },
      'POST /cart/coupon': { body: { cart: withCode } },
    });
    renderCart();
    const { user, field } = await openCodeField();
    expect(summaryValue('Total')).toBe('₹998');

    // Hold the server's answer to see the button while the code is being applied.
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.type(field, 'diwali15{Enter}');
    const busy = await screen.findByRole('button', { name: /Applying/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer(
      new Response(JSON.stringify({ cart: withCode }), {
        headers: { 'content-type': 'application/json' },
      }),
    );

    const chip = await screen.findByText(/applied/);
    expect(chip.closest('p')?.textContent).toBe('DIWALI15 appliedYou save ₹150');
    expect(document.activeElement).toBe(chip.closest('p'));
    expect(summaryValue('Coupon (DIWALI15)')).toBe('−₹150');
    expect(summaryValue('Discount')).toBe('−₹200');
    expect(summaryValue('Total')).toBe('₹848');
    expect(screen.getByRole('button', { name: 'Remove code DIWALI15' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).toBeNull();
    expect(sentBody(fetchMock, 'POST /cart/coupon')).toEqual({ code: 'diwali15' });
  });

  it('shows each refusal under the field exactly as the server words it', async () => {
    const refusals = [...Object.values(couponRuleMessages), addMoreMessage(15_000)];
    fakeApi({
      'GET /cart': { body: withoutCode },
      'POST /cart/coupon': refusals.map((message) => ({
        status: 409,
        body: { code: 'CONFLICT', message },
      })),
    });
    renderCart();
    const { user, field } = await openCodeField();

    for (const message of refusals) {
      await user.clear(field);
      await user.type(field, 'SUMMER');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toBe(message));
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      // Back in the field the message describes, to correct the code.
      expect(document.activeElement).toBe(field);
    }
    expect(screen.getByText('Add ₹150 more to use this code.')).toBeTruthy();
    expect(screen.queryByText(/Coupon \(/)).toBeNull();
  });

  it('asks for a code before sending an empty one', async () => {
    const fetchMock = fakeApi({ 'GET /cart': { body: withoutCode } });
    renderCart();
    const { user, field } = await openCodeField();
    await user.type(field, '   {Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a code.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cart/coupon'))).toBe(false);
  });

  it('removes the code: its line goes, the server total comes back, focus on the disclosure', async () => {
    const fetchMock = fakeApi({
      'GET /cart': { body: withCode },
      'DELETE /cart/coupon': { body: { cart: withoutCode } },
    });
    renderCart();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove code DIWALI15' }));

    const toggle = await screen.findByRole('button', { name: 'Have a discount code?' });
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(screen.queryByText('Coupon (DIWALI15)')).toBeNull();
    expect(summaryValue('Total')).toBe('₹998');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('keeps the code when removing it fails, and says so', async () => {
    fakeApi({
      'GET /cart': { body: withCode },
      'DELETE /cart/coupon': { status: 500, body: { message: 'x', code: 'INTERNAL' } },
    });
    renderCart();
    const remove = await screen.findByRole('button', { name: 'Remove code DIWALI15' });
    await userEvent.click(remove);
    expect(await screen.findByText('x')).toBeTruthy();
    expect(summaryValue('Coupon (DIWALI15)')).toBe('−₹150');
    expect(document.activeElement).toBe(remove);
  });

  it('says why when a cart change takes the code off, and keeps saying it after a refetch', async () => {
    const notice = addMoreMessage(5_000);
    const oneRomper = [line('a', 1, 5, 100)];
    const fetchMock = fakeApi({
      'GET /cart': [
        { body: withCode },
        { body: makeCart(oneRomper, { couponNotice: notice }) },
        { body: makeCart(oneRomper) },
      ],
      'PUT /cart/update-quantity': { body: { message: 'Updated.', item: oneRomper[0] } },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Decrease quantity' }));

    const inlineNotice = await screen.findByText(notice, { selector: '[role=status] p' });
    expect(inlineNotice.textContent).toBe(`Your discount code was removed. ${notice}`);
    await waitFor(() =>
      expect(screen.getByText(notice, { selector: '[data-sonner-toast] *' })).toBeTruthy(),
    );
    expect(
      screen.getByText('Your discount code was removed', { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
    expect(screen.queryByText('Coupon (DIWALI15)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Have a discount code?' })).toBeTruthy();
    expect(summaryValue('Total')).toBe('₹499');

    // The next answer no longer carries the notice; the shopper has not read it yet.
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/cart')),
      ).toHaveLength(3),
    );
    expect(screen.getByText(notice, { selector: '[role=status] p' })).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page: lines, the code applied and the summary', async () => {
    fakeApi({
      'GET /cart': {
        body: makeCart([line('a', 2, 2, 100), line('b', 1, 5, null)], {
          coupon: { code: 'DIWALI15', discount: 150 },
          totals: { subtotal: 1198, savings: 200, couponDiscount: 150, shipping: 0, total: 848 },
        }),
      },
    });
    const { container } = render(
      <I18nProvider i18n={hindi()}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <CartView />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'आपका शॉपिंग कार्ट (2)' }),
    ).toBeTruthy();
    expect(screen.getByText('सिर्फ़ 2 बचे हैं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Romper a, साइज़ 6-12M हटाएँ' })).toBeTruthy();
    expect(screen.getByText('आपकी बचत ₹150')).toBeTruthy();
    expect(screen.getByText('कूपन (DIWALI15)').nextElementSibling?.textContent).toBe('−₹150');
    expect(screen.getByText('कुल').nextElementSibling?.textContent).toBe('₹848');
    expect(screen.getByRole('link', { name: 'चेकआउट करें' })).toBeTruthy();
    expect(englishLeftIn(container, ['features/cart', 'app'])).toEqual([]);
  });
});
