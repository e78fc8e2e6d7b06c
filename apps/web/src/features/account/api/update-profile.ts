import type { UpdateProfileBody } from '@shop/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rememberSignedInUser } from '../stored-user.ts';
import { meQuery } from './me.ts';

/** PUT /api/users/profile; the answer replaces the cached profile and the stored username. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody) =>
      (await api('PUT /users/profile', { body })).data.user,
    onSuccess: (user) => {
      queryClient.setQueryData(meQuery.queryKey, user);
      rememberSignedInUser(user);
    },
  });
}
