import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/admin/dashboard: counts, revenue, low stock and sales per day. */
export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: async ({ signal }) => {
    const { data } = await api('GET /admin/dashboard', { signal });
    return data;
  },
  // The figures move with every order: refresh whenever the dashboard is shown again.
  staleTime: 0,
});

/** GET /api/admin/dashboard/low-stock: every low-stock variant, a page at a time. */
export const lowStockPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'low-stock', page],
    queryFn: ({ signal }) => api('GET /admin/dashboard/low-stock', { query: { page }, signal }),
    staleTime: 0,
  });

/** POST /api/admin/backups: a backup now; the dashboard's backup status takes the fresh one. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /admin/backups'),
    onSuccess: ({ backup }) =>
      queryClient.setQueryData(dashboardQuery.queryKey, (data) => data && { ...data, backup }),
  });
}

/** GET /api/admin/dashboard/coupons: this month's most used discount codes (India time). */
export const topCouponsQuery = queryOptions({
  queryKey: ['admin', 'dashboard', 'coupons'],
  queryFn: ({ signal }) => api('GET /admin/dashboard/coupons', { signal }),
  staleTime: 0,
});

/** GET /api/admin/reports/cod-risk: how often parcels came back unsold, over the last 90 days. */
export const codRiskQuery = queryOptions({
  queryKey: ['admin', 'dashboard', 'cod-risk'],
  queryFn: ({ signal }) => api('GET /admin/reports/cod-risk', { query: { days: 90 }, signal }),
  staleTime: 0,
});
