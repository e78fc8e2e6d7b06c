import type { Dashboard } from '@shop/contracts/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';

const dashboard: Dashboard = {
  categories: 4,
  products: 12,
  pendingOrders: 2,
  orders: 6,
  revenue: 1249.5,
  openOrders: 3,
  openOrdersValue: 2097,
  openReturnRequests: 3,
  pendingReviews: 0,
  lowStockVariants: [],
  lowStockVariantCount: 0,
  salesByDay: [{ date: '2026-03-05', orders: 2, revenue: 499 }],
  backup: {
    lastBackupAt: null,
    lastBackupFile: null,
    lastFailure: null,
    database: 'embedded',
    automatic: true,
    nextBackupAt: '2026-03-06T22:00:00Z',
  },
  disk: { freeBytes: 48_000_000_000, totalBytes: 64_000_000_000, state: 'ok' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminDashboard', () => {
  it('shows delivered revenue and the value of open orders apart', async () => {
    fakeApi({ 'GET /admin/dashboard': { body: { data: dashboard } } });
    renderWithQueryClient(
      <MemoryRouter>
        <AdminDashboard />
      </MemoryRouter>,
    );

    const money = await screen.findByRole('region', { name: 'Revenue and open orders' });
    const revenue = await within(money).findByText('Revenue');
    expect(revenue.nextElementSibling?.textContent).toBe('₹1,249.50');
    const open = within(money).getByText('Open orders value');
    expect(open.nextElementSibling?.textContent).toBe('₹2,097.00');
    expect(within(money).getByText('3 orders pending or shipped, not paid yet.')).toBeTruthy();
    // The chart's revenue is what was delivered each day, and it says so.
    const sales = screen.getByRole('region', { name: 'Sales in the last 30 days' });
    const deliveredRevenue = within(sales).getByText('Delivered revenue', { selector: 'dt' });
    expect(deliveredRevenue.nextElementSibling?.textContent).toBe('₹499.00');
  });

  it('shows the backups card with its warning', async () => {
    fakeApi({ 'GET /admin/dashboard': { body: { data: dashboard } } });
    renderWithQueryClient(
      <MemoryRouter>
        <AdminDashboard />
      </MemoryRouter>,
    );

    const backups = screen.getByRole('region', { name: 'Backups' });
    expect((await within(backups).findByRole('alert')).textContent).toBe(
      'No backup has been made yet',
    );
    expect(within(backups).getByText(/^Next automatic backup:/).textContent).toBe(
      'Next automatic backup: 7 Mar 2026, 3:30 am',
    );
  });

  it('backs up now from the backups card, which then shows the new backup', async () => {
    const madeAt = new Date().toISOString();
    const fetchMock = fakeApi({
      'GET /admin/dashboard': { body: { data: dashboard } },
      'POST /admin/backups': {
        body: {
          file: 'shop-backup-20260306-101500.tar.gz',
          sizeBytes: 2_450_000,
          backup: {
            ...dashboard.backup,
            lastBackupAt: madeAt,
            lastBackupFile: 'shop-backup-20260306-101500.tar.gz',
          },
        },
      },
    });
    renderWithQueryClient(
      <MemoryRouter>
        <AdminDashboard />
        <Toaster />
      </MemoryRouter>,
    );
    const backups = screen.getByRole('region', { name: 'Backups' });
    await within(backups).findByRole('alert');

    await userEvent.setup().click(within(backups).getByRole('button', { name: 'Back up now' }));

    expect(
      await screen.findByText('Backup made: shop-backup-20260306-101500.tar.gz (2.5 MB)'),
    ).toBeTruthy();
    await waitFor(() => expect(within(backups).queryByRole('alert')).toBeNull());
    expect(within(backups).getByText(/^Last backup:/).textContent).not.toContain('none yet');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  it('counts the open return requests and links to the returns screen', async () => {
    fakeApi({
      'GET /admin/dashboard': { body: { data: { ...dashboard, openReturnRequests: 1 } } },
    });
    renderWithQueryClient(
      <MemoryRouter>
        <AdminDashboard />
      </MemoryRouter>,
    );

    const sections = screen.getByRole('list', { name: 'Sections' });
    const card = await within(sections).findByRole('link', { name: /Returns/ });
    expect(card.getAttribute('href')).toBe('/admin/returns');
    expect(await within(card).findByText('1')).toBeTruthy();
    expect(within(card).getByText('open request')).toBeTruthy();
  });

  it('counts the pending reviews and links to them', async () => {
    fakeApi({ 'GET /admin/dashboard': { body: { data: { ...dashboard, pendingReviews: 4 } } } });
    renderWithQueryClient(
      <MemoryRouter>
        <AdminDashboard />
      </MemoryRouter>,
    );

    const sections = screen.getByRole('list', { name: 'Sections' });
    const card = await within(sections).findByRole('link', { name: /Reviews/ });
    expect(card.getAttribute('href')).toBe('/admin/reviews?status=PENDING');
    expect(await within(card).findByText('4')).toBeTruthy();
    expect(within(card).getByText('pending reviews')).toBeTruthy();
  });
});
