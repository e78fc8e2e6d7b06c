import type { CodRiskResponse } from '@shop/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { codRiskQuery } from '../api/dashboard.ts';

/** The PIN prefixes shown: the worst few where parcels actually came back. */
const WORST_PREFIXES_SHOWN = 5;

// Narrow padding: four columns fit a 390 px phone.
const cell = 'px-2 py-2 text-left sm:px-3';

type Rate = CodRiskResponse['cod'];

/** "12.5% (5 of 40)", or what there is to say when nothing shipped. */
function rateText(rate: Rate): string {
  if (rate.ratePercent === null) return 'Nothing shipped yet';
  return `${rate.ratePercent}% (${rate.returnedToOrigin} of ${rate.shipped})`;
}

function ShopRate({ label, rate }: { label: string; rate: Rate }) {
  return (
    <div className="flex flex-col rounded-xl bg-cream-100 px-4 py-3">
      <dt className="text-sm font-bold text-ink-500">{label}</dt>
      <dd className="font-display text-2xl font-semibold text-ink-900 tabular-nums">
        {rateText(rate)}
      </dd>
    </div>
  );
}

/**
 * The cost of cash on delivery: how often a shipped parcel came back unsold (return to origin),
 * for COD and for UPI, and the PIN prefixes where COD parcels come back most, each with the way
 * to stop offering COD there (the Delivery screen, with that prefix filled in).
 */
export function CodRiskCard() {
  const { data, isError, isFetching, refetch } = useQuery(codRiskQuery);
  const worst = data?.prefixes
    .filter((prefix) => prefix.returnedToOrigin > 0)
    .slice(0, WORST_PREFIXES_SHOWN);
  return (
    <section
      aria-labelledby="cod-risk-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      <h2 id="cod-risk-heading" className="flex items-center gap-3 text-xl font-semibold">
        <span className="grid size-9 place-items-center rounded-xl bg-danger-50 text-danger-600">
          <PackageX aria-hidden="true" className="size-5" />
        </span>
        Cash on delivery risk (90 days)
      </h2>
      {isError ? (
        <LoadError
          message="The return-to-origin figures could not be loaded."
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : !data || !worst ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-9" />
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-700">
            Shipped parcels that came back unsold (refused, unreachable, address not found).
          </p>
          <dl className="grid gap-3 sm:grid-cols-2">
            <ShopRate label="Cash on delivery" rate={data.cod} />
            <ShopRate label="UPI" rate={data.upi} />
          </dl>
          {worst.length === 0 ? (
            <p className="text-ink-700">No cash-on-delivery parcel has come back in 90 days.</p>
          ) : (
            <table className="w-full border-collapse text-sm tabular-nums sm:text-base">
              <caption className="sr-only">PIN prefixes where COD parcels come back most</caption>
              <thead>
                <tr className="border-b border-ink-900/10 text-xs font-bold tracking-wide text-ink-500 uppercase">
                  <th scope="col" className={cell}>
                    PIN prefix
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Came back of shipped
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Rate
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">Cash on delivery</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {worst.map((prefix) => (
                  <tr key={prefix.prefix} className="border-b border-ink-900/10 last:border-0">
                    <th scope="row" className={`${cell} font-mono font-bold text-ink-900`}>
                      {prefix.prefix}…
                    </th>
                    <td className={`${cell} text-right whitespace-nowrap`}>
                      {prefix.returnedToOrigin} of {prefix.shipped}
                    </td>
                    <td className={`${cell} text-right font-bold`}>{prefix.ratePercent}%</td>
                    <td className={`${cell} text-right`}>
                      {prefix.codAvailable ? (
                        <Link
                          to={`/admin/delivery?codOff=${prefix.prefix}`}
                          aria-label={`Turn off COD for ${prefix.prefix}`}
                          className="font-bold whitespace-nowrap text-coral-700 hover:underline"
                        >
                          Turn off COD
                        </Link>
                      ) : (
                        <span className="text-sm whitespace-nowrap text-ink-500">COD off</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
