import type { Coupon, CouponBodyInput, CouponState } from '@shop/contracts/offers';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const ADMIN_COUPONS_PER_PAGE = 20;

const adminCouponsKey = ['admin', 'coupons'] as const;

export type CouponListSearch = { q: string; state: CouponState | undefined; page: number };

/** GET /api/admin/coupons: one page of the codes matching the search in one state, with counts. */
export function adminCouponsQuery({ q, state, page }: CouponListSearch) {
  return queryOptions({
    queryKey: [...adminCouponsKey, q, state ?? 'all', page],
    queryFn: ({ signal }) =>
      api('GET /admin/coupons', {
        query: { q: q || undefined, state, page, limit: ADMIN_COUPONS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A code and its counts move together with the dashboard's offers: every admin view reloads. */
function useRefreshAdminViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

export type CouponSave = { id?: string; body: CouponBodyInput };

/** POST /api/admin/coupons (a new code) or PUT /api/admin/coupons/{id}. */
export function useSaveCoupon() {
  const refresh = useRefreshAdminViews();
  return useMutation({
    mutationFn: ({ id, body }: CouponSave) =>
      id
        ? api('PUT /admin/coupons/:id', { params: { id }, body })
        : api('POST /admin/coupons', { body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/coupons/{id}: only a code no order used (else 409, with why). */
export function useDeleteCoupon() {
  const refresh = useRefreshAdminViews();
  return useMutation({
    mutationFn: (coupon: Coupon) => api('DELETE /admin/coupons/:id', { params: { id: coupon.id } }),
    onSuccess: refresh,
  });
}
