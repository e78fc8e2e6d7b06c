import type { UnsubscribeResponse } from '@shop/contracts/notifications';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/unsubscribe?token= turns the link's kind of mail off for its address; DELETE turns
 * it on again. No sign-in: the link's signed token is the key. `subscribed` is what the shopper
 * wants now; every answer goes to `onAnswer`, so the page keeps the last one while the next call
 * runs or fails.
 */
export function useMailSubscription(
  token: string,
  onAnswer: (answer: UnsubscribeResponse) => void,
) {
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      api(subscribed ? 'DELETE /unsubscribe' : 'POST /unsubscribe', { query: { token } }),
    onSuccess: onAnswer,
  });
}
