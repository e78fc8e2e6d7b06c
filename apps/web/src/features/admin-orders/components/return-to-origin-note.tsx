import type { Order } from '@shop/contracts/orders';
import { returnToOriginReasonLabels } from '@shop/contracts/payments';
import { Undo2 } from 'lucide-react';

/** A cancelled order whose parcel came back unsold (return to origin), and why. */
export function ReturnToOriginNote({ order }: { order: Order }) {
  if (!order.returnToOriginReason) return null;
  return (
    <p className="flex items-center gap-2 rounded-xl bg-danger-50 px-3 py-2 text-sm font-bold text-danger-600">
      <Undo2 aria-hidden="true" className="size-4 shrink-0" />
      Came back unsold: {returnToOriginReasonLabels[order.returnToOriginReason]}
    </p>
  );
}
