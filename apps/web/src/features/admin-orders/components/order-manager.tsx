import { deliveryStatuses, type Order } from '@shop/contracts/orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Inbox, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { AdminPagedList } from '../../../components/ui/admin-paged-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusTabs } from '../../../components/ui/status-tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadPackingSlips } from '../api/order-documents.ts';
import { ADMIN_ORDERS_PER_PAGE, adminOrdersQuery } from '../api/orders.ts';
import {
  datesOutOfOrder,
  filterQuery,
  useOrderFilters,
  type OrderFilters,
} from '../use-order-filters.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { OrderTable, orderCheckbox } from './order-table.tsx';

/**
 * Every order by delivery status, found by number, name, email or phone and a date range, with
 * its details, a status selector per row, and an export of what is shown.
 */
export function OrderManager() {
  const { filters, tab, page, setTab, setSearch, setPayment, setFrom, setTo, pageHref } =
    useOrderFilters();
  const outOfOrder = datesOutOfOrder(filters);
  // The same query as the list below (one request); this observer keeps the previous counts on
  // screen while another tab or search loads, so the tab row does not flicker.
  const { data: counts } = useQuery({
    ...adminOrdersQuery(filters, page),
    select: (response) => response.statusCounts,
    enabled: !outOfOrder,
  });

  return (
    <>
      <OrderFilterBar
        filters={filters}
        onSearch={setSearch}
        onPayment={setPayment}
        onFrom={setFrom}
        onTo={setTo}
      />
      <StatusTabs
        className="mt-6"
        label="Orders by delivery status"
        statuses={deliveryStatuses}
        value={tab}
        onValueChange={setTab}
        counts={counts}
      >
        {!outOfOrder && <OrderList filters={filters} page={page} pageHref={pageHref} />}
      </StatusTabs>
    </>
  );
}

type OrderListProps = {
  filters: OrderFilters;
  page: number;
  pageHref: (page: number) => string;
};

function OrderList({ filters, page, pageHref }: OrderListProps) {
  const orders = useQuery(adminOrdersQuery(filters, page));
  const [details, setDetails] = useState<Order | null>(null);
  const selection = usePageSelection(JSON.stringify([filterQuery(filters), page]));

  return (
    <>
      <AdminPagedList
        query={orders}
        items="orders"
        perPage={ADMIN_ORDERS_PER_PAGE}
        phoneRowClassName="max-md:h-44"
        empty={{
          when: (answer) => answer.orders.length === 0,
          icon: Inbox,
          message: emptyMessage(filters),
        }}
        pagesLabel="Order pages"
        pageHref={pageHref}
      >
        {(answer) => (
          <>
            <PackingSlipsToolbar
              orders={answer.orders}
              selectedIds={selection.ids}
              onSelectAll={(selected) =>
                selection.set(selected ? answer.orders.map((order) => order.id) : [])
              }
            />
            <OrderTable
              orders={answer.orders}
              onShowDetails={setDetails}
              selectedIds={selection.ids}
              onSelect={selection.toggle}
            />
          </>
        )}
      </AdminPagedList>
      {/* The fresh copy once the list reloads (after a status or shipment change). */}
      <OrderDetailsDialog
        order={orders.data?.orders.find((order) => order.id === details?.id) ?? details}
        onClose={() => setDetails(null)}
      />
    </>
  );
}

function emptyMessage({ status, payment, q, from, to }: OrderFilters): string {
  if (q || from || to || payment) return 'No orders match these filters.';
  return status ? `No ${status} orders.` : 'No orders yet.';
}

const noneSelected: ReadonlySet<string> = new Set();

/**
 * The orders ticked on the page shown. Another page, tab, search or date range starts with none:
 * ticks the admin can no longer see must not go to the printer.
 */
function usePageSelection(pageKey: string) {
  const [selection, setSelection] = useState({ pageKey, ids: noneSelected });
  const ids = selection.pageKey === pageKey ? selection.ids : noneSelected;
  return {
    ids,
    set: (orderIds: readonly string[]) => setSelection({ pageKey, ids: new Set(orderIds) }),
    toggle: (orderId: string, selected: boolean) => {
      const next = new Set(ids);
      if (selected) next.add(orderId);
      else next.delete(orderId);
      setSelection({ pageKey, ids: next });
    },
  };
}

type PackingSlipsToolbarProps = {
  orders: readonly Order[];
  selectedIds: ReadonlySet<string>;
  onSelectAll: (selected: boolean) => void;
};

/** A parcel that is gone or will never go: printing several slips leaves these out. */
const leftOutOfSlips: ReadonlySet<Order['deliveryStatus']> = new Set(['CANCELED', 'DELIVERED']);

/**
 * Ticks every order of the page (or none) and prints the slips of the ticked ones as one PDF, in
 * the list's order, leaving out cancelled and delivered orders (and saying how many). The
 * select-all box lives here rather than in the header row, which phones do not show (the rows are
 * cards there).
 */
function PackingSlipsToolbar({ orders, selectedIds, onSelectAll }: PackingSlipsToolbarProps) {
  const countId = useId();
  const chosen = orders.filter((order) => selectedIds.has(order.id));
  const toPrint = chosen.filter((order) => !leftOutOfSlips.has(order.deliveryStatus));
  const leftOut = chosen.length - toPrint.length;
  const all = orders.length > 0 && chosen.length === orders.length;
  const print = useMutation({
    mutationFn: downloadPackingSlips,
    onError: (error) =>
      toast.error(errorMessage(error, 'Failed to download the packing slips.'), {
        duration: adminToastDuration,
      }),
  });

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-1 pb-3 md:px-2 md:pt-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-ink-700">
        <input
          type="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = chosen.length > 0 && !all;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
          className={orderCheckbox}
        />
        Select all on this page
      </label>
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
        <p role="status" className="text-sm font-semibold text-amber-900">
          {leftOut > 0 &&
            `${leftOut} ${leftOut === 1 ? 'order' : 'orders'} left out: cancelled or delivered`}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={toPrint.length === 0}
          busy={print.isPending}
          busyLabel="Preparing slips…"
          aria-describedby={countId}
          onClick={() => print.mutate(toPrint.map((order) => order.id))}
        >
          <Printer aria-hidden="true" className="size-4" />
          Print packing slips ({toPrint.length})
        </Button>
      </div>
      <span id={countId} className="sr-only">
        {toPrint.length === 0
          ? 'Tick orders waiting to ship to print their packing slips.'
          : `One PDF with a page for each of the ${toPrint.length} orders to print.`}
      </span>
    </div>
  );
}
