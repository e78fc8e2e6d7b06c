import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';
import { I18nWrapper } from '../../test/render-with-providers.tsx';

function renderLinks(currentPage: number, totalPages: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/shop',
        element: (
          <Pagination
            currentPage={currentPage}
            totalPages={totalPages}
            pageHref={(page) => `/shop?page=${page}`}
          />
        ),
      },
    ],
    { initialEntries: ['/shop'] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
  return within(screen.getByRole('navigation', { name: 'Pagination' }));
}

describe('Pagination', () => {
  it('shows First, Prev, up to 5 page numbers, "Page x of y", Next and Last', () => {
    const nav = renderLinks(6, 12);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'First',
      'Prev',
      '4',
      '5',
      '6',
      '7',
      '8',
      'Next',
      'Last',
    ]);
    expect(nav.getByRole('link', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Last' }).getAttribute('href')).toBe('/shop?page=12');
    expect(nav.getByText('Page 6 of 12')).toBeTruthy();
  });

  it('disables First and Prev on the first page, Next and Last on the last', () => {
    let nav = renderLinks(1, 3);
    expect(nav.queryByRole('link', { name: 'First' })).toBeNull();
    expect(nav.getByText('Prev').closest('[aria-disabled]')).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Next' })).toBeTruthy();
    document.body.innerHTML = '';
    nav = renderLinks(3, 3);
    expect(nav.queryByRole('link', { name: 'Last' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Prev' }).getAttribute('href')).toBe('/shop?page=2');
  });

  it('renders nothing for a single page', () => {
    render(<Pagination currentPage={1} totalPages={1} onPageChange={() => {}} />, {
      wrapper: I18nWrapper,
    });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('can page with buttons instead of links', async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={4} onPageChange={onPageChange} />, {
      wrapper: I18nWrapper,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1]]);
  });
});
