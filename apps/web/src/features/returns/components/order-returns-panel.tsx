import type { Order } from '@shop/contracts/orders';
import type { ReturnRequest } from '@shop/contracts/returns';
import { RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndianDate } from '../../../lib/format-date.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  requestStatusLabel,
  requestsOfOrder,
  returnableQuantities,
  returnWindow,
} from '../return-rules.ts';
import { useNow } from '../use-now.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';

// The form (and the zod it validates with) loads when a shopper opens it.
const ReturnRequestDialog = lazy(() =>
  import('./return-request-dialog.tsx').then((module) => ({
    default: module.ReturnRequestDialog,
  })),
);

type OrderReturnsPanelProps = {
  order: Order;
  /** The shopper's requests (all orders); empty while they load. */
  requests: readonly ReturnRequest[];
  /** False until the requests are known: what is left to return depends on them. */
  requestsLoaded: boolean;
};

/** Whether an order has anything to show about returns: a window, or requests made. */
export function hasReturnsPanel(order: Order, requests: readonly ReturnRequest[]): boolean {
  return (
    (order.deliveryStatus === 'DELIVERED' && order.returnableUntil !== null) ||
    requests.some((request) => request.orderId === order.id)
  );
}

/**
 * Under a delivered order: its requests' statuses, until when it can be returned or exchanged,
 * and the button that opens the form.
 */
export function OrderReturnsPanel({ order, requests, requestsLoaded }: OrderReturnsPanelProps) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const [open, setOpen] = useState(false);
  // Loaded on first opening, then kept: the dialog closes itself and gives focus back.
  const [opened, setOpened] = useState(false);
  const ofOrder = requestsOfOrder(requests, order.id);
  const returnsWindow = returnWindow(order, now);
  const remaining = returnableQuantities(order, requests);
  const anythingLeft = [...remaining.values()].some((left) => left > 0);
  const { orderNumber } = order;
  const until = returnsWindow.kind === 'none' ? '' : formatIndianDate(returnsWindow.until);

  return (
    <div className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-ink-900/10 px-3 py-2.5 text-sm">
      {ofOrder.length > 0 && (
        <ul aria-label={t`Requests for order ${orderNumber}`} className="flex flex-col gap-1">
          {ofOrder.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-2">
              <ReturnStatusBadge status={request.status}>
                {i18n._(requestStatusLabel(request))} · {request.requestNumber}
              </ReturnStatusBadge>
            </li>
          ))}
        </ul>
      )}
      {returnsWindow.kind === 'open' && (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-ink-700">
            {anythingLeft || !requestsLoaded
              ? t`Returns and exchanges open until ${until}`
              : t`Every item of this order is already in a request.`}
          </p>
          {(anythingLeft || !requestsLoaded) && (
            <Button
              variant="outline"
              size="sm"
              disabled={!requestsLoaded}
              onClick={() => {
                setOpened(true);
                setOpen(true);
              }}
              className="w-full sm:w-auto"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              <Trans>
                Return or exchange<span className="sr-only"> items of order {orderNumber}</span>
              </Trans>
            </Button>
          )}
        </div>
      )}
      {returnsWindow.kind === 'closed' && (
        <p className="text-ink-500">
          <Trans>The return and exchange window closed on {until}.</Trans>
        </p>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ReturnRequestDialog
            order={order}
            remaining={remaining}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
