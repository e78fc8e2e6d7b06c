import { utrMessage } from '@shop/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import type * as QRCode from 'qrcode';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myOrdersQuery } from '../../../lib/my-orders-query.ts';
import { makeUpiOrder, upiUriForTests } from '../../../test/order-fixtures.ts';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { englishLeftIn } from '../../../test/english-left.ts';
import { hindi } from '../../../test/hindi.ts';
import { UpiPaymentScreen } from './upi-payment-screen.tsx';

// The real library draws the code; the spy tells which text it was asked to encode.
const qrToString = vi.hoisted(() => vi.fn());
vi.mock('qrcode', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof QRCode }>();
  qrToString.mockImplementation(actual.default.toString);
  return { default: { ...actual.default, toString: qrToString } };
});

afterEach(async () => {
  // A QR code still being drawn for the last test must not count for the next one.
  await vi.dynamicImportSettled();
  // jsdom has no matchMedia (a computer to the page), unless a test said it is a phone.
  Reflect.deleteProperty(window, 'matchMedia');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  qrToString.mockClear();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 400).toISOString();

function renderScreen(order = makeUpiOrder({ expiresAt: inMinutes(5) })) {
  renderWithQueryClient(
    <MemoryRouter>
      <UpiPaymentScreen order={order} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** A phone: the page's media query for a touch screen or a narrow window matches. */
function onAPhone() {
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

describe('UpiPaymentScreen on a computer', () => {
  it('shows the amount, the order number, the payee and a QR code of the upi:// link', async () => {
    fakeApi({});
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Pay ₹998.00 by UPI' })).toBeTruthy();
    expect(screen.getByText('LS-7K2QF9')).toBeTruthy();
    expect(screen.getByText('Little Sprouts')).toBeTruthy();
    expect(screen.getByText('(littlesprouts@okaxis)')).toBeTruthy();

    const qr = await screen.findByRole<HTMLImageElement>('img', {
      name: 'QR code to pay ₹998.00 by UPI for order LS-7K2QF9',
    });
    expect(qrToString).toHaveBeenCalledWith(
      upiUriForTests,
      expect.objectContaining({ type: 'svg' }),
    );
    expect(decodeURIComponent(qr.src)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
    // The link stays as a second way, for a computer with a UPI app.
    expect(
      screen.getByRole('link', { name: 'Pay ₹998.00 with a UPI app' }).getAttribute('href'),
    ).toBe(upiUriForTests);
  });

  it('counts down to the expiry as mm:ss, speaking only whole minutes, then says the time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-05T10:25:00.000Z'));
    fakeApi({});
    renderScreen(makeUpiOrder({ expiresAt: '2026-03-05T10:30:00.000Z' }));
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('05:00');
    expect(screen.getByText('5 minutes left to pay.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('04:59');
    expect(screen.getByText('5 minutes left to pay.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect(timer.textContent).toBe('04:00');
    expect(screen.getByText('4 minutes left to pay.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(screen.getByRole('heading', { name: 'The time to pay is up' })).toBeTruthy();
    expect(screen.getByText(/LS-7K2QF9 in time, so the order was cancelled/)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByLabelText(/UTR/)).toBeNull();
  });
});

describe('UpiPaymentScreen on a phone', () => {
  it('offers one big button that opens a UPI app, and draws no QR code', async () => {
    onAPhone();
    fakeApi({});
    renderScreen();
    const pay = screen.getByRole('link', { name: 'Pay ₹998.00 with a UPI app' });
    expect(pay.getAttribute('href')).toBe(upiUriForTests);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(qrToString).not.toHaveBeenCalled();
  });
});

describe('UpiPaymentScreen: the UTR', () => {
  it('explains where to find it', async () => {
    fakeApi({});
    const user = renderScreen();
    await user.click(screen.getByText('Where do I find it?'));
    expect(screen.getByText(/"UPI Ref No", "UTR" or "Transaction ID": 12 digits/)).toBeTruthy();
  });

  it('asks for 12 digits with the contract message, and sends nothing until then', async () => {
    const fetchMock = fakeApi({});
    const user = renderScreen();
    await user.type(screen.getByLabelText('UPI reference number (UTR)'), '12345');
    await user.click(screen.getByRole('button', { name: 'I have paid: send the reference' }));
    expect(await screen.findByText(utrMessage)).toBeTruthy();
    expect(screen.getByLabelText('UPI reference number (UTR)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('payment-reference'),
      expect.anything(),
    );
  });

  it('sends the UTR without its spaces, then says the payment is being checked', async () => {
    const order = makeUpiOrder({ expiresAt: inMinutes(5) });
    const verifying = makeUpiOrder({ status: 'VERIFYING', utr: '412345678901', upiUri: null });
    const fetchMock = fakeApi({
      'POST /orders/o-1/payment-reference': { body: { order: verifying } },
      'GET /orders/my-orders': [{ body: { orders: [order] } }, { body: { orders: [verifying] } }],
    });
    renderWithQueryClient(
      <MemoryRouter>
        <PayingScreen initial={order} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('UPI reference number (UTR)'), '4123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'I have paid: send the reference' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST /orders/o-1/payment-reference')).toEqual({
        utr: '412345678901',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'We are checking your payment' }),
    ).toBeTruthy();
    expect(screen.getByText('412345678901')).toBeTruthy();
  });

  it("shows the server's refusal under the field (a UTR another order gave)", async () => {
    const message = 'This UPI reference was already given for another order.';
    fakeApi({
      'POST /orders/o-1/payment-reference': { status: 409, body: { code: 'CONFLICT', message } },
    });
    const user = renderScreen();
    await user.type(screen.getByLabelText('UPI reference number (UTR)'), '412345678901');
    await user.click(screen.getByRole('button', { name: 'I have paid: send the reference' }));
    const error = await screen.findByText(message);
    expect(
      screen.getByLabelText('UPI reference number (UTR)').getAttribute('aria-describedby'),
    ).toContain(error.id);
  });
});

describe('UpiPaymentScreen after the payment step', () => {
  it('says a failed order without a UTR ran out of time and was cancelled', () => {
    fakeApi({});
    renderScreen(makeUpiOrder({ status: 'FAILED', upiUri: null }, { deliveryStatus: 'CANCELED' }));
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText(/The time to pay order LS-7K2QF9 is up/)).toBeTruthy();
  });

  it('says a paid order is paid', () => {
    fakeApi({});
    renderScreen(makeUpiOrder({ status: 'PAID', utr: '412345678901', upiUri: null }));
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
  });
});

/** The screen as the payment page shows it: the order as the customer's orders now say. */
describe('UpiPaymentScreen on a Hindi page', () => {
  function renderInHindi(order: ReturnType<typeof makeUpiOrder>) {
    return render(
      <I18nProvider i18n={hindi()}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <UpiPaymentScreen order={order} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
  }
  // The payee's name is the shop's own, not a message.
  const shopData = ['Little Sprouts'];

  it('asks for the payment, the time left and the reference in Hindi', async () => {
    fakeApi({});
    const { container } = renderInHindi(makeUpiOrder({ expiresAt: inMinutes(5) }));
    expect(screen.getByRole('heading', { name: 'UPI से ₹998.00 का भुगतान करें' })).toBeTruthy();
    expect(screen.getByText('भुगतान के लिए बचा समय')).toBeTruthy();
    expect(screen.getByText(/^भुगतान के लिए \d+ मिनट बचे हैं।$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2. भुगतान का रेफ़रेंस नंबर बताएँ' })).toBeTruthy();
    expect(screen.getByLabelText('UPI रेफ़रेंस नंबर (UTR)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया: रेफ़रेंस नंबर भेजें' })).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'ऑर्डर LS-7K2QF9 के लिए UPI से ₹998.00 का भुगतान करने का QR कोड',
      }),
    ).toBeTruthy();
    expect(englishLeftIn(container, ['features/payments', 'app'], shopData)).toEqual([]);
  });

  it('says where the payment stands in Hindi once the reference is given, paid or failed', () => {
    fakeApi({});
    const verifying = renderInHindi(
      makeUpiOrder({ status: 'VERIFYING', utr: '412345678901', upiUri: null }),
    );
    expect(screen.getByRole('heading', { name: 'हम आपका भुगतान जाँच रहे हैं' })).toBeTruthy();
    expect(englishLeftIn(verifying.container, ['features/payments', 'app'])).toEqual([]);
    verifying.unmount();

    const paid = renderInHindi(makeUpiOrder({ status: 'PAID', utr: '412345678901', upiUri: null }));
    expect(screen.getByRole('heading', { name: 'भुगतान मिल गया' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर देखें' })).toBeTruthy();
    expect(englishLeftIn(paid.container, ['features/payments', 'app'])).toEqual([]);
    paid.unmount();

    const failed = renderInHindi(makeUpiOrder({ status: 'FAILED', upiUri: null }));
    expect(screen.getByRole('heading', { name: 'भुगतान नहीं हुआ' })).toBeTruthy();
    expect(
      screen.getByText(
        'ऑर्डर LS-7K2QF9 के भुगतान का समय खत्म हो गया, इसलिए ऑर्डर रद्द कर दिया गया और उसका सामान फिर से बिक्री पर है।',
      ),
    ).toBeTruthy();
    expect(englishLeftIn(failed.container, ['features/payments', 'app'])).toEqual([]);
  });
});

function PayingScreen({ initial }: { initial: ReturnType<typeof makeUpiOrder> }) {
  const orders = useQuery({ ...myOrdersQuery, initialData: [initial] });
  return <UpiPaymentScreen order={orders.data[0] ?? initial} />;
}
