import type { AdminReview, AdminReviewListResponse } from '@shop/contracts/reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { ReviewManager } from './review-manager.tsx';

function makeReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'r-1',
    productId: 'p-1',
    rating: 4,
    title: 'Soft and warm',
    body: 'Lovely fabric. '.repeat(12).trim(),
    authorName: 'Asha R.',
    verifiedPurchase: true,
    status: 'PENDING',
    createdAt: '2026-11-20T06:30:00.000Z',
    product: { id: 'p-1', name: 'Mint Cotton Romper', slug: 'mint-cotton-romper' },
    customer: { id: 'u-1', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
    ...overrides,
  };
}

const counts = { ALL: 5, PENDING: 2, PUBLISHED: 2, REJECTED: 1 };

function page(
  data: AdminReview[],
  statusCounts: AdminReviewListResponse['statusCounts'] = counts,
): { body: AdminReviewListResponse } {
  return {
    body: {
      data,
      pagination: { totalItems: data.length, totalPages: 1, currentPage: 1, limit: 10 },
      statusCounts,
    },
  };
}

function renderManager(entry = '/admin/reviews') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/reviews',
        element: (
          <>
            <ReviewManager />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

function listedStatuses(fetchMock: ReturnType<typeof fakeApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/reviews')
    .map((url) => url.searchParams.get('status'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-wide store: start each test without the last one's.
  toast.dismiss();
});

describe('admin reviews', () => {
  it('shows every status with its count on the tabs, and a tab asks for its status', async () => {
    const fetchMock = fakeApi({ 'GET /admin/reviews': page([makeReview()]) });
    const { router, user } = renderManager();

    const tabs = within(screen.getByRole('tablist', { name: 'Reviews by status' }));
    expect(await tabs.findByRole('tab', { name: 'PENDING (2)' })).toBeTruthy();
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'ALL 5(5)',
      'PENDING 2(2)',
      'PUBLISHED 2(2)',
      'REJECTED 1(1)',
    ]);
    await user.click(tabs.getByRole('tab', { name: 'PUBLISHED (2)' }));
    expect(router.state.location.search).toBe('?status=PUBLISHED');
    await vi.waitFor(() => expect(listedStatuses(fetchMock)).toEqual([null, 'PUBLISHED']));
  });

  it('lists product, customer, stars, the text folded, date and status', async () => {
    fakeApi({ 'GET /admin/reviews': page([makeReview()]) });
    const { user } = renderManager('/admin/reviews?status=PENDING');

    const row = within((await screen.findByText('Soft and warm')).closest('tr')!);
    expect(row.getByRole('link', { name: 'Mint Cotton Romper' }).getAttribute('href')).toBe(
      '/product/mint-cotton-romper',
    );
    expect(row.getByText('Asha Rao')).toBeTruthy();
    expect(row.getByText('asha@example.com')).toBeTruthy();
    expect(row.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(row.getByText('20 Nov 2026')).toBeTruthy();
    expect(row.getByText('Pending')).toBeTruthy();
    const more = row.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(row.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('publishes a review, confirms it and reloads the list and counts', async () => {
    const fetchMock = fakeApi({
      'GET /admin/reviews': [
        page([makeReview()]),
        page([makeReview({ status: 'PUBLISHED' })], { ...counts, PENDING: 1, PUBLISHED: 3 }),
      ],
      'PUT /admin/reviews/r-1': { body: { review: makeReview({ status: 'PUBLISHED' }) } },
    });
    const { user } = renderManager();

    const row = within((await screen.findByText('Soft and warm')).closest('tr')!);
    expect(row.queryByRole('button', { name: /^Move back to pending/ })).toBeNull();
    await user.click(
      row.getByRole('button', { name: 'Publish: review by Asha Rao of Mint Cotton Romper' }),
    );
    expect(await screen.findByText('Review published')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT /admin/reviews/r-1')).toEqual({ status: 'PUBLISHED' });
    expect(await screen.findByRole('tab', { name: 'PUBLISHED (3)' })).toBeTruthy();
    const updated = within(screen.getByText('Soft and warm').closest('tr')!);
    expect(updated.getByText('Published')).toBeTruthy();
    expect(updated.getByRole('button', { name: /^Move back to pending/ })).toBeTruthy();
  });

  it('rejects a review and says so', async () => {
    const fetchMock = fakeApi({
      'GET /admin/reviews': page([makeReview()]),
      'PUT /admin/reviews/r-1': { body: { review: makeReview({ status: 'REJECTED' }) } },
    });
    const { user } = renderManager();

    const row = within((await screen.findByText('Soft and warm')).closest('tr')!);
    await user.click(row.getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByText('Review rejected')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT /admin/reviews/r-1')).toEqual({ status: 'REJECTED' });
  });

  it('says when a tab has no reviews', async () => {
    fakeApi({ 'GET /admin/reviews': page([], { ALL: 0, PENDING: 0, PUBLISHED: 0, REJECTED: 0 }) });
    renderManager('/admin/reviews?status=PENDING');
    expect(await screen.findByText('No pending reviews.')).toBeTruthy();
  });
});
