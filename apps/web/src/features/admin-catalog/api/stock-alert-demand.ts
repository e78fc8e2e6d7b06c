import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { demandByProduct } from '../stock-alert-demand.ts';

/**
 * GET /api/admin/stock-alerts: every size people wait for, shop-wide, in one request for the whole
 * product list (not one per product), grouped by product for its rows.
 */
export const stockAlertDemandQuery = queryOptions({
  queryKey: ['admin', 'stock-alerts'],
  queryFn: async ({ signal }) => (await api('GET /admin/stock-alerts', { signal })).variants,
  select: demandByProduct,
});
