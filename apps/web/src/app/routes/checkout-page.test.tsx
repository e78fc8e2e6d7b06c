import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem, makeUpiOrder } from '../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient, sentBody } from '../../test/render-with-providers.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { makeAddress } from '../../test/address-fixtures.ts';
import { makeCart } from '../../test/cart-fixtures.ts';
import { englishLeftIn } from '../../test/english-left.ts';
import { hindi } from '../../test/hindi.ts';

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

const address = makeAddress();

const placedOrder = makeOrder({
  subtotal: 1198,
  discountTotal: 200,
  address: {
    fullName: address.fullName,
    phone: address.phone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
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

const deliveryTo560041 = {
  pincode: '560041',
  serviceable: true,
  codAvailable: true,
  deliveryDays: 5,
  expectedDeliveryDate: '2026-03-10',
  codMaxOrderValue: null,
};
const notServed = {
  ...deliveryTo560041,
  serviceable: false,
  codAvailable: false,
  deliveryDays: null,
  expectedDeliveryDate: null,
};

/** Place Order once the delivery check has answered (it waits for it). */
async function enabledPlaceOrder() {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Place Order' });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

async function placeTheOrder() {
  fakeApi({
    'GET /cart': [{ body: makeCart([cartLine]) }, { body: makeCart() }],
    'GET /addresses': { body: { addresses: [address] } },
    'GET /delivery/check': { body: deliveryTo560041 },
    'POST /orders/place': { status: 201, body: { order: placedOrder } },
  });
  const user = renderCheckout();
  await user.click(await enabledPlaceOrder());
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
      'GET /cart': { body: makeCart() },
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
      'GET /cart': { body: makeCart([cartLine]) },
      'GET /addresses': { body: { addresses: [address] } },
    });
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
  });
});

describe('CheckoutPage with an empty cart', () => {
  it('shows the empty cart and a disabled Place Order, with no address form to fill in', async () => {
    fakeApi({
      'GET /cart': { body: makeCart() },
      'GET /addresses': { body: { addresses: [] } },
    });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order' }).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Shipping Address/ })).toBeNull();
  });
});

describe('CheckoutPage delivery refusals', () => {
  function fakeCheckout(delivery: { status?: number; body: unknown }[], addressChanges = {}) {
    return fakeApi({
      'GET /cart': { body: makeCart([cartLine]) },
      'GET /addresses': { body: { addresses: [{ ...address, ...addressChanges }] } },
      'GET /delivery/check': delivery,
      'POST /orders/place': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'We do not deliver to PIN code 560041 yet. Choose another address.',
        },
      },
    });
  }

  async function expectRefused(message: string) {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(alert.id);
  }

  it('refuses an address the shop does not serve', async () => {
    fakeCheckout([{ body: notServed }]);
    renderCheckout();
    await expectRefused('We do not deliver to PIN code 560041 yet. Choose another address.');
  });

  it('refuses a PIN code without cash on delivery', async () => {
    fakeCheckout([{ body: { ...deliveryTo560041, codAvailable: false } }]);
    renderCheckout();
    await expectRefused(
      'Cash on delivery is not available for PIN code 560041. Choose another address.',
    );
  });

  it('refuses an order total above the cash-on-delivery cap (₹998 against ₹500)', async () => {
    fakeCheckout([{ body: { ...deliveryTo560041, codMaxOrderValue: 500 } }]);
    renderCheckout();
    await expectRefused(
      'Cash on delivery is limited to orders up to ₹500. Remove some items to place this order.',
    );
  });

  it('lets an order up to the cap through', async () => {
    fakeCheckout([{ body: { ...deliveryTo560041, codMaxOrderValue: 998 } }]);
    renderCheckout();
    await enabledPlaceOrder();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for an address that needs updating to be fixed first, without checking it', async () => {
    const fetchMock = fakeCheckout([{ body: deliveryTo560041 }], { needsUpdate: true });
    renderCheckout();
    await expectRefused('Please update this address before placing your order.');
    const checks = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/delivery/check'),
    );
    expect(checks).toHaveLength(0);
  });

  it('lets the server decide when the delivery check fails, and shows its refusal', async () => {
    fakeCheckout([
      { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } },
      { body: notServed },
    ]);
    const user = renderCheckout();
    await user.click(await enabledPlaceOrder());

    // The server's own words, then the check asked again says the same beside the button.
    expect(
      await screen.findByText('We do not deliver to PIN code 560041 yet. Choose another address.', {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeTruthy();
    await expectRefused('We do not deliver to PIN code 560041 yet. Choose another address.');
  });
});

describe('CheckoutPage with a discount code', () => {
  const coupon = { code: 'DIWALI15', discount: 150 };
  // Two rompers: ₹1,198 listed, ₹200 off, then ₹150 off with the code: the server's figures.
  const cartWithCode = makeCart([cartLine], {
    coupon,
    totals: { subtotal: 1198, savings: 200, couponDiscount: 150, shipping: 0, total: 848 },
  });
  const summary = () => screen.getByRole('region', { name: 'Order Summary' });
  const summaryValue = (label: string) =>
    within(summary()).getByText(label).nextElementSibling?.textContent;

  it("sums nothing itself: the code's line and the server's total, which the COD cap is held to", async () => {
    fakeApi({
      'GET /cart': { body: cartWithCode },
      'GET /addresses': { body: { addresses: [address] } },
      'GET /delivery/check': { body: { ...deliveryTo560041, codMaxOrderValue: 900 } },
    });
    renderCheckout();
    await enabledPlaceOrder();
    expect(summaryValue('Coupon (DIWALI15)')).toBe('−₹150');
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Total')).toBe('₹848');
    expect(within(summary()).getByRole('button', { name: 'Remove code DIWALI15' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why and shows the cart again when the code stopped applying at Place Order', async () => {
    const fetchMock = fakeApi({
      'GET /cart': [
        { body: cartWithCode },
        { body: makeCart([cartLine], { couponNotice: 'This code has expired.' }) },
      ],
      'GET /addresses': { body: { addresses: [address] } },
      'GET /delivery/check': { body: deliveryTo560041 },
      'POST /orders/place': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This code has expired.' },
      },
    });
    const user = renderCheckout();
    await user.click(await enabledPlaceOrder());

    expect(
      await screen.findByText('This code has expired.', { selector: '[role=status] p' }),
    ).toBeTruthy();
    expect(within(summary()).queryByText('Coupon (DIWALI15)')).toBeNull();
    expect(summaryValue('Total')).toBe('₹998');
    const cartCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/cart'));
    expect(cartCalls).toHaveLength(2);
    // The refusal itself, as the server words it.
    expect(
      screen.getAllByText('This code has expired.', { selector: '[data-sonner-toast] *' }).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the code's line in the 'Order Placed!' dialog and on the confirmation", async () => {
    const orderWithCode = { ...placedOrder, orderTotal: 848, discountTotal: 350, coupon };
    fakeApi({
      'GET /cart': [{ body: cartWithCode }, { body: makeCart() }],
      'GET /addresses': { body: { addresses: [address] } },
      'GET /delivery/check': { body: deliveryTo560041 },
      'POST /orders/place': { status: 201, body: { order: orderWithCode } },
    });
    const user = renderCheckout();
    await user.click(await enabledPlaceOrder());

    const dialog = await screen.findByRole('dialog', { name: 'Order Placed!' });
    expect(within(dialog).getByText('Coupon (DIWALI15)').nextElementSibling?.textContent).toBe(
      '−₹150.00',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const confirmation = screen.getByRole('region', { name: 'Thank you! Your order is placed.' });
    const row = (label: string) =>
      within(confirmation).getByText(label).nextElementSibling?.textContent;
    // The products' own discount and the code's, each on its line.
    expect(row('Discount')).toBe('−₹200.00');
    expect(row('Coupon (DIWALI15)')).toBe('−₹150.00');
    expect(row('Total')).toBe('₹848.00');
  });
});

describe('CheckoutPage when the shop takes UPI', () => {
  const company = { details: { name: 'Little Sprouts', upiId: 'littlesprouts@okaxis' } };
  const upiOrder = makeUpiOrder({}, { id: 'o-9' });

  function fakeUpiCheckout(delivery: unknown = deliveryTo560041) {
    return fakeApi({
      'GET /company-details': { body: company },
      'GET /cart': [{ body: makeCart([cartLine]) }, { body: makeCart() }],
      'GET /addresses': { body: { addresses: [address] } },
      'GET /delivery/check': { body: delivery },
      'POST /orders/place': { status: 201, body: { order: upiOrder } },
    });
  }

  function renderWithPaymentRoute() {
    renderWithQueryClient(
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/myaccount/order/:id/pay" element={<PaymentRouteProbe />} />
        </Routes>
        <Toaster />
      </MemoryRouter>,
    );
    return userEvent.setup();
  }

  it('offers "Pay now by UPI" beside cash on delivery, places a UPI order and opens its payment screen', async () => {
    const fetchMock = fakeUpiCheckout();
    const user = renderWithPaymentRoute();
    const upi = await screen.findByRole<HTMLInputElement>('radio', { name: /Pay now by UPI/ });
    const cod = screen.getByRole<HTMLInputElement>('radio', { name: /Cash on Delivery/ });
    expect(cod.checked).toBe(true);

    // Native radios in one group: the arrow keys move the choice in any browser.
    expect(upi.name).toBe(cod.name);
    await user.click(upi);
    expect(upi.checked).toBe(true);
    expect(screen.getByText('Free shipping · Pay now by UPI')).toBeTruthy();

    await user.click(await enabledPlaceOrder());
    expect(await screen.findByText('Payment screen of o-9')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /orders/place')).toEqual({
      addressId: address.id,
      paymentMethod: 'UPI',
    });
  });

  it('shows the UPI order on the confirmation, with "Pay now" back to its payment screen', async () => {
    fakeUpiCheckout();
    const user = renderWithPaymentRoute();
    await user.click(await screen.findByRole('radio', { name: /Pay now by UPI/ }));
    await user.click(await enabledPlaceOrder());
    await screen.findByText('Payment screen of o-9');
    cleanup();

    fakeApi({ 'GET /cart': { body: makeCart() }, 'GET /addresses': { body: { addresses: [] } } });
    renderCheckout();
    const confirmation = await screen.findByRole('region', {
      name: 'Thank you! Your order is placed.',
    });
    expect(within(confirmation).getByText('Awaiting payment')).toBeTruthy();
    expect(within(confirmation).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/myaccount/order/o-9/pay',
    );
  });

  it('places a cash-on-delivery order when that stays chosen', async () => {
    const fetchMock = fakeUpiCheckout();
    const user = renderWithPaymentRoute();
    await screen.findByRole('radio', { name: /Pay now by UPI/ });
    await user.click(await enabledPlaceOrder());
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST /orders/place')).toEqual({
        addressId: address.id,
        paymentMethod: 'COD',
      }),
    );
  });

  it('takes the order by UPI where the PIN code has no cash on delivery, instead of refusing it', async () => {
    const fetchMock = fakeUpiCheckout({ ...deliveryTo560041, codAvailable: false });
    const user = renderWithPaymentRoute();
    expect(
      await screen.findByText(
        'Cash on delivery is not available for PIN code 560041. Pay now by UPI to place this order.',
      ),
    ).toBeTruthy();
    const cod = screen.getByRole<HTMLInputElement>('radio', { name: /Cash on Delivery/ });
    expect(cod.disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Pay now by UPI/ }).checked).toBe(
      true,
    );
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(await enabledPlaceOrder());
    expect(await screen.findByText('Payment screen of o-9')).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /orders/place')).toMatchObject({ paymentMethod: 'UPI' });
  });

  it('takes an order above the cash-on-delivery cap by UPI', async () => {
    fakeUpiCheckout({ ...deliveryTo560041, codMaxOrderValue: 500 });
    renderWithPaymentRoute();
    expect(
      await screen.findByText(
        'Cash on delivery is limited to orders up to ₹500. Pay now by UPI to place this order.',
      ),
    ).toBeTruthy();
    await enabledPlaceOrder();
  });

  it('still refuses a PIN code the shop does not deliver to', async () => {
    fakeUpiCheckout(notServed);
    renderWithPaymentRoute();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'We do not deliver to PIN code 560041 yet. Choose another address.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place Order' }).disabled).toBe(
      true,
    );
  });
});

describe('CheckoutPage when the shop has no UPI ID', () => {
  it('offers cash on delivery only, exactly as before', async () => {
    fakeApi({
      'GET /company-details': { body: { details: { name: 'Little Sprouts', upiId: null } } },
      'GET /cart': { body: makeCart([cartLine]) },
      'GET /addresses': { body: { addresses: [address] } },
      'GET /delivery/check': { body: deliveryTo560041 },
    });
    renderCheckout();
    await enabledPlaceOrder();
    expect(screen.queryByRole('radio', { name: /UPI/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeTruthy();
    expect(screen.getByText('Free shipping · Pay with cash on delivery')).toBeTruthy();
  });
});

describe('CheckoutPage on a Hindi page', () => {
  const ourCatalogues = [
    'app',
    'features/cart',
    'features/checkout',
    'features/addresses',
    'features/payments',
  ];

  function renderInHindi() {
    render(
      <I18nProvider i18n={hindi()}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/checkout']}>
            <CheckoutPage />
            <Toaster />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    return userEvent.setup();
  }

  const placeOrder = () => screen.findByRole<HTMLButtonElement>('button', { name: 'ऑर्डर करें' });

  it('shows the address, the lines, the ways to pay and the summary in Hindi', async () => {
    fakeApi({
      'GET /company-details': { body: { details: { name: 'Little Sprouts', upiId: 'ls@okaxis' } } },
      'GET /cart': { body: makeCart([cartLine]) },
      'GET /addresses': { body: { addresses: [address] } },
      'GET /delivery/check': { body: deliveryTo560041 },
    });
    const user = renderInHindi();
    const button = await placeOrder();
    await waitFor(() => expect(button.disabled).toBe(false));

    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeTruthy();
    for (const step of ['शिपिंग का पता', 'ऑर्डर का सामान', 'भुगतान का तरीका']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(step) })).toBeTruthy();
    }
    expect(screen.getByRole('radiogroup', { name: 'शिपिंग का पता' })).toBeTruthy();
    expect(screen.getByText('साइज़: 6-12M', { exact: false })).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: /अभी UPI से भुगतान करें/ }));
    expect(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).toBeTruthy();
    expect(screen.getByText('मुफ़्त शिपिंग · अभी UPI से भुगतान करें')).toBeTruthy();
    expect(screen.getByText('कुल').nextElementSibling?.textContent).toBe('₹998');
    expect(englishLeftIn(document.body, ourCatalogues, [address.addressLine1])).toEqual([]);
  });

  it("says 'Order Placed!' and shows the confirmation in Hindi", async () => {
    fakeApi({
      'GET /cart': [{ body: makeCart([cartLine]) }, { body: makeCart() }],
      'GET /addresses': { body: { addresses: [address] } },
      'GET /delivery/check': { body: deliveryTo560041 },
      'POST /orders/place': { status: 201, body: { order: placedOrder } },
    });
    const user = renderInHindi();
    const button = await placeOrder();
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'ऑर्डर हो गया!' });
    expect(within(dialog).getByText('भुगतान का तरीका').nextElementSibling?.textContent).toBe(
      'कैश ऑन डिलीवरी',
    );
    expect(
      await screen.findByText('ऑर्डर सफलतापूर्वक हो गया! पुष्टि का ईमेल भेज दिया गया है।'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'ऑर्डर हिस्ट्री देखें' })).toBeTruthy();
    expect(englishLeftIn(document.body, ourCatalogues, [address.addressLine1])).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर कन्फ़र्म हो गया' })).toBeTruthy();
    const confirmation = screen.getByRole('region', { name: 'धन्यवाद! आपका ऑर्डर हो गया है।' });
    expect(within(confirmation).getByText('कुल').nextElementSibling?.textContent).toBe('₹998.00');
    expect(within(confirmation).getByText('फ़ोन: 98450 12345', { exact: false })).toBeTruthy();
    expect(englishLeftIn(document.body, ourCatalogues, [address.addressLine1])).toEqual([]);
  });
});

function PaymentRouteProbe() {
  const { id } = useParams();
  return <p>Payment screen of {id}</p>;
}

describe('CheckoutPage offline', () => {
  it('holds Place Order while the connection is down, saying why, and lets it go when back', async () => {
    fakeApi({
      'GET /cart': { body: makeCart([cartLine]) },
      'GET /addresses': { body: { addresses: [address] } },
      'GET /delivery/check': { body: deliveryTo560041 },
    });
    renderCheckout();
    const button = await enabledPlaceOrder();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      'You are offline. Your cart is saved; you can place the order when you are back online.',
    );

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });
});
