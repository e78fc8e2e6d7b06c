import { SALES_DAYS, type DaySales } from '@shop/contracts/dashboard';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupees } from '@shop/contracts/money';
import { salesPoints, salesTotals } from '../sales-series.ts';

const SalesChart = lazy(() => import('./sales-chart.tsx'));

/** Sales of the last 30 days: totals, the chart, and the same figures as a table for readers. */
export function SalesSection({ days }: { days: readonly DaySales[] | undefined }) {
  const totals = days ? salesTotals(days) : null;
  return (
    <section
      aria-labelledby="sales-heading"
      className="rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="sales-heading" className="text-xl font-semibold">
            Sales in the last {SALES_DAYS} days
          </h2>
          <p className="text-sm text-ink-500">
            Orders placed per day (cancelled ones left out) and revenue from the orders delivered
            that day.
          </p>
        </div>
        <dl className="flex gap-6 text-right">
          <div>
            <dt className="text-xs font-bold tracking-wide text-ink-500 uppercase">
              Orders placed
            </dt>
            <dd className="font-display text-2xl font-semibold tabular-nums">
              {totals ? totals.orders : '–'}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wide text-ink-500 uppercase">
              Delivered revenue
            </dt>
            <dd className="font-display text-2xl font-semibold tabular-nums">
              {totals ? formatRupees(totals.revenue) : '–'}
            </dd>
          </div>
        </dl>
      </div>
      <div className="mt-3 flex gap-4 text-sm font-semibold text-ink-700" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-sky-300" /> Orders placed
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded-full bg-coral-600" /> Delivered revenue
        </span>
      </div>
      <div className="mt-4" data-testid="sales-chart">
        {days ? (
          <Suspense fallback={<Skeleton className="h-72" />}>
            <SalesChart days={days} />
          </Suspense>
        ) : (
          <Skeleton className="h-72" />
        )}
      </div>
      {days && (
        <table className="sr-only">
          <caption>Orders placed and revenue delivered per day, last {SALES_DAYS} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders placed</th>
              <th scope="col">Delivered revenue</th>
            </tr>
          </thead>
          <tbody>
            {salesPoints(days).map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.label}</th>
                <td>{point.orders}</td>
                <td>{formatRupees(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
