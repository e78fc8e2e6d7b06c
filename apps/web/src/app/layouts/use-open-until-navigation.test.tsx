import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type NavigateOptions } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOpenUntilNavigation } from './use-open-until-navigation.ts';

function Menu() {
  const [open, setOpen] = useOpenUntilNavigation();
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Menu
    </button>
  );
}

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <Menu /> }], {
    initialEntries: ['/admin'],
  });
  render(<RouterProvider router={router} />);
  const menu = screen.getByRole('button', { name: 'Menu' });
  const go = (to: string | number, options?: NavigateOptions) =>
    act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));
  return { menu, go };
}

describe('useOpenUntilNavigation', () => {
  it('opens and closes on its own', () => {
    const { menu } = renderMenu();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    act(() => menu.click());
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    act(() => menu.click());
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link leads to another page', async () => {
    const { menu, go } = renderMenu();
    act(() => menu.click());
    await go('/admin/delivery');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on the back button', async () => {
    const { menu, go } = renderMenu();
    await go('/admin/delivery');
    act(() => menu.click());
    await go(-1);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open when the page redirects after it was opened (/admin to its dashboard)', async () => {
    const { menu, go } = renderMenu();
    act(() => menu.click());
    await go('/admin/dashboard', { replace: true });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
  });
});
