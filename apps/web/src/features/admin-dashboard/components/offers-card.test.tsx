import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { OffersCard } from './offers-card.tsx';

function renderCard() {
  renderWithQueryClient(
    <MemoryRouter>
      <OffersCard />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Offers this month' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s offers this month', () => {
  it('lists the most used codes with their orders and the discount they gave', async () => {
    fakeApi({
      'GET /admin/dashboard/coupons': {
        body: {
          month: '2026-11',
          coupons: [
            { code: 'DIWALI15', orders: 42, discount: 12345.5 },
            { code: 'FIRST100', orders: 7, discount: 700 },
          ],
        },
      },
    });
    const card = within(renderCard());

    const table = await card.findByRole('table', { name: 'Most used codes in November 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['DIWALI15', '42', '₹12,345.50'],
      ['FIRST100', '7', '₹700.00'],
    ]);
    expect(card.getByRole('link', { name: 'All discount codes' }).getAttribute('href')).toBe(
      '/admin/offers',
    );
  });

  it('says so when no code was used this month', async () => {
    fakeApi({ 'GET /admin/dashboard/coupons': { body: { month: '2026-11', coupons: [] } } });
    const card = within(renderCard());
    expect(
      await card.findByText('No order has used a discount code in November 2026.'),
    ).toBeTruthy();
    expect(card.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    fakeApi({
      'GET /admin/dashboard/coupons': {
        status: 500,
        body: { message: 'Boom', code: 'INTERNAL' },
      },
    });
    const card = within(renderCard());
    expect((await card.findByRole('alert')).textContent).toContain(
      'The offers could not be loaded.',
    );
    expect(card.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
