import { pinCodeIn } from '@shop/contracts/pin-code';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** True for a PIN code the server would check (6 digits, not starting with 0). */
export function isPinCode(text: string): boolean {
  return pinCodeIn(text) !== null;
}

/** Every delivery check: refreshed when the server refuses an order the checks let through. */
export const deliveryChecksKey = ['delivery-check'] as const;

/** GET /api/delivery/check: whether the shop delivers to `pincode`, with COD, and by when. */
function deliveryCheckQuery(pincode: string) {
  return queryOptions({
    queryKey: [...deliveryChecksKey, pincode],
    queryFn: ({ signal }) => api('GET /delivery/check', { query: { pincode }, signal }),
    // The answer moves only when an admin edits the rules or the day turns: a few minutes is fine.
    staleTime: 5 * 60_000,
  });
}

/** The delivery check of `pincode`; it runs only for a well-formed PIN code (never for null). */
export function useDeliveryCheck(pincode: string | null) {
  const checked = pincode === null ? null : pinCodeIn(pincode);
  return useQuery({ ...deliveryCheckQuery(checked ?? ''), enabled: checked !== null });
}
