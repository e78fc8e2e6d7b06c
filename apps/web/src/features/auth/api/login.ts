import type { LoginBody } from '@shop/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveSignIn } from '../../../lib/session.ts';

/** POST /api/auth/login; on success the token and user go to local storage (spec section 3). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api('POST /auth/login', { body }),
    onSuccess: ({ token, user }) => saveSignIn(token, user),
  });
}
