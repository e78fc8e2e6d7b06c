import { formatRupees } from '@shop/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { TicketPercent } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { topCouponsQuery } from '../api/dashboard.ts';

/** "2026-11" -> "November 2026": the month the server counted, India time. */
function monthName(month: string): string {
  const [year = '', number = ''] = month.split('-');
  const date = new Date(Date.UTC(Number(year), Number(number) - 1, 1));
  return Number.isNaN(date.getTime())
    ? month
    : date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const cell = 'px-3 py-2 text-left';

/** The discount codes most used this month: orders placed with each and what it took off. */
export function OffersCard() {
  const { data, isError, isFetching, refetch } = useQuery(topCouponsQuery);
  return (
    <section
      aria-labelledby="offers-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="offers-heading" className="flex items-center gap-3 text-xl font-semibold">
          <span className="grid size-9 place-items-center rounded-xl bg-coral-100 text-coral-800">
            <TicketPercent aria-hidden="true" className="size-5" />
          </span>
          Offers this month
        </h2>
        <Link to="/admin/offers" className="font-bold text-coral-700 hover:underline">
          All discount codes
        </Link>
      </div>
      {isError ? (
        <LoadError
          message="The offers could not be loaded."
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : data.coupons.length === 0 ? (
        <p className="text-ink-700">
          No order has used a discount code in {monthName(data.month)}.
        </p>
      ) : (
        <table className="w-full border-collapse tabular-nums">
          <caption className="sr-only">Most used codes in {monthName(data.month)}</caption>
          <thead>
            <tr className="border-b border-ink-900/10 text-xs font-bold tracking-wide text-ink-500 uppercase">
              <th scope="col" className={cell}>
                Code
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Orders
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Discount given
              </th>
            </tr>
          </thead>
          <tbody>
            {data.coupons.map((coupon) => (
              <tr key={coupon.code} className="border-b border-ink-900/10 last:border-0">
                <th scope="row" className={`${cell} font-mono font-bold text-ink-900`}>
                  {coupon.code}
                </th>
                <td className={`${cell} text-right text-ink-900`}>{coupon.orders}</td>
                <td className={`${cell} text-right text-ink-900`}>
                  {formatRupees(coupon.discount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
