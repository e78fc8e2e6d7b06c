import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { englishLeftIn } from '../../../test/english-left.ts';
import { hindi } from '../../../test/hindi.ts';
import { CodConfirmationPanel } from './cod-confirmation-panel.tsx';

const unconfirmed = {
  orderNumber: 'LS-7K2QF9M',
  orderTotal: 1299.5,
  itemCount: 3,
  codConfirmedAt: null,
  cancelled: false,
};
const confirmed = { ...unconfirmed, codConfirmedAt: '2026-11-28T05:30:00.000Z' };

function renderPanel(token: string | null = 'signed.token.value') {
  renderWithQueryClient(
    <MemoryRouter>
      <CodConfirmationPanel token={token} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the "Confirm my order" page', () => {
  it('shows the order, and confirms it only when the button is pressed', async () => {
    const fetchMock = fakeApi({
      'GET /orders/cod-confirmation': { body: unconfirmed },
      'POST /orders/cod-confirmation': { body: confirmed },
    });
    renderPanel();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your order' }),
    ).toBeTruthy();
    const summary = screen.getByText('LS-7K2QF9M').closest('dl')!;
    expect(Array.from(summary.children, (cell) => cell.textContent)).toEqual([
      'Order',
      'LS-7K2QF9M',
      'To pay in cash on delivery',
      '₹1,299.50',
      'Items',
      '3',
    ]);
    const [getUrl] = fetchMock.mock.calls[0]!;
    expect(new URL(String(getUrl), 'http://localhost').searchParams.get('token')).toBe(
      'signed.token.value',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
    ).toBeTruthy();
    expect(screen.getByText(/Please keep ₹1,299\.50 ready in cash/)).toBeTruthy();
    expect(sentBody(fetchMock, 'POST /orders/cod-confirmation')).toEqual({
      token: 'signed.token.value',
    });
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).toBeNull();
  });

  it('says an order confirmed before is confirmed, with no button', async () => {
    fakeApi({ 'GET /orders/cod-confirmation': { body: confirmed } });
    renderPanel();
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is confirmed' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'See My Orders' }).getAttribute('href')).toBe(
      '/myaccount/order',
    );
  });

  it('says a cancelled order has nothing to confirm', async () => {
    fakeApi({ 'GET /orders/cod-confirmation': { body: { ...unconfirmed, cancelled: true } } });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'This order was cancelled' })).toBeTruthy();
    expect(screen.getByText(/nothing to confirm and nothing to pay/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's words for an expired or broken link", async () => {
    const expired =
      'This link has expired: it was valid for 14 days after the order was placed. Your order stands as placed.';
    fakeApi({
      'GET /orders/cod-confirmation': {
        status: 400,
        body: { message: expired, code: 'VALIDATION_FAILED' },
      },
    });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(expired);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks nothing of the server for a link without its token', async () => {
    const fetchMock = fakeApi({});
    renderPanel(null);
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is not complete. Please open it again from your order confirmation mail.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the button when confirming fails, and says why', async () => {
    fakeApi({
      'GET /orders/cod-confirmation': { body: unconfirmed },
      'POST /orders/cod-confirmation': {
        status: 429,
        body: {
          message: 'Too many requests. Please try again in 5 minutes.',
          code: 'RATE_LIMITED',
        },
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my order' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many requests. Please try again in 5 minutes.',
      ),
    );
    expect(within(document.body).getByRole('button', { name: 'Confirm my order' })).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page, before and after the confirmation', async () => {
    fakeApi({
      'GET /orders/cod-confirmation': { body: unconfirmed },
      'POST /orders/cod-confirmation': { body: confirmed },
    });
    const { container } = render(
      <I18nProvider i18n={hindi()}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <CodConfirmationPanel token="signed.token.value" />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपना ऑर्डर कन्फ़र्म करें' }),
    ).toBeTruthy();
    const summary = screen.getByText('LS-7K2QF9M').closest('dl')!;
    expect(Array.from(summary.children, (cell) => cell.textContent)).toEqual([
      'ऑर्डर',
      'LS-7K2QF9M',
      'डिलीवरी पर नकद देना है',
      '₹1,299.50',
      'सामान',
      '3',
    ]);
    expect(englishLeftIn(container, ['features/cod-confirmation', 'app'])).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'मेरा ऑर्डर कन्फ़र्म करें' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'धन्यवाद! आपका ऑर्डर कन्फ़र्म हो गया' }),
    ).toBeTruthy();
    expect(screen.getByText(/कृपया डिलीवरी के लिए ₹1,299\.50 नकद तैयार रखें।/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर देखें' })).toBeTruthy();
    expect(englishLeftIn(container, ['features/cod-confirmation', 'app'])).toEqual([]);
  });
});
