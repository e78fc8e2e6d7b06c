import { Trans } from '@lingui/react/macro';
import type { Order } from '@shop/contracts/orders';

/** Courier and tracking number once the order has shipped; nothing before. */
export function ShipmentInfo({ order }: { order: Pick<Order, 'shipment'> }) {
  const { shipment } = order;
  if (!shipment || (!shipment.courier && !shipment.trackingNumber)) return null;
  return (
    <p className="text-sm text-ink-700">
      {shipment.courier && (
        <>
          <span className="text-ink-500">
            <Trans>Courier:</Trans>{' '}
          </span>
          <span className="font-semibold text-ink-900">{shipment.courier}</span>
        </>
      )}
      {shipment.courier && shipment.trackingNumber && <span aria-hidden="true"> · </span>}
      {shipment.trackingNumber && (
        <>
          {shipment.courier && <span className="sr-only">, </span>}
          <span className="text-ink-500">
            <Trans>Tracking number:</Trans>{' '}
          </span>
          <span className="font-semibold wrap-anywhere text-ink-900 select-all">
            {shipment.trackingNumber}
          </span>
        </>
      )}
    </p>
  );
}

/** The note on an order an exchange created: which request it replaces, and that it is free. */
export function ReplacementNote({ order }: { order: Pick<Order, 'replacementFor'> }) {
  if (!order.replacementFor) return null;
  const { requestNumber } = order.replacementFor;
  return (
    <p className="text-sm font-semibold text-sage-700">
      <Trans>Replacement for request {requestNumber} · nothing to pay</Trans>
    </p>
  );
}
