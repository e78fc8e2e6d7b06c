import { CircleAlert } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PlaceOrderHold } from '../place-order-hold.ts';

/**
 * Says, beside Place Order, why it cannot be pressed (or that the delivery check is still out).
 * `id` lets the button point at it with aria-describedby.
 */
export function PlaceOrderHoldNotice({ id, hold }: { id: string; hold: PlaceOrderHold }) {
  if (hold.reason === 'checking') {
    return (
      <p id={id} role="status" className="mt-3 flex items-center gap-2 text-sm text-ink-700">
        <Spinner className="size-4" />
        {hold.message}
      </p>
    );
  }
  return (
    <p
      id={id}
      role="alert"
      className="mt-3 flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-2.5 text-sm font-semibold text-danger-600"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {hold.message}
    </p>
  );
}
