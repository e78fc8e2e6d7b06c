import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const meQuery = queryOptions({
  queryKey: ['account', 'me'],
  queryFn: async ({ signal }) => (await api('GET /auth/me', { signal })).data.user,
});

/** GET /api/auth/me: the signed-in user's profile. */
export function useMe() {
  return useQuery(meQuery);
}
