import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { hindi } from '../../test/hindi.ts';
import { renderOnServer } from '../../test/render-on-server.tsx';
import { AccountLayout } from './account-layout.tsx';

/** The app's English texts (those without values): none may show on a Hindi page. */
const englishTexts = Object.values(
  import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' }),
).flatMap((messages) =>
  // A text without values compiles to a list of one string.
  Object.values(messages).flatMap((text) =>
    Array.isArray(text) && text.length === 1 && typeof text[0] === 'string' ? [text[0]] : [],
  ),
);

function expectNoEnglish(text: string) {
  expect(englishTexts.length).toBeGreaterThan(10);
  for (const english of englishTexts) expect(text).not.toContain(english);
}

describe('AccountLayout', () => {
  it('names the sections in English on an English page', () => {
    const html = renderOnServer(<AccountLayout />, { path: '/myaccount/order' });
    expect([...html.querySelectorAll('nav li')].map((item) => item.textContent)).toEqual([
      'Account',
      'Orders',
      'Addresses',
      'Change Password',
      'Logout',
    ]);
  });

  it('speaks Hindi on a Hindi page', () => {
    const html = renderOnServer(<AccountLayout />, { path: '/myaccount/order', i18n: hindi() });
    expect(html.querySelector('nav')?.getAttribute('aria-label')).toBe('मेरा खाता');
    expect([...html.querySelectorAll('nav li')].map((item) => item.textContent)).toEqual([
      'खाता',
      'ऑर्डर',
      'पते',
      'पासवर्ड बदलें',
      'लॉग आउट',
    ]);
    expectNoEnglish(html.textContent ?? '');
  });
});
