import type { ChangePasswordBody } from '@shop/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rememberAuthToken } from '../stored-user.ts';

/**
 * PUT /api/users/change-password. The server revokes every earlier token of the user and answers
 * with a fresh one, which must replace the stored token or the next call would be a 401.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api('PUT /users/change-password', { body }),
    onSuccess: ({ token }) => rememberAuthToken(token),
  });
}
