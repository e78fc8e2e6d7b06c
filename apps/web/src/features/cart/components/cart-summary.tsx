import type { CartResponse } from '@shop/contracts/cart';
import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SummaryRows } from '../../../components/ui/summary-rows.tsx';
import { couponRow } from '../../../lib/coupon-summary.ts';
import { formatCartPrice } from '../cart-totals.ts';
import { CouponCode } from './coupon-code.tsx';
import { CouponNotice, useCouponNotice } from './coupon-notice.tsx';

type CartSummaryProps = {
  cart: Pick<CartResponse, 'coupon' | 'totals' | 'couponNotice'>;
  /** Checkout adds the shipping row even when it is free (spec section 9). */
  showShipping?: boolean;
  /** The action below the total: "Proceed to Checkout" or "Place Order". */
  children?: ReactNode;
  /** "Order Summary" unless given. */
  title?: string;
};

/**
 * Subtotal, Discount, the code's line, (Shipping,) Total of spec section 2, in a card, with the
 * discount code's field. Every figure is the server's (the cart answer's totals): with a code it
 * decides which lines count, so the browser no longer adds the lines up itself.
 */
export function CartSummary({ cart, showShipping = false, children, title }: CartSummaryProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { coupon, totals } = cart;
  const notice = useCouponNotice(cart);
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id={titleId} className="text-xl font-semibold">
        {title ?? t`Order Summary`}
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {notice && <CouponNotice notice={notice} />}
        <CouponCode coupon={coupon} />
      </div>
      <SummaryRows
        className="mt-4 gap-3 border-t border-ink-900/10 pt-4"
        totalClassName="mt-1 border-t border-ink-900/10 pt-4"
        rows={[
          { label: t`Subtotal`, value: formatCartPrice(totals.subtotal) },
          {
            label: t`Discount`,
            value: totals.savings > 0 ? `−${formatCartPrice(totals.savings)}` : formatCartPrice(0),
            saving: true,
          },
          ...(coupon ? [couponRow(coupon, formatCartPrice, i18n)] : []),
          ...(showShipping || totals.shipping > 0
            ? [
                {
                  label: t`Shipping`,
                  value: totals.shipping > 0 ? formatCartPrice(totals.shipping) : t`Free`,
                  saving: totals.shipping === 0,
                },
              ]
            : []),
        ]}
        total={formatCartPrice(totals.total)}
      />
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
