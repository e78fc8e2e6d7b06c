import type { Messages } from '@lingui/core';
import { expectNoEnglish, plainEnglishTexts } from '../../../test/english-left.ts';
import { hindi } from '../../../test/hindi.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { AuthWelcome } from './auth-welcome.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  I18nWrapper,
  renderWithQueryClient,
  sentBody,
} from '../../../test/render-with-providers.tsx';
import { AuthPanels } from './auth-panels.tsx';

/** This feature's English texts (those without values): none may show on a Hindi page. */
const englishTexts = plainEnglishTexts(
  import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' }),
);

const loginScreenRoutes = [
  { path: '/login', element: <AuthPanels /> },
  { path: '/admin', element: <p>Admin area</p> },
  { path: '/myaccount', element: <p>My account area</p> },
];

function renderLoginScreen() {
  const router = createMemoryRouter(loginScreenRoutes, { initialEntries: ['/login'] });
  renderWithQueryClient(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, user: userEvent.setup() };
}

const apiUser = (userType: 'ADMIN' | 'CUSTOMER') => ({
  id: 'u-42',
  firstName: '',
  lastName: '',
  username: 'meera',
  email: 'meera@example.in',
  mobile: null,
  dob: null,
  userType,
  createdAt: '2026-01-01T00:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login panel', () => {
  it('logs a customer in, stores the session keys and goes to My account', async () => {
    const api = fakeApi({
      'POST /auth/login': { body: { token: 'jwt-1', user: apiUser('CUSTOMER') } },
    });
    const { router, user } = renderLoginScreen();

    await user.type(screen.getByLabelText('Email or username'), '  meera@example.in ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myaccount');
    expect(sentBody(api, 'POST /auth/login')).toEqual({
      identifier: 'meera@example.in',
      password: 'correct horse',
    });
    expect(localStorage.getItem('authToken')).toBe('jwt-1');
    expect(localStorage.getItem('role')).toBe('CUSTOMER');
    expect(localStorage.getItem('userId')).toBe('u-42');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      username: 'meera',
      userType: 'CUSTOMER',
    });
  });

  it('sends an admin to /admin', async () => {
    fakeApi({ 'POST /auth/login': { body: { token: 'jwt-2', user: apiUser('ADMIN') } } });
    const { router, user } = renderLoginScreen();

    await user.type(screen.getByLabelText('Email or username'), 'meera');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('toasts the server message on failure and stays put', async () => {
    fakeApi({
      'POST /auth/login': {
        status: 401,
        body: { message: 'Wrong email, username or password.', code: 'UNAUTHENTICATED' },
      },
    });
    const { router, user } = renderLoginScreen();

    await user.type(screen.getByLabelText('Email or username'), 'meera');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Wrong email, username or password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    const { user } = renderLoginScreen();

    await user.type(screen.getByLabelText('Email or username'), 'meera');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderLoginScreen();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter your email or username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('disables the button and says so while the call runs', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderLoginScreen();

    await user.type(screen.getByLabelText('Email or username'), 'meera');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer(new Response('{}', { status: 500 }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('a shopper who opens the login page signed in', () => {
  function signedInAs(userType: 'ADMIN' | 'CUSTOMER') {
    localStorage.setItem('authToken', 'jwt-1');
    localStorage.setItem('user', JSON.stringify({ username: 'meera', userType }));
  }

  it('is sent on to My account, in place of the login page in the history', async () => {
    signedInAs('CUSTOMER');
    const { router } = renderLoginScreen();
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('is sent on to the admin area when an admin', async () => {
    signedInAs('ADMIN');
    const { router } = renderLoginScreen();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('is sent on once the server-rendered page has hydrated and knows who is signed in', async () => {
    signedInAs('CUSTOMER');
    const page = () => (
      <I18nWrapper>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider
            router={createMemoryRouter(loginScreenRoutes, { initialEntries: ['/login'] })}
          />
        </QueryClientProvider>
      </I18nWrapper>
    );
    // The server cannot see local storage: it sends the login page.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    expect(container.querySelector('h1')?.textContent).toBe('Welcome back');

    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page()));
    try {
      await waitFor(() => expect(container.textContent).toBe('My account area'));
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('leaves a visitor on the login page', async () => {
    const { router } = renderLoginScreen();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('register panel', () => {
  async function fillRegisterForm(user: ReturnType<typeof userEvent.setup>, confirm: string) {
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Username'), 'meera_k');
    await user.type(screen.getByLabelText('Email'), 'Meera@Example.in');
    await user.type(screen.getByLabelText('Password'), 'sunflower8');
    await user.type(screen.getByLabelText('Confirm password'), confirm);
  }

  it('says "Passwords do not match!" and does not call the server', async () => {
    const api = fakeApi({});
    const { user } = renderLoginScreen();

    await fillRegisterForm(user, 'sunflower9');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters, like the server', async () => {
    const api = fakeApi({});
    const { user } = renderLoginScreen();

    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('registers with only the filled-in fields, then returns to log in with the email', async () => {
    const api = fakeApi({
      'POST /auth/register': {
        status: 201,
        body: { message: 'Account created.', user: apiUser('CUSTOMER') },
      },
    });
    const { user } = renderLoginScreen();

    await fillRegisterForm(user, 'sunflower8');
    await user.type(screen.getByLabelText(/First name/), 'Meera');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful! Please login.')).toBeTruthy();
    expect(sentBody(api, 'POST /auth/register')).toEqual({
      username: 'meera_k',
      email: 'meera@example.in',
      password: 'sunflower8',
      firstName: 'Meera',
    });
    expect(screen.getByRole('tab', { name: 'Log in', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Email or username') as HTMLInputElement).value).toBe(
      'meera@example.in',
    );
  });

  it('asks for marketing mail with a box never ticked in advance, and sends it only when ticked', async () => {
    const api = fakeApi({
      'POST /auth/register': {
        status: 201,
        body: { message: 'Account created.', user: apiUser('CUSTOMER') },
      },
    });
    const { user } = renderLoginScreen();

    await fillRegisterForm(user, 'sunflower8');
    const consent = screen.getByRole('checkbox', {
      name: 'Mail me offers and reminders about my cart. I can stop them any time.',
    });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful! Please login.')).toBeTruthy();
    expect(sentBody(api, 'POST /auth/register')).toEqual({
      username: 'meera_k',
      email: 'meera@example.in',
      password: 'sunflower8',
      marketingConsent: true,
    });
  });

  it('shows server field errors under their fields', async () => {
    fakeApi({
      'POST /auth/register': {
        status: 409,
        body: {
          message: 'That email is already registered.',
          code: 'CONFLICT',
          details: [{ path: 'email', message: 'This email already has an account.' }],
        },
      },
    });
    const { user } = renderLoginScreen();

    await fillRegisterForm(user, 'sunflower8');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('That email is already registered.')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    const error = screen.getByText('This email already has an account.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('falls back to "Registration failed"', async () => {
    fakeApi({ 'POST /auth/register': { status: 502, body: 'Bad gateway' } });
    const { user } = renderLoginScreen();

    await fillRegisterForm(user, 'sunflower8');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration failed')).toBeTruthy();
  });
});

describe('forgot password: email, code, new password', () => {
  async function reachCodePanel(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'meera@example.in');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
  }

  it('walks from the email to the code to the new password and back to log in', async () => {
    const api = fakeApi({
      'POST /auth/forgot-password/request-otp': {
        body: { message: 'If that email is registered, a code is on its way.' },
      },
      'POST /auth/forgot-password/reset': { body: { message: 'Your password has been reset.' } },
    });
    const { user } = renderLoginScreen();

    await reachCodePanel(user);
    expect(screen.getByText('If that email is registered, a code is on its way.')).toBeTruthy();
    expect(sentBody(api, 'POST /auth/forgot-password/request-otp')).toEqual({
      email: 'meera@example.in',
    });

    // The code panel only collects digits; nothing is sent until the new password.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter all 6 digits of the code.')).toBeTruthy();
    await user.click(screen.getByLabelText('Verification code, digit 1 of 6'));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeTruthy();
    expect(sentBody(api, 'POST /auth/forgot-password/reset')).toEqual({
      email: 'meera@example.in',
      otp: '123456',
      newPassword: 'new-secret-1',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect((screen.getByLabelText('Email or username') as HTMLInputElement).value).toBe(
      'meera@example.in',
    );
  });

  it('lets the shopper retype a wrong code', async () => {
    fakeApi({
      'POST /auth/forgot-password/request-otp': { body: { message: 'Code sent.' } },
      'POST /auth/forgot-password/reset': {
        status: 400,
        body: { message: 'That code is wrong or has expired.', code: 'VALIDATION_FAILED' },
      },
    });
    const { user } = renderLoginScreen();

    await reachCodePanel(user);
    await user.click(screen.getByLabelText('Verification code, digit 1 of 6'));
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('That code is wrong or has expired.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Re-enter the code' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    const firstBox = screen.getByLabelText('Verification code, digit 1 of 6') as HTMLInputElement;
    expect(firstBox.value).toBe('1');
  });

  it('toasts "Failed to send OTP" when the request fails without a message', async () => {
    fakeApi({ 'POST /auth/forgot-password/request-otp': { status: 500, body: null } });
    const { user } = renderLoginScreen();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText('Email'), 'meera@example.in');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Failed to send OTP')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('toasts "Failed to reset password" when the reset fails without a message', async () => {
    fakeApi({
      'POST /auth/forgot-password/request-otp': { body: { message: 'Code sent.' } },
      'POST /auth/forgot-password/reset': { status: 503, body: 'down' },
    });
    const { user } = renderLoginScreen();

    await reachCodePanel(user);
    await user.click(screen.getByLabelText('Verification code, digit 1 of 6'));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Failed to reset password')).toBeTruthy();
  });
});

describe('the login page in Hindi', () => {
  it('speaks Hindi on a Hindi page, the register form and its consent box too', () => {
    const login = renderOnServer(
      <>
        <AuthWelcome brandName="Little Sprouts" />
        <AuthPanels />
      </>,
      { i18n: hindi() },
    );
    const loginText = login.textContent ?? '';
    expect(login.querySelector('h1')?.textContent).toBe('फिर से स्वागत है');
    expect(loginText).toContain('पूरे भारत में मुफ़्त डिलीवरी');
    expect(loginText).toContain('ईमेल या यूज़रनेम');
    expect(loginText).toContain('पासवर्ड भूल गए?');
    expect(login.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe(
      'लॉग इन करें या खाता बनाएँ',
    );
    expectNoEnglish(loginText, englishTexts);

    const register = renderOnServer(<AuthPanels initialMode="register" />, { i18n: hindi() });
    const registerText = register.textContent ?? '';
    expect(register.querySelector('h1')?.textContent).toBe('अपना खाता बनाएँ');
    expect(registerText).toContain('मुझे ऑफ़र और मेरे कार्ट की याद दिलाने वाले ईमेल भेजें।');
    expect(registerText).toContain('पासवर्ड दोबारा डालें');
    expectNoEnglish(registerText, englishTexts);
  });
});
