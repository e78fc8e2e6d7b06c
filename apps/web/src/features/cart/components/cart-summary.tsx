import { useId, type ReactNode } from 'react';
import type { CartTotals } from '../cart-totals.ts';
import { formatCartPrice } from '../cart-totals.ts';

type CartSummaryProps = {
  totals: CartTotals;
  /** Checkout adds the shipping row (always free, spec section 9). */
  showShipping?: boolean;
  /** The action below the total: "Proceed to Checkout" or "Place Order". */
  children?: ReactNode;
  title?: string;
};

/** Subtotal, Discount, (Shipping,) Total of spec section 2, in a card. */
export function CartSummary({
  totals,
  showShipping = false,
  children,
  title = 'Order Summary',
}: CartSummaryProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-5 shadow-soft sm:p-6">
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-ink-700">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="font-bold text-ink-900 tabular-nums">
            {formatCartPrice(totals.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Discount</dt>
          <dd className="font-bold text-sage-700 tabular-nums">
            {totals.discount > 0 ? `−${formatCartPrice(totals.discount)}` : formatCartPrice(0)}
          </dd>
        </div>
        {showShipping && (
          <div className="flex justify-between gap-4">
            <dt>Shipping</dt>
            <dd className="font-bold text-sage-700">Free</dd>
          </div>
        )}
        <div className="mt-1 flex justify-between gap-4 border-t border-ink-900/10 pt-4 text-lg text-ink-900">
          <dt className="font-bold">Total</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums">
            {formatCartPrice(totals.total)}
          </dd>
        </div>
      </dl>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
