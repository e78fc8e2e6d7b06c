import type { AdminCouponListResponse, Coupon } from '@shop/contracts/offers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { OfferManager } from './offer-manager.tsx';

function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'c-1',
    code: 'DIWALI15',
    description: 'Festive offer',
    type: 'PERCENT',
    value: 15,
    minOrderValue: 999,
    maxDiscount: 500,
    startsAt: '2026-10-31T18:30:00.000Z',
    endsAt: '2026-11-15T18:29:00.000Z',
    usageLimit: 10,
    perCustomerLimit: 1,
    categoryIds: [],
    active: true,
    timesUsed: 3,
    createdAt: '2026-10-01T00:00:00.000Z',
    state: 'active',
    ...overrides,
  };
}

const counts = { ALL: 6, active: 2, scheduled: 1, expired: 2, inactive: 1 };

function page(
  data: Coupon[],
  stateCounts: AdminCouponListResponse['stateCounts'] = counts,
): { body: AdminCouponListResponse } {
  return {
    body: {
      data,
      pagination: { totalItems: data.length, totalPages: 1, currentPage: 1, limit: 20 },
      stateCounts,
    },
  };
}

const noCodes = { ALL: 0, active: 0, scheduled: 0, expired: 0, inactive: 0 };

function renderManager(entry = '/admin/offers') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/offers',
        element: (
          <>
            <OfferManager />
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

function listRequests(fetchMock: ReturnType<typeof fakeApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/coupons')
    .map((url) => ({
      q: url.searchParams.get('q'),
      state: url.searchParams.get('state'),
      page: url.searchParams.get('page'),
    }));
}

async function rowOf(code: string) {
  return within((await screen.findByText(code)).closest('tr')!);
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('the offers list', () => {
  it('shows All and each state with its count, and a tab asks for its state', async () => {
    const fetchMock = fakeApi({ 'GET /admin/coupons': page([makeCoupon()]) });
    const { router, user } = renderManager();

    const tabs = within(screen.getByRole('tablist', { name: 'Codes by state' }));
    expect(await tabs.findByRole('tab', { name: 'Active (2)' })).toBeTruthy();
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All 6(6)',
      'Active 2(2)',
      'Scheduled 1(1)',
      'Expired 2(2)',
      'Inactive 1(1)',
    ]);
    await user.click(tabs.getByRole('tab', { name: 'Expired (2)' }));
    expect(router.state.location.search).toBe('?state=expired');
    await vi.waitFor(() =>
      expect(listRequests(fetchMock)).toEqual([
        { q: null, state: null, page: '1' },
        { q: null, state: 'expired', page: '1' },
      ]),
    );
  });

  it('lists each code with its discount, minimum, India-time dates, uses and state', async () => {
    fakeApi({
      'GET /admin/coupons': page([
        makeCoupon(),
        makeCoupon({
          id: 'c-2',
          code: 'FIRST100',
          description: '',
          type: 'FIXED',
          value: 100,
          maxDiscount: null,
          minOrderValue: null,
          endsAt: null,
          usageLimit: null,
          perCustomerLimit: 2,
          timesUsed: 0,
          active: false,
          state: 'inactive',
        }),
      ]),
    });
    renderManager();

    const percent = await rowOf('DIWALI15');
    expect(percent.getByText('Festive offer')).toBeTruthy();
    expect(percent.getByText('15 % off, up to ₹500')).toBeTruthy();
    expect(percent.getByText('On orders of ₹999 or more')).toBeTruthy();
    // Midnight and 23:59 in India, whatever zone the test machine is in.
    expect(percent.getByText('1 Nov 2026, 12:00 am')).toBeTruthy();
    expect(percent.getByText('15 Nov 2026, 11:59 pm')).toBeTruthy();
    expect(percent.getByText('3 of 10 used')).toBeTruthy();
    expect(percent.getByText('1 per customer')).toBeTruthy();
    expect(percent.getByText('Active')).toBeTruthy();
    // Three orders used it: it can be turned off, not deleted.
    expect(percent.getByRole('button', { name: 'Deactivate DIWALI15' })).toBeTruthy();
    expect(percent.queryByRole('button', { name: 'Delete DIWALI15' })).toBeNull();

    const fixed = await rowOf('FIRST100');
    expect(fixed.getByText('₹100 off')).toBeTruthy();
    expect(fixed.getByText('Any order')).toBeTruthy();
    expect(fixed.getByText('No end date')).toBeTruthy();
    expect(fixed.getByText('0 used')).toBeTruthy();
    expect(fixed.getByText('2 per customer')).toBeTruthy();
    expect(fixed.getByText('Inactive')).toBeTruthy();
    expect(fixed.getByRole('button', { name: 'Activate FIRST100' })).toBeTruthy();
    expect(fixed.getByRole('button', { name: 'Delete FIRST100' })).toBeTruthy();
  });

  it('searches codes and descriptions as the admin types, starting again at page 1', async () => {
    const fetchMock = fakeApi({
      'GET /admin/coupons': [page([makeCoupon()]), page([], { ...noCodes, ALL: 0 })],
    });
    const { router, user } = renderManager('/admin/offers?state=active&page=2');
    await screen.findByText('DIWALI15');
    expect(listRequests(fetchMock)).toEqual([{ q: null, state: 'active', page: '2' }]);

    await user.type(screen.getByRole('searchbox', { name: 'Search codes' }), 'monsoon');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?state=active&q=monsoon'));
    await vi.waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ q: 'monsoon', state: 'active', page: '1' }),
    );
    expect(await screen.findByText('No codes match')).toBeTruthy();
    expect(screen.getByText('No active code or description matches “monsoon”.')).toBeTruthy();
  });

  it('invites the shop to create its first code', async () => {
    fakeApi({ 'GET /admin/coupons': page([], noCodes), 'GET /categories': { body: { data: [] } } });
    const { user } = renderManager();

    expect(await screen.findByText('No discount codes yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create your first code' }));
    expect(await screen.findByRole('dialog', { name: 'Create a discount code' })).toBeTruthy();
  });

  it('says when a state has no codes', async () => {
    fakeApi({ 'GET /admin/coupons': page([], { ...noCodes, ALL: 4, active: 4 }) });
    renderManager('/admin/offers?state=scheduled');
    expect(await screen.findByText('No scheduled codes')).toBeTruthy();
  });
});

describe('turning a code off and on, and deleting it', () => {
  it('deactivates a code with a PUT of the same code, active off', async () => {
    const fetchMock = fakeApi({
      'GET /admin/coupons': [
        page([makeCoupon()]),
        page([makeCoupon({ active: false, state: 'inactive' })]),
      ],
      'PUT /admin/coupons/c-1': {
        body: { coupon: makeCoupon({ active: false, state: 'inactive' }) },
      },
    });
    const { user } = renderManager();

    await user.click(
      (await rowOf('DIWALI15')).getByRole('button', { name: 'Deactivate DIWALI15' }),
    );
    expect(await screen.findByText('DIWALI15 deactivated')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT /admin/coupons/c-1')).toEqual({
      code: 'DIWALI15',
      description: 'Festive offer',
      type: 'PERCENT',
      value: 15,
      minOrderValue: 999,
      maxDiscount: 500,
      startsAt: '2026-10-31T18:30:00.000Z',
      endsAt: '2026-11-15T18:29:00.000Z',
      usageLimit: 10,
      perCustomerLimit: 1,
      categoryIds: [],
      active: false,
    });
    expect(
      await (await rowOf('DIWALI15')).findByRole('button', { name: 'Activate DIWALI15' }),
    ).toBeTruthy();
  });

  it('deletes an unused code once confirmed', async () => {
    const unused = makeCoupon({ timesUsed: 0 });
    const fetchMock = fakeApi({
      'GET /admin/coupons': [page([unused]), page([], noCodes)],
      'DELETE /admin/coupons/c-1': { status: 204 },
    });
    const { user } = renderManager();

    await user.click((await rowOf('DIWALI15')).getByRole('button', { name: 'Delete DIWALI15' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete DIWALI15?' }));
    // Focus starts on the safe answer.
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Keep it' }));
    await user.click(dialog.getByRole('button', { name: 'Delete code' }));
    expect(await screen.findByText('DIWALI15 deleted')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server’s reason when an order used the code meanwhile', async () => {
    const reason = 'An order used this code: deactivate it instead.';
    fakeApi({
      'GET /admin/coupons': page([makeCoupon({ timesUsed: 0 })]),
      'DELETE /admin/coupons/c-1': { status: 409, body: { message: reason, code: 'CONFLICT' } },
    });
    const { user } = renderManager();

    await user.click((await rowOf('DIWALI15')).getByRole('button', { name: 'Delete DIWALI15' }));
    await user.click(await screen.findByRole('button', { name: 'Delete code' }));
    expect(await screen.findByText(reason)).toBeTruthy();
  });
});
