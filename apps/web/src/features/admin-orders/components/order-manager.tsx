import { deliveryStatuses, type DeliveryStatus, type Order } from '@shop/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AdminQueryState, AdminSkeletonList } from '../../../components/ui/admin-query-state.tsx';
import { PageRange } from '../../../components/ui/page-range.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusTabs } from '../../../components/ui/status-tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { useStatusSearch } from '../../../lib/use-status-search.ts';
import { ADMIN_ORDERS_PER_PAGE, adminOrdersQuery } from '../api/orders.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { OrderTable } from './order-table.tsx';

/** Every order by delivery status, with its details and a status selector per row. */
export function OrderManager() {
  const { tab, status, page, setTab, pageHref } = useStatusSearch(deliveryStatuses);
  // The same query as the list below (one request); this observer keeps the previous counts on
  // screen while another tab loads, so the tab row does not flicker.
  const { data: counts } = useQuery({
    ...adminOrdersQuery(status, page),
    select: (response) => response.statusCounts,
  });

  return (
    <StatusTabs
      className="mt-8"
      label="Orders by delivery status"
      statuses={deliveryStatuses}
      value={tab}
      onValueChange={setTab}
      counts={counts}
    >
      <OrderList status={status} page={page} pageHref={pageHref} />
    </StatusTabs>
  );
}

type OrderListProps = {
  status: DeliveryStatus | undefined;
  page: number;
  pageHref: (page: number) => string;
};

function OrderList({ status, page, pageHref }: OrderListProps) {
  const orders = useQuery(adminOrdersQuery(status, page));
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
          message: status ? `No ${status} orders.` : 'No orders yet.',
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
