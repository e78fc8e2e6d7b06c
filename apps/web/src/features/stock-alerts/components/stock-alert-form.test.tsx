import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { StockAlertForm } from './stock-alert-form.tsx';

const variantId = '0196f3a2-7c1e-7d4b-9a35-3c2b1f0e8d77';
const alertKey = 'POST /products/p-1/stock-alerts';
const alert = {
  id: 'a-1',
  variantId,
  size: '12-18M',
  color: 'Mint',
  email: 'meera@example.com',
  createdAt: '2026-11-28T08:00:00.000Z',
};
const created = {
  status: 201,
  body: { message: 'We’ll mail meera@example.com when 12-18M in Mint is back.', alert },
};

function renderForm() {
  renderWithQueryClient(<StockAlertForm productId="p-1" variant={{ id: variantId }} />);
  return userEvent.setup();
}

function signInAsCustomer() {
  localStorage.setItem('authToken', 'tok');
  localStorage.setItem('user', JSON.stringify({ username: 'meera', userType: 'CUSTOMER' }));
}

const alertCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the back-in-stock alert form', () => {
  it('asks a visitor for an email, checks it with the contract, and sends it with the size', async () => {
    const fetchMock = fakeApi({ [alertKey]: created });
    const user = renderForm();

    const email = screen.getByLabelText('Your email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');

    await user.type(email, 'meera@');
    await user.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(alertCalls(fetchMock)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, '  Meera@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We’ll mail meera@example.com when 12-18M in Mint is back.',
      ),
    );
    expect(sentBody(fetchMock, alertKey)).toEqual({ variantId, email: 'meera@example.com' });
    // The answer replaces the form: nothing left to send twice; the focus moves to the answer.
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(screen.queryByLabelText('Your email')).toBeNull();
  });

  it('shows the answer of an email that already waits for the size (200) the same way', async () => {
    fakeApi({
      [alertKey]: {
        status: 200,
        body: { message: 'You are already on the list for 12-18M in Mint.', alert },
      },
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Your email'), 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'You are already on the list for 12-18M in Mint.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses a signed-in customer’s account email, and sends no email of its own', async () => {
    signInAsCustomer();
    const fetchMock = fakeApi({
      'GET /auth/me': {
        body: { data: { user: { username: 'meera', email: 'meera@example.com' } } },
      },
      [alertKey]: created,
    });
    const user = renderForm();

    expect(await screen.findByText('meera@example.com')).toBeTruthy();
    expect(screen.getByText(/We’ll mail/).textContent).toBe('We’ll mail meera@example.com.');
    expect(screen.queryByLabelText('Your email')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('is back.'));
    expect(sentBody(fetchMock, alertKey)).toEqual({ variantId });
  });

  it('lets a customer ask even before their address has loaded', async () => {
    signInAsCustomer();
    fakeApi({ 'GET /auth/me': { status: 500 }, [alertKey]: created });
    const user = renderForm();
    expect(screen.getByText('We’ll mail the address of your account.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));
    expect(await screen.findByText(/is back\.$/)).toBeTruthy();
  });

  it('sends once, however fast the button is pressed twice', async () => {
    signInAsCustomer();
    const fetchMock = fakeApi({ 'GET /auth/me': { status: 500 }, [alertKey]: created });
    renderForm();
    const form = screen.getByRole('button', { name: 'Tell me when it’s back' }).closest('form')!;
    // Two submits within one render, before the mutation's pending state reaches the button.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    expect(alertCalls(fetchMock)).toHaveLength(1);
  });

  it.each([
    [409, 'CONFLICT', '12-18M in Mint is in stock again: you can order it now.'],
    [429, 'RATE_LIMITED', 'Too many requests. Please try again in 5 minutes.'],
    [400, 'VALIDATION_FAILED', 'Choose a size.'],
  ])(
    'shows the API’s words for a %i and lets the shopper try again',
    async (status, code, message) => {
      const fetchMock = fakeApi({ [alertKey]: [{ status, body: { message, code } }, created] });
      const user = renderForm();
      await user.type(screen.getByLabelText('Your email'), 'meera@example.com');
      await user.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));

      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(screen.getByRole('status').textContent).toBe('');

      await user.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toContain('is back.'));
      expect(alertCalls(fetchMock)).toHaveLength(2);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('puts the API’s word on an email it refuses beside the field', async () => {
    const refused = 'Enter a valid email address.';
    fakeApi({
      [alertKey]: {
        status: 400,
        body: {
          message: 'Check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'email', message: refused }],
        },
      },
    });
    const user = renderForm();
    const email = screen.getByLabelText('Your email');
    await user.type(email, 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Tell me when it’s back' }));

    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      refused,
    );
    expect(screen.getByRole('alert').textContent).toBe('Check the highlighted fields.');
    expect(document.activeElement).toBe(email);
  });
});
