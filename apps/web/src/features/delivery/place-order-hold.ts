import type { Address } from '@shop/contracts/addresses';
import { codRefusalMessage, type DeliveryCheck } from '@shop/contracts/delivery';
import { formatRupees } from '@shop/contracts/money';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { contractMessage } from '../../lib/contract-message.ts';
import { useDeliveryCheck } from './api/delivery-check.ts';

const NEEDS_UPDATE_MESSAGE = msg`Please update this address before placing your order.`;

/**
 * Why Place Order waits: the delivery check is still out, the order cannot go there, or it can
 * but not cash on delivery ('cod-refused': an order paid now, by UPI, may still go; `codNote`
 * says why in a few words, for checkout to offer UPI instead).
 */
export type PlaceOrderHold =
  | { reason: 'checking' | 'refused'; message: string }
  | { reason: 'cod-refused'; message: string; codNote: string };

/** Why cash on delivery is refused where the shop does deliver, or null when it is not. */
function codNote(i18n: I18n, check: DeliveryCheck, orderTotal: number): string | null {
  if (!check.serviceable) return null;
  if (!check.codAvailable) {
    const pincode = check.pincode;
    return i18n._(msg`Cash on delivery is not available for PIN code ${pincode}.`);
  }
  if (check.codMaxOrderValue !== null && orderTotal > check.codMaxOrderValue) {
    const cap = formatRupees(check.codMaxOrderValue, { dropWholePaise: true });
    return i18n._(msg`Cash on delivery is limited to orders up to ${cap}.`);
  }
  return null;
}

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
  const { i18n } = useLingui();
  const check = useDeliveryCheck(address && !address.needsUpdate ? address.postalCode : null);
  if (!address) return null;
  if (address.needsUpdate) return { reason: 'refused', message: i18n._(NEEDS_UPDATE_MESSAGE) };
  // A first failed attempt already lets the order through, rather than waiting for the retries.
  if (check.isError || check.failureCount > 0) return null;
  if (check.isSuccess) {
    // The contracts' refusal, word for word as the server answers an order it refuses.
    const refused = codRefusalMessage(check.data, orderTotal);
    if (refused === null) return null;
    const refusal = contractMessage(i18n, refused.message, refused.values);
    const note = codNote(i18n, check.data, orderTotal);
    return note === null
      ? { reason: 'refused', message: refusal }
      : { reason: 'cod-refused', message: refusal, codNote: note };
  }
  const pincode = address.postalCode;
  // Pending: checking, unless the PIN code is malformed and no check runs (the server decides).
  return check.fetchStatus === 'fetching'
    ? { reason: 'checking', message: i18n._(msg`Checking delivery to ${pincode}…`) }
    : null;
}
