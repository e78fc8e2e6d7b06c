import type { Dashboard } from '@shop/contracts/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/admin/dashboard: counts, revenue, low stock and sales per day. */
export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: async ({ signal }) => {
    const { data } = await apiClient.get<{ data: Dashboard }>('/admin/dashboard', { signal });
    return data;
  },
  // The figures move with every order: refresh whenever the dashboard is shown again.
  staleTime: 0,
});
