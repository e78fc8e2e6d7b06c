import type { Dashboard } from '@shop/contracts/dashboard';
import { Banknote, Truck } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '@shop/contracts/money';

/**
 * Money in and money on its way, apart. Every order is cash on delivery, so an order is only
 * revenue once delivered; pending and shipped orders are what the shop still expects to collect.
 */
export function MoneySummary({ data }: { data: Dashboard | undefined }) {
  const openOrders = data?.openOrders ?? 0;
  return (
    <section aria-labelledby="money-heading">
      <h2 id="money-heading" className="sr-only">
        Revenue and open orders
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <div className="flex flex-col rounded-2xl bg-white p-4 shadow-soft sm:p-5">
          <dt className="flex items-center gap-3 text-sm font-bold tracking-wide text-ink-500 uppercase">
            <span className="grid size-9 place-items-center rounded-xl bg-sage-100 text-sage-700">
              <Banknote aria-hidden="true" className="size-5" />
            </span>
            Revenue
          </dt>
          <dd className="mt-2 font-display text-3xl font-semibold text-ink-900 tabular-nums">
            {data ? formatRupees(data.revenue) : <Skeleton className="h-9 w-32" />}
          </dd>
          <dd className="text-sm text-ink-700">
            From delivered orders: cash on delivery is paid when the parcel arrives.
          </dd>
        </div>
        <div className="flex flex-col rounded-2xl bg-white p-4 shadow-soft sm:p-5">
          <dt className="flex items-center gap-3 text-sm font-bold tracking-wide text-ink-500 uppercase">
            <span className="grid size-9 place-items-center rounded-xl bg-sky-100 text-sky-700">
              <Truck aria-hidden="true" className="size-5" />
            </span>
            Open orders value
          </dt>
          <dd className="mt-2 font-display text-3xl font-semibold text-ink-900 tabular-nums">
            {data ? formatRupees(data.openOrdersValue) : <Skeleton className="h-9 w-32" />}
          </dd>
          <dd className="text-sm text-ink-700">
            {data
              ? `${openOrders} ${openOrders === 1 ? 'order' : 'orders'} pending or shipped, not paid yet.`
              : 'Pending and shipped orders, not paid yet.'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
