import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionKeys } from '../../lib/session.ts';
import { hindi } from '../../test/hindi.ts';
import { fakeApi, I18nWrapper, sentBody } from '../../test/render-with-providers.tsx';
import { renderOnServer } from '../../test/render-on-server.tsx';
import { LanguageSwitch } from './language-switch.tsx';

function switchLink(container: HTMLElement): HTMLAnchorElement {
  const link = container.querySelector('a');
  if (!link) throw new Error('no link');
  return link;
}

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('LanguageSwitch', () => {
  it('links an English page to the same page in Hindi, named in Devanagari', () => {
    const link = switchLink(renderOnServer(<LanguageSwitch />, { path: '/shop?page=2' }));
    expect(link.getAttribute('href')).toBe('/hi/shop?page=2');
    expect(link.getAttribute('hreflang')).toBe('hi');
    expect(link.textContent).toBe('हिन्दी');
    expect(link.querySelector('[lang="hi"]')?.textContent).toBe('हिन्दी');
  });

  it('links a Hindi page back to the English one, the home page included', () => {
    // A Hindi page's router sees the path below /hi.
    const shop = switchLink(renderOnServer(<LanguageSwitch />, { path: '/shop', i18n: hindi() }));
    expect(shop.getAttribute('href')).toBe('/shop');
    expect(shop.textContent).toBe('English');
    const home = switchLink(renderOnServer(<LanguageSwitch />, { path: '/', i18n: hindi() }));
    expect(home.getAttribute('href')).toBe('/');
    const english = switchLink(renderOnServer(<LanguageSwitch />, { path: '/' }));
    expect(english.getAttribute('href')).toBe('/hi');
  });

  it('remembers the choice in a cookie, and on a customer’s account for their mails', () => {
    const api = fakeApi({ 'PUT /users/profile': { body: { data: { user: {} } } } });
    localStorage.setItem(sessionKeys.authToken, 'token');
    localStorage.setItem(
      sessionKeys.user,
      JSON.stringify({ username: 'meera', userType: 'CUSTOMER' }),
    );
    tapSwitchOn('/cart');
    expect(document.cookie).toContain('lang=hi');
    expect(sentBody(api, 'PUT /users/profile')).toEqual({ language: 'hi' });
  });

  it('saves nothing on an account for a visitor or an admin', () => {
    const api = fakeApi({});
    tapSwitchOn('/');
    localStorage.setItem(
      sessionKeys.user,
      JSON.stringify({ username: 'owner', userType: 'ADMIN' }),
    );
    tapSwitchOn('/shop');
    expect(document.cookie).toContain('lang=hi');
    expect(api).not.toHaveBeenCalled();
  });
});

function tapSwitchOn(path: string) {
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
    </MemoryRouter>,
    { wrapper: I18nWrapper },
  );
  const link = screen.getByRole('link', { name: 'हिन्दी' });
  // Following the link is the browser's part: jsdom cannot load another page.
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  unmount();
}
