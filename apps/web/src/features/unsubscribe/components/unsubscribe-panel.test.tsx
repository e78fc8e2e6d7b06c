import type { Messages } from '@lingui/core';
import { expectNoEnglish, plainEnglishTexts } from '../../../test/english-left.ts';
import { I18nProvider } from '@lingui/react';
import { hindi } from '../../../test/hindi.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { UnsubscribePanel } from './unsubscribe-panel.tsx';

/** This feature's English texts (those without values): none may show on a Hindi page. */
const englishTexts = plainEnglishTexts(
  import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' }),
);

const token = 'signed.token.value';
const off = {
  kind: 'CART_REMINDER',
  email: 'meera@example.com',
  subscribed: false,
  message: 'You will no longer get reminders about your cart at meera@example.com.',
};
const on = {
  ...off,
  subscribed: true,
  message: 'You will get reminders about your cart at meera@example.com again.',
};

function renderPanel(linkToken: string | null = token) {
  renderWithQueryClient(
    <StrictMode>
      <MemoryRouter>
        <UnsubscribePanel token={linkToken} />
      </MemoryRouter>
    </StrictMode>,
  );
  return userEvent.setup();
}

const calls = (fetchMock: ReturnType<typeof fakeApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the unsubscribe page', () => {
  it('unsubscribes once on opening, even under StrictMode, and says what it turned off', async () => {
    const fetchMock = fakeApi({ 'POST /unsubscribe': { body: off } });
    renderPanel();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Unsubscribed from reminders about your cart',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(off.message);
    const posts = calls(fetchMock, 'POST');
    expect(posts).toHaveLength(1);
    expect(new URL(String(posts[0]![0]), 'http://localhost').searchParams.get('token')).toBe(token);
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('subscribes again with DELETE, and can undo that too', async () => {
    const fetchMock = fakeApi({
      'POST /unsubscribe': { body: off },
      'DELETE /unsubscribe': { body: on },
    });
    const user = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Subscribe again' }));
    expect(
      await screen.findByRole('heading', { name: 'Subscribed to reminders about your cart again' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(on.message);
    const deletes = calls(fetchMock, 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(new URL(String(deletes[0]![0]), 'http://localhost').searchParams.get('token')).toBe(
      token,
    );

    await user.click(screen.getByRole('button', { name: 'Unsubscribe again' }));
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribed from reminders about your cart' }),
    ).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toHaveLength(2);
  });

  it('keeps the answer and the button when subscribing again fails, and says why', async () => {
    fakeApi({
      'POST /unsubscribe': { body: off },
      'DELETE /unsubscribe': {
        status: 429,
        body: {
          message: 'Too many requests. Please try again in 5 minutes.',
          code: 'RATE_LIMITED',
        },
      },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Subscribe again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many requests. Please try again in 5 minutes.',
      ),
    );
    expect(
      screen.getByRole('heading', { name: 'Unsubscribed from reminders about your cart' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(off.message);
    expect(screen.getByRole('button', { name: 'Subscribe again' })).toBeTruthy();
  });

  it('shows the API’s words for a broken link, with a way on and nothing to retry', async () => {
    const broken = 'This unsubscribe link is not valid. Please use the link in a newer mail.';
    fakeApi({
      'POST /unsubscribe': { status: 400, body: { message: broken, code: 'VALIDATION_FAILED' } },
    });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(broken);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeTruthy();
  });

  it('offers to try again when the shop could not answer', async () => {
    const fetchMock = fakeApi({
      'POST /unsubscribe': [
        { status: 503, body: { message: 'The shop is busy.', code: 'SERVICE_UNAVAILABLE' } },
        { body: off },
      ],
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribed from reminders about your cart' }),
    ).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toHaveLength(2);
  });

  it('asks nothing of the server for a link without its token', () => {
    const fetchMock = fakeApi({});
    renderPanel(null);
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^This unsubscribe link is not complete/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the unsubscribe page in Hindi', () => {
  it('speaks Hindi on a Hindi page, for a broken link and for an answer', async () => {
    const broken = renderOnServer(<UnsubscribePanel token={null} />, { i18n: hindi() });
    expect(broken.querySelector('h1')?.textContent).toBe('यह लिंक काम नहीं कर रहा');
    expectNoEnglish(broken.textContent ?? '', englishTexts);

    fakeApi({ 'POST /unsubscribe': { body: off } });
    renderWithQueryClient(
      <I18nProvider i18n={hindi()}>
        <MemoryRouter>
          <UnsubscribePanel token={token} />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'आपके कार्ट की याद दिलाने वाले ईमेल बंद हो गए',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से सदस्यता लें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'शॉप पर वापस जाएँ' })).toBeTruthy();
    expectNoEnglish(document.body.textContent ?? '', englishTexts);
  });
});
