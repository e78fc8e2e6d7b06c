import type { RegisterBody, registerResponseSchema } from '@shop/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/auth/register; answers 201 { message, user } and does not sign in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => apiClient.post<RegisterResponse>('/auth/register', body),
  });
}
