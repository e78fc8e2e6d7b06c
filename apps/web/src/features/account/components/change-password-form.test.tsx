import type { Messages } from '@lingui/core';
import { expectNoEnglish, plainEnglishTexts } from '../../../test/english-left.ts';
import { hindi } from '../../../test/hindi.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { SecurityTips } from './security-tips.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

/** This feature's English texts (those without values): none may show on a Hindi page. */
const englishTexts = plainEnglishTexts(
  import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' }),
);

function renderForm() {
  renderWithQueryClient(
    <>
      <ChangePasswordForm />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('change password form', () => {
  it('rates the new password as it is typed and ticks the checklist', async () => {
    const user = renderForm();
    expect(screen.queryByText(/Password strength/)).toBeNull();

    await user.type(field('New password'), 'abc');
    expect(screen.getByText('Too weak')).toBeTruthy();
    await user.type(field('New password'), 'def');
    expect(screen.getByText('Weak')).toBeTruthy();
    await user.type(field('New password'), 'gh');
    expect(screen.getByText('Medium')).toBeTruthy();
    expect(screen.getByText('At least 8 characters').closest('li')?.textContent).toContain(
      '(done)',
    );
    expect(screen.getByText('One uppercase letter').closest('li')?.textContent).toContain(
      '(not yet)',
    );

    await user.type(field('New password'), 'X9');
    expect(screen.getByText('Strong')).toBeTruthy();
    expect(screen.getAllByText('(done)')).toHaveLength(4);
  });

  it('says live whether the passwords match and only then allows submitting', async () => {
    const user = renderForm();

    await user.type(field('New password'), 'Sunflower8');
    expect(submit().disabled).toBe(true);
    await user.type(field('Confirm new password'), 'Sunflower');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await user.type(field('Confirm new password'), '8');
    expect(screen.getByText('Passwords match')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });

  it('changes the password, stores the new token and toasts the server message', async () => {
    localStorage.setItem('authToken', 'old-token');
    const api = fakeApi({
      'PUT /users/change-password': {
        body: { message: 'Password changed successfully', token: 'new-token' },
      },
    });
    const user = renderForm();

    await user.type(field('Current password'), 'Old-password-1');
    await user.type(field('New password'), 'New-password-2');
    await user.type(field('Confirm new password'), 'New-password-2');
    await user.click(submit());

    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(sentBody(api, 'PUT /users/change-password')).toEqual({
      currentPassword: 'Old-password-1',
      newPassword: 'New-password-2',
    });
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect((field('New password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password under its field', async () => {
    fakeApi({
      'PUT /users/change-password': {
        status: 400,
        body: {
          message: 'Your current password is not correct.',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'currentPassword', message: 'Your current password is not correct.' }],
        },
      },
    });
    const user = renderForm();

    await user.type(field('Current password'), 'Wrong-password-1');
    await user.type(field('New password'), 'New-password-2');
    await user.type(field('Confirm new password'), 'New-password-2');
    await user.click(submit());

    expect(await screen.findAllByText('Your current password is not correct.')).toHaveLength(2);
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Current password'));
  });

  it('falls back to "Failed to change password" and reads "Changing Password..." meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = renderForm();

    await user.type(field('Current password'), 'Old-password-1');
    await user.type(field('New password'), 'New-password-2');
    await user.type(field('Confirm new password'), 'New-password-2');
    await user.click(submit());

    const busy = await screen.findByRole('button', { name: 'Changing Password...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(new Response('gateway down', { status: 502 }));
    expect(await screen.findByText('Failed to change password')).toBeTruthy();
  });

  it('asks for the current password and 8+ characters before calling the server', async () => {
    const api = fakeApi({});
    const user = renderForm();

    await user.type(field('New password'), 'Short1');
    await user.type(field('Confirm new password'), 'Short1');
    await user.click(submit());

    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('the change-password screen in Hindi', () => {
  it('speaks Hindi on a Hindi page', () => {
    const html = renderOnServer(
      <>
        <ChangePasswordForm />
        <SecurityTips />
      </>,
      { i18n: hindi() },
    );
    const text = html.textContent ?? '';
    expect(text).toContain('मौजूदा पासवर्ड');
    expect(text).toContain('आपके नए पासवर्ड में ये होने चाहिए');
    expect(text).toContain('कम से कम 8 अक्षर');
    expect(text).toContain('सुरक्षा के सुझाव');
    expect(html.querySelector('button[type="submit"]')?.textContent).toBe('पासवर्ड बदलें');
    expect(html.querySelector('button[aria-label]')?.getAttribute('aria-label')).toBe(
      'पासवर्ड दिखाएँ',
    );
    expectNoEnglish(text, englishTexts);
  });
});
