import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { ordersKey } from './query-keys.ts';

/**
 * GET /api/orders/my-orders: the customer's orders, newest first. My Orders and the UPI payment
 * screen read them under this one key, so paying updates the list and the other way round.
 */
export const myOrdersQuery = queryOptions({
  queryKey: [...ordersKey, 'mine'],
  queryFn: async ({ signal }) => (await api('GET /orders/my-orders', { signal })).orders,
  // An admin may ship or deliver an order at any time: refresh in the background on each visit.
  staleTime: 0,
});
