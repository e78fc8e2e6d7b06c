import type { AdminReturnListResponse, ReturnRequest } from '@shop/contracts/returns';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReturnRequest } from '../../../test/return-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { ReturnManager } from './return-manager.tsx';

const request = (requestNumber: string, status: ReturnRequest['status']): ReturnRequest =>
  makeReturnRequest({ id: `id-${requestNumber}`, requestNumber, status });

const counts = (
  overrides: Partial<AdminReturnListResponse['statusCounts']>,
): AdminReturnListResponse['statusCounts'] => ({
  ALL: 0,
  REQUESTED: 0,
  APPROVED: 0,
  REJECTED: 0,
  RECEIVED: 0,
  COMPLETED: 0,
  CANCELLED: 0,
  ...overrides,
});

const page = (
  data: ReturnRequest[],
  statusCounts: AdminReturnListResponse['statusCounts'],
): { body: AdminReturnListResponse } => ({
  body: {
    data,
    pagination: { totalItems: data.length, totalPages: 1, currentPage: 1, limit: 10 },
    statusCounts,
  },
});

function renderManager() {
  const router = createMemoryRouter([{ path: '/admin/returns', element: <ReturnManager /> }], {
    initialEntries: ['/admin/returns'],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin return requests', () => {
  it("show the server's count of every status on the tabs, one request per tab", async () => {
    const fetchMock = fakeApi({
      'GET /admin/returns': [
        page(
          [request('RT-AAAAAAA', 'REQUESTED'), request('RT-BBBBBBB', 'APPROVED')],
          counts({
            ALL: 9,
            REQUESTED: 3,
            APPROVED: 2,
            RECEIVED: 1,
            COMPLETED: 2,
            CANCELLED: 1,
          }),
        ),
        page([request('RT-AAAAAAA', 'REQUESTED')], counts({ ALL: 10, REQUESTED: 4, APPROVED: 2 })),
      ],
    });
    const { user, router } = renderManager();

    const tabs = screen.getByRole('tablist', { name: 'Requests by status' });
    expect(await within(tabs).findByRole('tab', { name: 'ALL (9)' })).toBeTruthy();
    for (const name of [
      'REQUESTED (3)',
      'APPROVED (2)',
      'REJECTED (0)',
      'RECEIVED (1)',
      'COMPLETED (2)',
      'CANCELLED (1)',
    ]) {
      expect(within(tabs).getByRole('tab', { name })).toBeTruthy();
    }
    expect(await screen.findByText('Showing 1-2 of 2 requests')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('RT-AAAAAAA');
    expect(rows[0]?.textContent).toContain('LS-7K2QF9');
    expect(rows[0]?.textContent).toContain('Meera Iyer');
    expect(rows[0]?.textContent).toContain('Return');
    expect(rows[0]?.textContent).toContain('1 item');
    expect(rows[0]?.textContent).toContain('11 Mar 2026');
    expect(rows[0]?.textContent).toContain('Requested');

    await user.click(within(tabs).getByRole('tab', { name: /^REQUESTED/ }));
    expect(
      await within(tabs).findByRole('tab', { name: 'REQUESTED (4)', selected: true }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?status=REQUESTED');
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
    expect(urls.map((url) => url.searchParams.get('status'))).toEqual([null, 'REQUESTED']);
  });

  it('opens the details of a request from its row', async () => {
    fakeApi({
      'GET /admin/returns': page(
        [request('RT-AAAAAAA', 'APPROVED')],
        counts({ ALL: 1, APPROVED: 1 }),
      ),
    });
    const { user } = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Details of request RT-AAAAAAA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request RT-AAAAAAA' });
    expect(within(dialog).getByRole('button', { name: 'Mark received' })).toBeTruthy();
  });

  it('says when a tab has no requests', async () => {
    fakeApi({ 'GET /admin/returns': page([], counts({})) });
    renderManager();
    expect(await screen.findByText('No return or exchange requests yet.')).toBeTruthy();
  });
});
