import { deliveryStatuses, type DeliveryStatus, type Order } from '@shop/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { adminToastDuration } from '../../../lib/admin-toast.ts';
import { itemRange } from '../../../lib/page-window.ts';
import { ADMIN_ORDERS_PER_PAGE, adminOrdersQuery } from '../api/orders.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { OrderTable } from './order-table.tsx';

const tabs = ['ALL', ...deliveryStatuses] as const;
type StatusTab = (typeof tabs)[number];

function readTab(params: URLSearchParams): StatusTab {
  const value = params.get('status')?.toUpperCase();
  return tabs.find((tab) => tab === value) ?? 'ALL';
}

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Every order by delivery status, with its details and a status selector per row. */
export function OrderManager() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const page = readPage(params);
  const status = tab === 'ALL' ? undefined : tab;
  // The same query as the list below (one request); this observer keeps the previous counts on
  // screen while another tab loads, so the tab row does not flicker.
  const { data: counts } = useQuery({
    ...adminOrdersQuery(status, page),
    select: (response) => response.statusCounts,
  });

  return (
    <Tabs
      className="mt-8"
      value={tab}
      // Each tab starts at page 1; the tab lives in the URL so a reload or a shared link keeps it.
      onValueChange={(value) => setParams(value === 'ALL' ? {} : { status: value })}
    >
      <TabList label="Orders by delivery status">
        {tabs.map((name) => (
          <Tab key={name} value={name} count={counts?.[name]}>
            {name}
          </Tab>
        ))}
      </TabList>
      {tabs.map((name) => (
        <TabPanel key={name} value={name}>
          {name === tab && (
            <OrderList
              status={status}
              page={page}
              pageHref={(target) => {
                const next = new URLSearchParams(params);
                if (target === 1) next.delete('page');
                else next.set('page', String(target));
                return `?${next.toString()}`;
              }}
            />
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}

type OrderListProps = {
  status: DeliveryStatus | undefined;
  page: number;
  pageHref: (page: number) => string;
};

function OrderList({ status, page, pageHref }: OrderListProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(
    adminOrdersQuery(status, page),
  );
  const [details, setDetails] = useState<Order | null>(null);

  useEffect(() => {
    if (isError) toast.error('Failed to fetch orders', { duration: adminToastDuration });
  }, [isError]);

  const pagination = data?.pagination;
  const range = pagination
    ? itemRange(pagination.currentPage, ADMIN_ORDERS_PER_PAGE, pagination.totalItems)
    : null;

  return (
    <>
      <p className="min-h-6 text-sm font-semibold text-ink-500" aria-live="polite">
        {range && pagination && pagination.totalItems > 0
          ? `Showing ${range.first}-${range.last} of ${pagination.totalItems} orders`
          : ''}
      </p>
      <div
        className="mt-3 rounded-2xl md:bg-white md:p-2 md:shadow-soft"
        aria-busy={isPending || isPlaceholderData}
      >
        {isPending ? (
          <ul aria-label="Loading orders" className="flex flex-col gap-3 md:p-2">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-16 max-md:h-44" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-12 text-center">
            <p className="font-semibold text-ink-700">The orders could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : data.orders.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-4 py-14 text-center">
            <Inbox aria-hidden="true" className="size-12 text-coral-400" />
            <p className="text-lg font-semibold text-ink-700">
              {status ? `No ${status} orders.` : 'No orders yet.'}
            </p>
          </div>
        ) : (
          <OrderTable orders={data.orders} onShowDetails={setDetails} />
        )}
      </div>
      {pagination && (
        <Pagination
          className="mt-6"
          label="Order pages"
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          pageHref={pageHref}
        />
      )}
      <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />
    </>
  );
}
