import type { Messages } from '@lingui/core';
import { expectNoEnglish, plainEnglishTexts } from '../../../test/english-left.ts';
import { hindi } from '../../../test/hindi.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import type { User } from '@shop/contracts/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { ProfileOverview } from './profile-overview.tsx';

/** This feature's English texts (those without values): none may show on a Hindi page. */
const englishTexts = plainEnglishTexts(
  import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' }),
);

const meera: User = {
  id: 'u-7',
  firstName: 'Meera',
  lastName: 'Kapoor',
  username: 'meera_k',
  email: 'meera@example.in',
  mobile: '9876543210',
  dob: '1992-08-15',
  userType: 'CUSTOMER',
  marketingConsent: false,
  marketingConsentAt: null,
  language: 'en',
  createdAt: '2025-11-02T08:00:00.000Z',
};

function renderProfile() {
  renderWithQueryClient(
    <>
      <ProfileOverview />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const input = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile', () => {
  it('shows the avatar initials, full name, email, user type and details', async () => {
    fakeApi({ 'GET /auth/me': { body: { data: { user: meera } } } });
    renderProfile();

    expect(await screen.findByRole('heading', { name: 'Meera Kapoor' })).toBeTruthy();
    expect(screen.getByText('MK')).toBeTruthy();
    expect(screen.getByText('Customer')).toBeTruthy();
    expect(screen.getAllByText('meera@example.in')).toHaveLength(2);
    expect(screen.getByText('15 Aug 1992')).toBeTruthy();
    expect(screen.getByText('98765 43210')).toBeTruthy();
  });

  it('edits and saves the profile, keeping the stored username in step', async () => {
    localStorage.setItem('authToken', 'jwt-7');
    localStorage.setItem('user', JSON.stringify({ username: 'meera_k', userType: 'CUSTOMER' }));
    const updated = { ...meera, username: 'meera.kapoor', mobile: null };
    const api = fakeApi({
      'GET /auth/me': { body: { data: { user: meera } } },
      'PUT /users/profile': { body: { data: { user: updated } } },
    });
    const user = renderProfile();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(document.activeElement).toBe(input('First name'));
    const email = input('Email');
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('meera@example.in');

    await user.clear(input('Username'));
    await user.type(input('Username'), 'meera.kapoor');
    await user.clear(input('Mobile number'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated!')).toBeTruthy();
    expect(sentBody(api, 'PUT /users/profile')).toEqual({
      firstName: 'Meera',
      lastName: 'Kapoor',
      username: 'meera.kapoor',
      mobile: '',
      dob: '1992-08-15',
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      username: 'meera.kapoor',
      userType: 'CUSTOMER',
    });
    expect(localStorage.getItem('authToken')).toBe('jwt-7');
    // Back in view mode, with the saved values and focus on the button that opened the form.
    const editButton = screen.getByRole('button', { name: 'Edit Profile' });
    expect(document.activeElement).toBe(editButton);
    expect(screen.getByText('meera.kapoor')).toBeTruthy();
  });

  it('shows a taken username under its field and toasts "Update failed!"', async () => {
    fakeApi({
      'GET /auth/me': { body: { data: { user: meera } } },
      'PUT /users/profile': {
        status: 409,
        body: {
          message: 'This username is already taken.',
          code: 'CONFLICT',
          details: [{ path: 'username', message: 'This username is already taken.' }],
        },
      },
    });
    const user = renderProfile();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(input('Username'));
    await user.type(input('Username'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update failed!')).toBeTruthy();
    expect(screen.getByText('This username is already taken.')).toBeTruthy();
    expect(input('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('cancels without saving', async () => {
    const api = fakeApi({ 'GET /auth/me': { body: { data: { user: meera } } } });
    const user = renderProfile();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(input('First name'), 'XYZ');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    const details = screen.getByRole('region', { name: 'Personal details' });
    expect(within(details).getByText('Meera')).toBeTruthy();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('checks the fields before calling the server', async () => {
    const api = fakeApi({ 'GET /auth/me': { body: { data: { user: meera } } } });
    const user = renderProfile();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(input('Username'));
    await user.type(input('Username'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Username must be at least 3 characters.')).toBeTruthy();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it("shows the stored mobile spaced, and a wrong one's message under the field", async () => {
    const api = fakeApi({ 'GET /auth/me': { body: { data: { user: meera } } } });
    const user = renderProfile();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const mobile = input('Mobile number');
    expect(mobile.value).toBe('98765 43210');
    expect(mobile.type).toBe('tel');
    await user.clear(mobile);
    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const message = 'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    const described = (mobile.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(message);
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });
});

describe('mail from us', () => {
  it('gives consent with one tick, saved at once, and says when it was given', async () => {
    const agreed = {
      ...meera,
      marketingConsent: true,
      marketingConsentAt: '2026-11-28T05:30:00.000Z',
    };
    const api = fakeApi({
      'GET /auth/me': { body: { data: { user: meera } } },
      'PUT /users/profile': { body: { data: { user: agreed } } },
    });
    const user = renderProfile();

    const box = (await screen.findByRole('checkbox', {
      name: 'Mail me offers and reminders about my cart. I can stop them any time.',
    })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText(/Off: we send you no offers or cart reminders/)).toBeTruthy();

    await user.click(box);

    expect(await screen.findByText('We will mail you offers and reminders.')).toBeTruthy();
    expect(sentBody(api, 'PUT /users/profile')).toEqual({ marketingConsent: true });
    expect(box.checked).toBe(true);
    expect(screen.getByText('You agreed on 28 Nov 2026.')).toBeTruthy();
  });

  it('withdraws it the same way', async () => {
    const agreed = {
      ...meera,
      marketingConsent: true,
      marketingConsentAt: '2026-11-28T05:30:00.000Z',
    };
    const api = fakeApi({
      'GET /auth/me': { body: { data: { user: agreed } } },
      'PUT /users/profile': { body: { data: { user: meera } } },
    });
    const user = renderProfile();

    await user.click(await screen.findByRole('checkbox', { name: /Mail me offers and reminders/ }));

    expect(await screen.findByText('No more offers or reminders.')).toBeTruthy();
    expect(sentBody(api, 'PUT /users/profile')).toEqual({ marketingConsent: false });
    expect(screen.getByText(/Off: we send you no offers/)).toBeTruthy();
  });

  it('keeps the keyboard focus while it saves, and sends one change at a time', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>((input, init) => {
      if (init?.method === 'PUT') return new Promise((resolve) => (answer = resolve));
      return Promise.resolve(Response.json({ data: { user: meera } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = renderProfile();
    const box = await screen.findByRole('checkbox', { name: /Mail me offers and reminders/ });
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

    box.focus();
    await user.keyboard(' ');
    expect(puts()).toHaveLength(1);
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(puts()).toHaveLength(1);

    answer(
      Response.json({
        data: {
          user: {
            ...meera,
            marketingConsent: true,
            marketingConsentAt: '2026-11-28T05:30:00.000Z',
          },
        },
      }),
    );
    expect(await screen.findByText('We will mail you offers and reminders.')).toBeTruthy();
    expect(await screen.findByText('You agreed on 28 Nov 2026.')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(box);
  });
});

describe('the profile in Hindi', () => {
  it('speaks Hindi on a Hindi page, with Hindi month names', () => {
    const html = renderOnServer(<ProfileOverview />, {
      cached: [
        [
          ['account', 'me'],
          { ...meera, marketingConsent: true, marketingConsentAt: '2026-03-05T10:00:00.000Z' },
        ],
      ],
      i18n: hindi(),
    });
    const text = html.textContent ?? '';
    expect(text).toContain('निजी जानकारी');
    expect(text).toContain('ग्राहक');
    expect(text).toContain('नवंबर 2025 से सदस्य');
    expect(text).toContain('जन्मतिथि');
    expect(text).toContain('हमारी ओर से ईमेल');
    expect(html.querySelector('button')?.textContent).toBe('प्रोफ़ाइल बदलें');
    expectNoEnglish(text, englishTexts);
  });
});
