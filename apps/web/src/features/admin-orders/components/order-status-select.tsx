import { deliveryStatuses, type DeliveryStatus, type Order } from '@shop/contracts/orders';
import clsx from 'clsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateOrderStatus, type StatusUpdate } from '../api/orders.ts';
import { statusChangeQuestion } from '../status-change-question.ts';
import { ShipOrderDialog } from './ship-order-dialog.tsx';
import { ReturnToOriginDialog } from './return-to-origin-dialog.tsx';

/* Spec colours (pending yellow, shipped blue, delivered green, cancelled red), all AA on white. */
const tone: Record<DeliveryStatus, string> = {
  PENDING: 'border-amber-400 bg-amber-50 text-amber-900',
  SHIPPED: 'border-sky-300 bg-sky-50 text-sky-700',
  DELIVERED: 'border-sage-300 bg-sage-50 text-sage-700',
  CANCELED: 'border-danger-600/40 bg-danger-50 text-danger-600',
};

/** The text with `part` never broken across lines (an order number breaks at its hyphen). */
function KeptWhole({ text, part }: { text: string; part: string }) {
  const [before, ...after] = text.split(part);
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{part}</span>
      {after.join(part)}
    </>
  );
}

/**
 * The delivery status of one order; admins may pick any of the four (spec section 4). Moves
 * that touch stock (cancelling, and re-opening a cancelled order), DELIVERED (paid, invoiced,
 * mailed) and moves back from SHIPPED or DELIVERED ask first and say what will happen; a move to
 * SHIPPED asks for the courier and the tracking number.
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<DeliveryStatus | null>(null);
  const shown = update.isPending ? update.variables.deliveryStatus : order.deliveryStatus;
  const question = asking && statusChangeQuestion(order, asking);

  function changeTo(
    deliveryStatus: DeliveryStatus,
    shipment?: StatusUpdate['shipment'],
    reason?: StatusUpdate['reason'],
  ) {
    if (update.isPending) return;
    update.mutate(
      { order, deliveryStatus, shipment, reason },
      {
        onSuccess: () =>
          toast.success(`Status updated to ${deliveryStatus}`, { duration: adminToastDuration }),
        // E.g. 409 when leaving CANCELED needs stock that has been sold since.
        onError: (error) =>
          toast.error(errorMessage(error, 'Failed to update status.'), {
            duration: adminToastDuration,
          }),
        onSettled: () => setAsking(null),
      },
    );
  }

  return (
    <>
      <NativeSelect
        aria-label={`Delivery status of order ${order.orderNumber}`}
        value={shown}
        disabled={update.isPending}
        wrapperClassName="w-40"
        className={clsx('h-10 rounded-full pl-4 text-sm font-bold', tone[shown])}
        onChange={(event) => {
          const deliveryStatus = event.target.value as DeliveryStatus;
          if (statusChangeQuestion(order, deliveryStatus)) setAsking(deliveryStatus);
          else changeTo(deliveryStatus);
        }}
      >
        {deliveryStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </NativeSelect>
      {question && asking && question.asksShipment && (
        <ShipOrderDialog
          title={<KeptWhole text={question.title} part={order.orderNumber} />}
          description={question.description}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          busy={update.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(shipment) => changeTo(asking, shipment)}
        />
      )}
      {question && asking && question.asksReason && (
        <ReturnToOriginDialog
          title={<KeptWhole text={question.title} part={order.orderNumber} />}
          description={question.description}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          busy={update.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => changeTo(asking, undefined, reason)}
        />
      )}
      {question && asking && !question.asksShipment && !question.asksReason && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={<KeptWhole text={question.title} part={order.orderNumber} />}
          description={question.description}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          tone={question.tone}
          busy={update.isPending}
          busyLabel="Updating…"
          onConfirm={() => changeTo(asking)}
        />
      )}
    </>
  );
}
