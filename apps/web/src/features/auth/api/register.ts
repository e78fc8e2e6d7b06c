import type { RegisterBody } from '@shop/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/register; answers 201 { message, user } and does not sign in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api('POST /auth/register', { body }),
  });
}
