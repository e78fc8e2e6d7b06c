import type { RequestOtpBody } from '@shop/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password/request-otp: emails a 6-digit code valid for 10 minutes. */
export function useRequestOtp() {
  return useMutation({
    mutationFn: (body: RequestOtpBody) => api('POST /auth/forgot-password/request-otp', { body }),
  });
}
