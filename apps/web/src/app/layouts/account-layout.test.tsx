import type { Messages } from '@lingui/core';
import { expectNoEnglish, plainEnglishTexts } from '../../test/english-left.ts';
import { describe, expect, it } from 'vitest';
import { hindi } from '../../test/hindi.ts';
import { renderOnServer } from '../../test/render-on-server.tsx';
import { AccountLayout } from './account-layout.tsx';

/** The app's English texts (those without values): none may show on a Hindi page. */
const englishTexts = plainEnglishTexts(
  import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' }),
);

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
    expectNoEnglish(html.textContent ?? '', englishTexts);
  });
});
