import type { LowStockPage, LowStockVariant } from '@shop/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { LowStockList } from './low-stock-list.tsx';

const variant = (n: number): LowStockVariant => ({
  variantId: `v${n}`,
  productId: `p${n}`,
  productName: `Romper ${n}`,
  productSlug: `romper-${n}`,
  size: '0-3M',
  color: 'Yellow',
  waiting: 0,
  stock: n <= 125 ? 0 : 3,
});
const all = Array.from({ length: 200 }, (_, index) => variant(index + 1));
const pageOf = (page: number): { body: LowStockPage } => ({
  body: {
    variants: all.slice((page - 1) * 20, page * 20),
    pagination: { totalItems: 200, totalPages: 10, currentPage: page, limit: 20 },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LowStockList', () => {
  it('shows every low variant, a page at a time, not only the first 20', async () => {
    const fetchMock = fakeApi({ 'GET /admin/dashboard/low-stock': [pageOf(1), pageOf(2)] });
    renderWithQueryClient(
      <MemoryRouter>
        <LowStockList variants={all.slice(0, 20)} total={200} />
      </MemoryRouter>,
    );
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(8);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show all 200' }));
    expect(await screen.findByText('Showing 1-20 of 200 variants')).toBeTruthy();
    expect(rows()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 21-40 of 200 variants')).toBeTruthy();
    expect(within(rows()[0]!).getByText('Romper 21')).toBeTruthy();
    const pages = fetchMock.mock.calls.map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('page'),
    );
    expect(pages).toEqual(['1', '2']);

    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(rows()).toHaveLength(8);
  });

  it("shows how many wait for a variant's back-in-stock alert, only when someone does", () => {
    renderWithQueryClient(
      <MemoryRouter>
        <LowStockList
          variants={[
            { ...variant(1), waiting: 3 },
            { ...variant(200), size: '2-3Y', waiting: 1 },
            variant(2),
          ]}
          total={3}
        />
      </MemoryRouter>,
    );
    const [soldOut, few, nobody] = within(screen.getByRole('table')).getAllByRole('row').slice(1);

    expect(within(soldOut!).getByText('Sold out')).toBeTruthy();
    expect(within(soldOut!).getByText(/^3 waiting/).textContent).toBe(
      '3 waiting for a back-in-stock alert',
    );
    expect(within(few!).getByText('3 left')).toBeTruthy();
    expect(within(few!).getByText(/^1 waiting/)).toBeTruthy();
    expect(within(nobody!).queryByText(/waiting/)).toBeNull();
  });
});
