import { useId, type ReactNode } from 'react';
import { SummaryRows } from '../../../components/ui/summary-rows.tsx';
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
      <SummaryRows
        className="mt-4 gap-3"
        totalClassName="mt-1 border-t border-ink-900/10 pt-4"
        rows={[
          { label: 'Subtotal', value: formatCartPrice(totals.subtotal) },
          {
            label: 'Discount',
            value:
              totals.discount > 0 ? `−${formatCartPrice(totals.discount)}` : formatCartPrice(0),
            saving: true,
          },
          ...(showShipping ? [{ label: 'Shipping', value: 'Free', saving: true }] : []),
        ]}
        total={formatCartPrice(totals.total)}
      />
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
