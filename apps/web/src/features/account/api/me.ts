import type { User } from '@shop/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const meQuery = queryOptions({
  queryKey: ['account', 'me'],
  queryFn: async ({ signal }) =>
    (await apiClient.get<{ data: { user: User } }>('/auth/me', { signal })).data.user,
});

/** GET /api/auth/me: the signed-in user's profile. */
export function useMe() {
  return useQuery(meQuery);
}
