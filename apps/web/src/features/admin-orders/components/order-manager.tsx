import { deliveryStatuses, type Order } from '@shop/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AdminQueryState, AdminSkeletonList } from '../../../components/ui/admin-query-state.tsx';
import { PageRange } from '../../../components/ui/page-range.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusTabs } from '../../../components/ui/status-tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { ADMIN_ORDERS_PER_PAGE, adminOrdersQuery } from '../api/orders.ts';
import { datesOutOfOrder, useOrderFilters, type OrderFilters } from '../use-order-filters.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { OrderTable } from './order-table.tsx';

/**
 * Every order by delivery status, found by number, name, email or phone and a date range, with
 * its details, a status selector per row, and an export of what is shown.
 */
export function OrderManager() {
  const { filters, tab, page, setTab, setSearch, setFrom, setTo, pageHref } = useOrderFilters();
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
      <OrderFilterBar filters={filters} onSearch={setSearch} onFrom={setFrom} onTo={setTo} />
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
  const { data, isError } = orders;
  const [details, setDetails] = useState<Order | null>(null);

  useEffect(() => {
    if (isError) toast.error('Failed to fetch orders', { duration: adminToastDuration });
  }, [isError]);

  const pagination = data?.pagination;

  return (
    <>
      <PageRange pagination={pagination} perPage={ADMIN_ORDERS_PER_PAGE} noun="orders" />
      <AdminQueryState
        panelClassName="mt-3 rounded-2xl md:bg-white md:p-2 md:shadow-soft"
        query={orders}
        loading={
          <AdminSkeletonList
            label="Loading orders"
            rows={6}
            className="gap-3 md:p-2"
            rowClassName="h-16 max-md:h-44"
          />
        }
        errorMessage="The orders could not be loaded."
        empty={{
          when: (answer) => answer.orders.length === 0,
          icon: Inbox,
          message: emptyMessage(filters),
        }}
        className="rounded-2xl bg-white"
      >
        {(answer) => <OrderTable orders={answer.orders} onShowDetails={setDetails} />}
      </AdminQueryState>
      {pagination && (
        <Pagination
          className="mt-6"
          label="Order pages"
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          pageHref={pageHref}
        />
      )}
      {/* The fresh copy once the list reloads (after a status or shipment change). */}
      <OrderDetailsDialog
        order={data?.orders.find((order) => order.id === details?.id) ?? details}
        onClose={() => setDetails(null)}
      />
    </>
  );
}

function emptyMessage({ status, q, from, to }: OrderFilters): string {
  if (q || from || to) return 'No orders match these filters.';
  return status ? `No ${status} orders.` : 'No orders yet.';
}
