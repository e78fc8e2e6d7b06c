import type { Order } from '@shop/contracts/orders';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useConfirmCodByHand } from '../api/cod-confirmation.ts';

/** Whether the shop can still confirm it by hand: the server refuses cancelled and delivered. */
const stillConfirmable = (order: Order) =>
  order.deliveryStatus === 'PENDING' || order.deliveryStatus === 'SHIPPED';

/**
 * A cash-on-delivery order's confirmation: "COD confirmed" (by the customer's mail link, or by
 * the shop), or "Not confirmed" with a button to confirm it after speaking to the customer. A
 * confirmed order is one worth sending: an unconfirmed one is likelier to come back unsold.
 */
export function CodConfirmationStatus({ order }: { order: Order }) {
  const confirm = useConfirmCodByHand();
  const [asking, setAsking] = useState(false);
  // An exchange's replacement (total 0) carries no cash to collect.
  if (order.paymentMethod !== 'COD' || order.orderTotal === 0) return null;

  if (order.codConfirmedAt) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
        <ToneBadge tone="sage">COD confirmed</ToneBadge>
        {formatDateTime(order.codConfirmedAt)}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
      <ToneBadge tone="amber">Not confirmed</ToneBadge>
      <span>The customer has not confirmed this cash-on-delivery order.</span>
      {stillConfirmable(order) && (
        <ConfirmDialog
          open={asking}
          onOpenChange={(open) => !confirm.isPending && setAsking(open)}
          trigger={
            <Button variant="outline" size="sm">
              <PhoneCall aria-hidden="true" className="size-4" />
              Mark as confirmed
            </Button>
          }
          title={`Mark order ${order.orderNumber} as confirmed?`}
          description="Confirm only after speaking to the customer: they will be home to take the parcel and pay in cash. The order then counts as confirmed, as if they had used the link in their mail."
          confirmLabel="Yes, Mark as Confirmed"
          cancelLabel="Not Yet"
          tone="default"
          busy={confirm.isPending}
          busyLabel="Confirming…"
          onConfirm={() =>
            confirm.mutate(order, {
              onSuccess: () => {
                toast.success(`Order ${order.orderNumber} confirmed`, {
                  duration: adminToastDuration,
                });
                setAsking(false);
              },
              onError: (error) =>
                toast.error(errorMessage(error, 'Failed to confirm the order.'), {
                  duration: adminToastDuration,
                }),
            })
          }
        />
      )}
    </div>
  );
}
