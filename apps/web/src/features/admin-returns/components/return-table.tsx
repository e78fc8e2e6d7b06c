import type { ReturnRequest } from '@shop/contracts/returns';
import clsx from 'clsx';
import { CustomerIdentity } from '../../../components/ui/customer-identity.tsx';
import { DetailsButton } from '../../../components/ui/details-button.tsx';
import { StackedTableHead } from '../../../components/ui/stacked-table-head.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { returnTypeLabels, unitCount } from '../return-labels.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';

type ReturnTableProps = {
  requests: readonly ReturnRequest[];
  onShowDetails: (request: ReturnRequest) => void;
};

/* Below md each row becomes a card; the header row stays for screen readers only. */
const cell = 'px-4 py-3 align-middle max-md:p-0';
const phoneLabel = 'mr-1 font-semibold text-ink-500 md:hidden';

export function ReturnTable({ requests, onShowDetails }: ReturnTableProps) {
  return (
    <table className="w-full border-collapse max-md:block">
      <caption className="sr-only">Return and exchange requests, newest first</caption>
      <StackedTableHead
        stacksBelow="md"
        columns={[
          { label: 'Request no.' },
          { label: 'Order no.' },
          { label: 'Customer' },
          { label: 'Type' },
          { label: 'Items', className: 'text-right' },
          { label: 'Requested on' },
          { label: 'Status' },
          { label: <span className="sr-only">Details</span> },
        ]}
      />
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {requests.map((request) => {
          const count = unitCount(request);
          return (
            <tr
              key={request.id}
              className="border-b border-ink-900/10 hover:bg-cream-50 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-2xl max-md:border max-md:bg-white max-md:p-4 max-md:text-sm"
            >
              <td className={clsx(cell, 'font-mono text-sm font-bold whitespace-nowrap')}>
                <span className={clsx(phoneLabel, 'font-sans')}>Request</span>
                {request.requestNumber}
              </td>
              <td className={clsx(cell, 'font-mono text-sm whitespace-nowrap text-ink-700')}>
                <span className={clsx(phoneLabel, 'font-sans')}>Order</span>
                {request.orderNumber}
              </td>
              <td className={clsx(cell, 'max-md:col-span-2')}>
                <CustomerIdentity person={request.customer} />
              </td>
              <td className={clsx(cell, 'text-ink-700')}>
                <span className={phoneLabel}>Type</span>
                {returnTypeLabels[request.type]}
              </td>
              <td
                className={clsx(cell, 'whitespace-nowrap text-ink-700 tabular-nums md:text-right')}
              >
                {count} {count === 1 ? 'item' : 'items'}
              </td>
              <td className={clsx(cell, 'whitespace-nowrap text-ink-700')}>
                <span className={phoneLabel}>Date</span>
                {formatDate(request.createdAt)}
              </td>
              <td className={cell}>
                <ReturnStatusBadge status={request.status} />
              </td>
              <td className={clsx(cell, 'md:text-right')}>
                <DetailsButton
                  label={`Details of request ${request.requestNumber}`}
                  onClick={() => onShowDetails(request)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
