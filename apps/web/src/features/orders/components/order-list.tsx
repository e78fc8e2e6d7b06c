import type { Order } from '@shop/contracts/orders';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatRupees } from '@shop/contracts/money';
import { customerStatus } from '../order-tabs.ts';
import { couponRow } from '../../../lib/coupon-summary.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { canCancelOrder, itemCount, orderDate } from '../order-summary.ts';
import { DeliveryCell } from './delivery-cell.tsx';
import { InvoiceDownload } from './invoice-download.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderThumbnail } from './order-thumbnail.tsx';
import { ReplacementNote, ShipmentInfo } from './shipment-info.tsx';

/**
 * What another feature adds under an order (returns: the window, the button, the requests), or
 * null for nothing. Composed in app/, since features do not import each other.
 */
export type OrderExtras = (order: Order) => ReactNode;

type OrderListProps = {
  orders: readonly Order[];
  /** Opens the cancel confirmation for a Pending order. */
  onCancel: (order: Order) => void;
  renderExtras?: OrderExtras | undefined;
};

type RowProps = {
  order: Order;
  expanded: boolean;
  onToggle: () => void;
  onCancel: (order: Order) => void;
  /** The table and the cards are both in the page (CSS picks one); ids must not clash. */
  layout: 'table' | 'card';
  extras: ReactNode;
};

/** "3 items", in the page's language. */
function ItemsCount({ order }: { order: Order }) {
  const { t } = useLingui();
  const count = itemCount(order);
  return t`${plural(count, { one: '# item', other: '# items' })}`;
}

function PlacedOn({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const date = orderDate(order);
  return date ? <time dateTime={date.toISOString()}>{formatDate(date, i18n.locale)}</time> : null;
}

function RowActions({ order, expanded, onToggle, onCancel, layout }: RowProps) {
  const { orderNumber } = order;
  const detailsId = `order-${order.id}-${layout}-details`;
  return (
    <div
      className={clsx('flex gap-2', layout === 'table' ? 'flex-col items-stretch' : 'flex-wrap')}
    >
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={onToggle}
        className={layout === 'card' ? 'flex-1 border-2 border-ink-900/15' : undefined}
      >
        <Trans>
          Details<span className="sr-only"> of order {orderNumber}</span>
        </Trans>
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', expanded && 'rotate-180')}
        />
      </Button>
      {canCancelOrder(order) && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onCancel(order)}
          className={clsx(
            'border-danger-600/40 text-danger-600 hover:border-danger-600 hover:text-danger-600',
            layout === 'card' && 'flex-1',
          )}
        >
          <Trans>
            Cancel Order<span className="sr-only"> {orderNumber}</span>
          </Trans>
        </Button>
      )}
    </div>
  );
}

/** Under the total in the table: the code the order used and what it took off. */
function OrderCouponNote({ order }: { order: Order }) {
  const { i18n } = useLingui();
  if (!order.coupon) return null;
  const { label, value } = couponRow(order.coupon, formatRupees, i18n);
  return (
    <span className="block text-sm font-semibold text-sage-700">
      {label} {value}
    </span>
  );
}

function OrderTableRows(props: RowProps) {
  const { order, expanded, extras } = props;
  return (
    <tbody className="border-t border-ink-900/10 first:border-t-0">
      <tr>
        <th scope="row" className="py-4 pr-2 text-left font-normal">
          <div className="flex items-center gap-4">
            <OrderThumbnail order={order} />
            <span className="flex flex-col">
              <span className="font-bold whitespace-nowrap text-ink-900">{order.orderNumber}</span>
              <span className="text-sm text-ink-500">
                <ItemsCount order={order} />
              </span>
              <ReplacementNote order={order} />
            </span>
          </div>
        </th>
        <td className="px-2 py-4 whitespace-nowrap text-ink-700">
          <PlacedOn order={order} />
        </td>
        <td className="px-2 py-4">
          <StatusBadge status={customerStatus(order.deliveryStatus)} />
        </td>
        <td className="px-2 py-4 font-bold whitespace-nowrap text-ink-900 tabular-nums">
          {formatRupees(order.orderTotal)}
          <OrderCouponNote order={order} />
        </td>
        <td className="px-2 py-4">
          <span className="whitespace-nowrap">
            <DeliveryCell order={order} />
          </span>
          <ShipmentInfo order={order} />
          <InvoiceDownload order={order} />
        </td>
        <td className="py-4 pl-2">
          <RowActions {...props} />
        </td>
      </tr>
      {extras != null && (
        <tr>
          <td colSpan={6} className="pb-4">
            {extras}
          </td>
        </tr>
      )}
      {expanded && (
        <tr>
          <td colSpan={6} className="pb-5">
            <OrderDetails order={order} id={`order-${order.id}-table-details`} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

function OrderCard(props: RowProps) {
  const { i18n } = useLingui();
  const { order, expanded, extras } = props;
  const headingId = `order-${order.id}-card-heading`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-2xl border-2 border-ink-900/10 p-4"
      >
        <div className="flex items-center gap-4">
          <OrderThumbnail order={order} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h3 id={headingId} className="font-sans text-base font-bold text-ink-900">
                {order.orderNumber}
              </h3>
              <StatusBadge status={customerStatus(order.deliveryStatus)} />
            </div>
            <p className="mt-0.5 text-sm text-ink-500">
              <PlacedOn order={order} /> · <ItemsCount order={order} />
            </p>
          </div>
        </div>
        <dl className="flex flex-col gap-2 rounded-xl bg-cream-100 px-3 py-2.5 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-500">
              <Trans>Total</Trans>
            </dt>
            <dd className="font-bold text-ink-900 tabular-nums">
              {formatRupees(order.orderTotal)}
            </dd>
          </div>
          {order.coupon && (
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-ink-500">{couponRow(order.coupon, formatRupees, i18n).label}</dt>
              <dd className="font-bold text-sage-700 tabular-nums">
                {couponRow(order.coupon, formatRupees, i18n).value}
              </dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-500">
              <Trans>Delivery</Trans>
            </dt>
            <dd className="text-right">
              <DeliveryCell order={order} inline />
            </dd>
          </div>
        </dl>
        {(order.shipment || order.replacementFor) && (
          <div className="flex flex-col gap-1">
            <ShipmentInfo order={order} />
            <ReplacementNote order={order} />
          </div>
        )}
        <InvoiceDownload order={order} />
        {extras}
        <RowActions {...props} />
        {expanded && <OrderDetails order={order} id={`order-${order.id}-card-details`} />}
      </article>
    </li>
  );
}

/**
 * The orders of one tab: a table where the content area is wide enough, cards where it is not.
 * A container query (not the viewport) decides, since the account sidebar takes room on desktop.
 */
export function OrderList({ orders, onCancel, renderExtras }: OrderListProps) {
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setExpandedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rowProps = (order: Order) => ({
    order,
    expanded: expandedIds.has(order.id),
    onToggle: () => toggle(order.id),
    onCancel,
    extras: renderExtras?.(order) ?? null,
  });

  return (
    <div className="@container">
      <div className="hidden overflow-x-auto @3xl:block">
        <table className="w-full text-left">
          <caption className="sr-only">
            <Trans>Your orders</Trans>
          </caption>
          <thead className="text-xs font-bold tracking-wide text-ink-500 uppercase">
            <tr className="border-b-2 border-ink-900/10">
              <th scope="col" className="pr-2 pb-3">
                <Trans>Order</Trans>
              </th>
              <th scope="col" className="px-2 pb-3">
                <Trans>Placed on</Trans>
              </th>
              <th scope="col" className="px-2 pb-3">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="px-2 pb-3">
                <Trans>Total</Trans>
              </th>
              <th scope="col" className="px-2 pb-3">
                <Trans>Delivery</Trans>
              </th>
              <th scope="col" className="pb-3 pl-2">
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          {orders.map((order) => (
            <OrderTableRows key={order.id} {...rowProps(order)} layout="table" />
          ))}
        </table>
      </div>
      <ul className="flex flex-col gap-4 @3xl:hidden">
        {orders.map((order) => (
          <OrderCard key={order.id} {...rowProps(order)} layout="card" />
        ))}
      </ul>
    </div>
  );
}
