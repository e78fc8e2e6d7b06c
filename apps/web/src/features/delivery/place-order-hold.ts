import type { Address } from '@shop/contracts/addresses';
import { codRefusal } from '@shop/contracts/delivery';
import { useDeliveryCheck } from './api/delivery-check.ts';

const NEEDS_UPDATE_MESSAGE = 'Please update this address before placing your order.';

/** Why Place Order waits: the delivery check is still out, or the order cannot go there. */
export type PlaceOrderHold = { reason: 'checking' | 'refused'; message: string };

/**
 * What keeps checkout from placing a cash-on-delivery order of `orderTotal` rupees to `address`:
 * an address to fix first, a PIN code the shop does not serve (or not with COD), or a total above
 * the COD cap. The server refuses the same orders; this says so before the shopper tries. When
 * the check itself fails (network), nothing holds the order back: the server decides.
 */
export function usePlaceOrderHold(
  address: Pick<Address, 'postalCode' | 'needsUpdate'> | null,
  orderTotal: number,
): PlaceOrderHold | null {
  const check = useDeliveryCheck(address && !address.needsUpdate ? address.postalCode : null);
  if (!address) return null;
  if (address.needsUpdate) return { reason: 'refused', message: NEEDS_UPDATE_MESSAGE };
  // A first failed attempt already lets the order through, rather than waiting for the retries.
  if (check.isError || check.failureCount > 0) return null;
  if (check.isSuccess) {
    const refusal = codRefusal(check.data, orderTotal);
    return refusal === null ? null : { reason: 'refused', message: refusal };
  }
  // Pending: checking, unless the PIN code is malformed and no check runs (the server decides).
  return check.fetchStatus === 'fetching'
    ? { reason: 'checking', message: `Checking delivery to ${address.postalCode}…` }
    : null;
}
