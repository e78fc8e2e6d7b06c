import type { Order } from '@shop/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { FileDown, Package, Repeat, Truck } from 'lucide-react';
import { use, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { PostalAddress } from '../../../components/ui/postal-address.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { Timeline } from '../../../components/ui/timeline.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { customerName } from '../../../lib/customer-name.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { downloadInvoice } from '../../../lib/order-invoice.ts';
import { formatRupees, toPaise, toRupees } from '@shop/contracts/money';
import { downloadPackingSlip } from '../api/order-documents.ts';
import { useUpdateOrderStatus } from '../api/orders.ts';
import { paymentLabel } from '../order-labels.ts';
import { AdminOrderSlots } from '../order-slots.ts';
import { ShipOrderDialog } from './ship-order-dialog.tsx';
import { CodConfirmationStatus } from './cod-confirmation-status.tsx';
import { ReturnToOriginNote } from './return-to-origin-note.tsx';

type OrderDetailsDialogProps = { order: Order | null; onClose: () => void };

/**
 * Everything about one order: items, delivery address, customer, totals, the shipment and every
 * status it has had.
 */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent
          title={`Order ${order.orderNumber}`}
          description={`Placed ${formatDateTime(order.createdAt)}`}
        >
          <OrderDetails order={order} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { detailsPanels } = use(AdminOrderSlots);
  const { address } = order;
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  // The order's discount holds the code's too: the code has its own line, so the products' own
  // discounts are what is left (in paise, so nothing drifts).
  const productDiscount = toRupees(
    toPaise(order.discountTotal) - toPaise(order.coupon?.discount ?? 0),
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={order.deliveryStatus}>{order.deliveryStatus}</StatusBadge>
        <span className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-bold text-ink-700">
          {paymentLabel(order)}
        </span>
        <span className="text-sm text-ink-700">
          {order.deliveryStatus === 'DELIVERED' && order.deliveredOn
            ? `Delivered ${formatDate(order.deliveredOn)}`
            : order.deliveryStatus === 'CANCELED'
              ? 'Cancelled'
              : `Expected ${formatDate(order.expectedDeliveryDate)}`}
        </span>
      </div>

      <CodConfirmationStatus order={order} />
      <ReturnToOriginNote order={order} />
      {detailsPanels?.(order)}

      <OrderDocuments order={order} />

      {order.replacementFor && (
        <p className="flex items-center gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm font-bold text-sky-700">
          <Repeat aria-hidden="true" className="size-4 shrink-0" />
          Replacement for {order.replacementFor.requestNumber}
        </p>
      )}

      <section aria-labelledby="order-items-heading">
        <h3 id="order-items-heading" className="text-lg font-semibold">
          Items ({itemCount})
        </h3>
        <ul className="mt-3 flex flex-col divide-y divide-ink-900/10 rounded-2xl bg-white px-4 shadow-soft">
          {order.items.map((item) => {
            return (
              <li key={item.id} className="flex gap-3 py-3">
                <Thumbnail src={item.product.images[0]?.url} size={64} />
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-ink-900">{item.product.name}</p>
                  <p className="text-sm text-ink-700">
                    Size {item.product.variant.size}
                    {item.product.variant.color && ` · ${item.product.variant.color}`}
                  </p>
                  <p className="text-sm text-ink-700 tabular-nums">
                    {item.quantity} × {formatRupees(item.priceAtPurchase)}
                  </p>
                  {item.couponDiscount > 0 && order.coupon && (
                    <p className="text-sm text-sage-700 tabular-nums">
                      {order.coupon.code}: −{formatRupees(item.couponDiscount)}
                    </p>
                  )}
                </div>
                <p className="font-bold text-ink-900 tabular-nums">
                  {formatRupees(item.quantity * item.priceAtPurchase)}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="order-customer-heading">
          <h3 id="order-customer-heading" className="text-lg font-semibold">
            Customer and delivery
          </h3>
          <p className="mt-2 font-bold text-ink-900">{customerName(order.user)}</p>
          <p className="text-sm break-all text-ink-700">{order.user.email}</p>
          <p className="mt-3 text-sm font-bold text-ink-500">Ship to</p>
          <PostalAddress address={address} />
        </section>
        <section aria-labelledby="order-totals-heading">
          <h3 id="order-totals-heading" className="text-lg font-semibold">
            Totals
          </h3>
          <dl className="mt-2 flex flex-col gap-1 text-sm tabular-nums">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">Subtotal</dt>
              <dd>{formatRupees(order.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">Discount</dt>
              <dd>{productDiscount > 0 ? `−${formatRupees(productDiscount)}` : formatRupees(0)}</dd>
            </div>
            {order.coupon && (
              <div className="flex justify-between gap-4">
                <dt className="text-ink-700">Coupon ({order.coupon.code})</dt>
                <dd>−{formatRupees(order.coupon.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">Shipping</dt>
              <dd>{order.shippingTotal > 0 ? formatRupees(order.shippingTotal) : 'Free'}</dd>
            </div>
            <div className="mt-1 flex justify-between gap-4 border-t border-ink-900/10 pt-2 font-bold text-ink-900">
              <dt>Total</dt>
              <dd>{formatRupees(order.orderTotal)}</dd>
            </div>
          </dl>
        </section>
        <ShipmentSection order={order} />
        <section aria-labelledby="order-history-heading">
          <h3 id="order-history-heading" className="text-lg font-semibold">
            Status history
          </h3>
          <Timeline
            variant="compact"
            className="mt-2"
            steps={order.statusHistory.map((change) => ({ label: change.status, at: change.at }))}
            formatAt={formatDateTime}
          />
        </section>
      </div>
    </div>
  );
}

/** Courier, tracking number and shipping date; a shipped order's can be corrected (no new mail). */
function ShipmentSection({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const [editing, setEditing] = useState(false);
  const { shipment } = order;
  return (
    <section aria-labelledby="order-shipment-heading">
      <h3 id="order-shipment-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Truck aria-hidden="true" className="size-5 text-ink-500" />
        Shipment
      </h3>
      {shipment ? (
        <dl className="mt-2 flex flex-col gap-1 text-sm">
          <DetailRow term="Courier" className="break-all">
            {shipment.courier ?? 'Not given'}
          </DetailRow>
          <DetailRow term="Tracking number" className="font-mono break-all">
            {shipment.trackingNumber ?? 'Not given'}
          </DetailRow>
          <DetailRow term="Shipped on">{formatDate(shipment.shippedOn)}</DetailRow>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-ink-700">Not shipped yet.</p>
      )}
      {order.deliveryStatus === 'SHIPPED' && (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setEditing(true)}>
          Edit courier and tracking
        </Button>
      )}
      {editing && (
        <ShipOrderDialog
          title={`Shipment of order ${order.orderNumber}`}
          description="Correct the courier or the tracking number. The customer gets no new mail."
          confirmLabel="Save Shipment"
          cancelLabel="Cancel"
          initial={shipment}
          busy={update.isPending}
          onCancel={() => setEditing(false)}
          onConfirm={(values) =>
            update.mutate(
              { order, deliveryStatus: 'SHIPPED', shipment: values },
              {
                onSuccess: () => {
                  toast.success('Shipment updated', { duration: adminToastDuration });
                  setEditing(false);
                },
                onError: (error) =>
                  toast.error(errorMessage(error, 'Failed to update the shipment.'), {
                    duration: adminToastDuration,
                  }),
              },
            )
          }
        />
      )}
    </section>
  );
}

const toastFailure = (fallback: string) => (error: unknown) =>
  toast.error(errorMessage(error, fallback), { duration: adminToastDuration });

/** The order's PDFs: its tax invoice once it has one, and the packing slip at any status. */
function OrderDocuments({ order }: { order: Order }) {
  const invoice = useMutation({
    mutationFn: downloadInvoice,
    onError: toastFailure('Failed to download the invoice.'),
  });
  const slip = useMutation({
    mutationFn: downloadPackingSlip,
    onError: toastFailure('Failed to download the packing slip.'),
  });
  const { invoiceNumber } = order;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {invoiceNumber && (
        <>
          <p className="text-sm text-ink-700">
            Invoice <span className="font-semibold text-ink-900">{invoiceNumber}</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            busy={invoice.isPending}
            busyLabel="Downloading…"
            onClick={() => invoice.mutate({ id: order.id, invoiceNumber })}
          >
            <FileDown aria-hidden="true" className="size-4" />
            Download invoice
          </Button>
        </>
      )}
      <Button
        variant="outline"
        size="sm"
        busy={slip.isPending}
        busyLabel="Downloading…"
        onClick={() => slip.mutate(order)}
      >
        <Package aria-hidden="true" className="size-4" />
        Packing slip
      </Button>
    </div>
  );
}
