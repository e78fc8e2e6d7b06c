import type { Order } from '@shop/contracts/orders';
import clsx from 'clsx';
import { use } from 'react';
import { CustomerIdentity } from '../../../components/ui/customer-identity.tsx';
import { DetailsButton } from '../../../components/ui/details-button.tsx';
import { StackedTableHead } from '../../../components/ui/stacked-table-head.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { formatRupees } from '@shop/contracts/money';
import { paymentStatusLabel } from '../order-labels.ts';
import { AdminOrderSlots } from '../order-slots.ts';
import { OrderStatusSelect } from './order-status-select.tsx';
import { UnconfirmedCodBadge } from './unconfirmed-cod-badge.tsx';

type OrderTableProps = {
  orders: readonly Order[];
  onShowDetails: (order: Order) => void;
  /** The orders ticked for printing their packing slips. */
  selectedIds: ReadonlySet<string>;
  onSelect: (orderId: string, selected: boolean) => void;
};

/* Below md each row becomes a card; the header row stays for screen readers only. */
const cell = 'px-4 py-3 align-middle max-md:p-0';
const phoneLabel = 'mr-1 font-semibold text-ink-500 md:hidden';

const paymentText = { Paid: 'Paid', Pending: 'Payment pending', 'Not collected': 'Not collected' };
const paymentTone = {
  Paid: 'text-sage-700',
  Pending: 'text-amber-800',
  'Not collected': 'text-ink-500',
};

export const orderCheckbox = 'size-5 shrink-0 cursor-pointer accent-coral-600';

export function OrderTable({ orders, onShowDetails, selectedIds, onSelect }: OrderTableProps) {
  const { rowBadges } = use(AdminOrderSlots);
  return (
    <table className="w-full border-collapse max-md:block">
      <caption className="sr-only">Orders, newest first</caption>
      <StackedTableHead
        stacksBelow="md"
        columns={[
          { label: <span className="sr-only">Selected</span> },
          { label: 'Customer' },
          { label: 'Order date' },
          { label: 'Order no.' },
          { label: 'Total', className: 'text-right' },
          { label: 'Payment' },
          { label: 'Delivery status' },
          { label: <span className="sr-only">Details</span> },
        ]}
      />
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {orders.map((order) => (
          <tr
            key={order.id}
            className="border-b border-ink-900/10 hover:bg-cream-50 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-2xl max-md:border max-md:bg-white max-md:p-4 max-md:text-sm"
          >
            <td className={clsx(cell, 'w-0 max-md:col-span-2')}>
              {/* The card's own "Select" stands in for the header row phones do not show. */}
              <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-ink-700 md:justify-center">
                <input
                  type="checkbox"
                  aria-label={`Select order ${order.orderNumber}`}
                  checked={selectedIds.has(order.id)}
                  onChange={(event) => onSelect(order.id, event.target.checked)}
                  className={orderCheckbox}
                />
                <span aria-hidden="true" className="md:hidden">
                  Select
                </span>
              </label>
            </td>
            <td className={clsx(cell, 'max-md:col-span-2')}>
              <CustomerIdentity person={order.user} />
            </td>
            <td className={clsx(cell, 'whitespace-nowrap text-ink-700')}>
              <span className={phoneLabel}>Date</span>
              {formatDate(order.createdAt)}
            </td>
            <td
              className={clsx(cell, 'font-mono text-sm font-bold whitespace-nowrap text-ink-900')}
            >
              <span className={clsx(phoneLabel, 'font-sans')}>No.</span>
              {order.orderNumber}
              {order.replacementFor && (
                <span className="block font-sans text-xs font-semibold text-sky-700">
                  Replaces {order.replacementFor.requestNumber}
                </span>
              )}
            </td>
            <td
              className={clsx(
                cell,
                'font-bold whitespace-nowrap text-ink-900 tabular-nums md:text-right',
              )}
            >
              <span className={phoneLabel}>Total</span>
              {formatRupees(order.orderTotal)}
            </td>
            <td className={clsx(cell, 'whitespace-nowrap')}>
              <p className="text-sm font-bold text-ink-900">{order.paymentMethod}</p>
              {/* A UPI payment's several states are said by its badge below. */}
              {order.paymentMethod === 'COD' && (
                <p className={clsx('text-xs font-bold', paymentTone[paymentStatusLabel(order)])}>
                  {paymentText[paymentStatusLabel(order)]}
                </p>
              )}
              <UnconfirmedCodBadge order={order} />
              {rowBadges?.(order)}
            </td>
            <td className={cell}>
              <OrderStatusSelect order={order} />
            </td>
            <td className={clsx(cell, 'md:text-right')}>
              <DetailsButton
                label={`Details of order ${order.orderNumber}`}
                onClick={() => onShowDetails(order)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
