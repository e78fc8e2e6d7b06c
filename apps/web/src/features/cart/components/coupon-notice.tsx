import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { couponRemovedTitle } from '../api/cart-query.ts';

/**
 * Keeps the server's couponNotice on screen: the cart carries it on one answer only, and the
 * next refetch (a quantity change, the window regaining focus) would otherwise hide it before it
 * is read. It gives way once a code is applied again.
 */
export function useCouponNotice(cart: { couponNotice: string | null; coupon: unknown }) {
  const [notice, setNotice] = useState(cart.couponNotice);
  const [lastAnswered, setLastAnswered] = useState(cart.couponNotice);
  if (cart.couponNotice !== lastAnswered) {
    setLastAnswered(cart.couponNotice);
    if (cart.couponNotice !== null) setNotice(cart.couponNotice);
  }
  return cart.coupon === null ? notice : null;
}

/** Why the cart's code was taken off, beside the summary whose totals no longer count it. */
export function CouponNotice({ notice }: { notice: string }) {
  const { i18n } = useLingui();
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-bold">{i18n._(couponRemovedTitle)}.</span> {notice}
      </p>
    </div>
  );
}
