import type { ResetPasswordBody } from '@shop/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password/reset: checks the code and sets the new password in one call. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api('POST /auth/forgot-password/reset', { body }),
  });
}
