import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/**
 * Why the way to an order is shut while offline (cart and checkout say it the same way): the
 * reason beside a disabled Proceed to Checkout or Place Order; `id` is its aria-describedby.
 */
export function OfflineOrderNotice({ id }: { id: string }) {
  return (
    <p
      id={id}
      className="mt-3 flex items-start gap-2 rounded-xl bg-cream-200 px-3 py-2.5 text-sm font-semibold text-ink-900"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <Trans>
        You are offline. Your cart is saved; you can place the order when you are back online.
      </Trans>
    </p>
  );
}
