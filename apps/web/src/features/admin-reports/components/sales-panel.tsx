import {
  salesGroupingLabels,
  salesGroupings,
  SALES_RANGE_MAX_DAYS,
  type SalesGrouping,
  type SalesQuery,
  type SalesReport,
} from '@shop/contracts/gst-reports';
import { formatRupees } from '@shop/contracts/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { downloadSalesCsv, salesQuery } from '../api/reports.ts';
import { indiaToday, startOfIndiaMonth } from '../report-dates.ts';

const SalesBars = lazy(() => import('./sales-bars.tsx'));

const DAY_MS = 86_400_000;

/** Why the range cannot be asked for, in the words the server would use; undefined if it can. */
function rangeProblem(from: string, to: string): string | undefined {
  if (!from || !to) return 'Choose both dates.';
  if (from > to) return 'The start date must not be after the end date.';
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= SALES_RANGE_MAX_DAYS) {
    return `Choose at most ${SALES_RANGE_MAX_DAYS} days.`;
  }
  return undefined;
}

/** A row's name: a day as "05 Mar 2026" (a calendar day, read where it is), else the server's name. */
const rowName = (report: SalesReport, row: SalesReport['rows'][number]) =>
  report.by === 'day' ? formatDate(`${row.key}T00:00:00`) : row.label;

/**
 * Sales over a range of India dates, by day, category, product or payment method: a chart of
 * what was charged and refunded, the table of every figure with its totals, and the same as CSV.
 */
export function SalesPanel() {
  const [from, setFrom] = useState(startOfIndiaMonth);
  const [to, setTo] = useState(indiaToday);
  const [by, setBy] = useState<SalesGrouping>('day');
  const problem = rangeProblem(from, to);
  // The report of the last range that could be asked for stays up while a date is half typed.
  const [asked, setAsked] = useState<SalesQuery>({ from, to, by });
  if (!problem && (asked.from !== from || asked.to !== to || asked.by !== by)) {
    setAsked({ from, to, by });
  }
  const query = useQuery(salesQuery(asked));
  const csv = useMutation({
    mutationFn: () => downloadSalesCsv(asked),
    onError: (error) => toast.error(errorMessage(error, 'Failed to download the CSV.')),
  });

  return (
    <section
      aria-labelledby="sales-report-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      <div className="max-w-prose">
        <h2 id="sales-report-heading" className="text-xl font-semibold">
          Sales
        </h2>
        <p className="text-sm text-ink-500">
          What was sold (invoiced on delivery) between two days, India time, and what credit notes
          refunded in them. Net is what customers were charged, GST included.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto] sm:items-end">
        <FormField id="sales-from" label="From">
          <Input
            id="sales-from"
            type="date"
            value={from}
            max={indiaToday()}
            invalid={problem !== undefined}
            aria-describedby={problem ? 'sales-range-problem' : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </FormField>
        <FormField id="sales-to" label="To">
          <Input
            id="sales-to"
            type="date"
            value={to}
            max={indiaToday()}
            invalid={problem !== undefined}
            aria-describedby={problem ? 'sales-range-problem' : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </FormField>
        <FormField id="sales-by" label="Group by">
          <NativeSelect
            id="sales-by"
            value={by}
            onChange={(event) => setBy(event.target.value as SalesGrouping)}
          >
            {salesGroupings.map((grouping) => (
              <option key={grouping} value={grouping}>
                {salesGroupingLabels[grouping]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button
          variant="outline"
          busy={csv.isPending}
          busyLabel="Downloading…"
          disabled={problem !== undefined}
          onClick={() => csv.mutate()}
        >
          <FileDown aria-hidden="true" className="size-4" />
          Download CSV
        </Button>
      </div>
      {problem && (
        <p id="sales-range-problem" role="alert" className="text-sm font-bold text-danger-600">
          {problem}
        </p>
      )}

      {query.isPending ? (
        <Skeleton className="h-72" />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-cream-100 p-4">
          <p className="text-ink-700">
            {errorMessage(query.error, 'The sales report could not be loaded.')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy={query.isPlaceholderData} className="flex flex-col gap-4">
          {query.data.rows.length > 0 && (
            <Suspense fallback={<Skeleton className="h-72" />}>
              <SalesBars
                bars={query.data.rows.map((row) => ({
                  name: rowName(query.data, row),
                  net: row.net,
                  returns: row.returns,
                }))}
              />
            </Suspense>
          )}
          <SalesTable report={query.data} />
        </div>
      )}
    </section>
  );
}

const figureColumns = [
  ['orders', 'Orders'],
  ['items', 'Items'],
  ['gross', 'Gross'],
  ['discounts', 'Discounts'],
  ['net', 'Net'],
  ['tax', 'Tax'],
  ['returns', 'Returns'],
] as const;
type FigureKey = (typeof figureColumns)[number][0];

const figureText = (key: FigureKey, value: number) =>
  key === 'orders' || key === 'items' ? value.toLocaleString('en-IN') : formatRupees(value);

function SalesTable({ report }: { report: SalesReport }) {
  if (report.rows.length === 0) {
    return <p className="text-ink-700">Nothing was sold or refunded in these days.</p>;
  }
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    // Wider than a phone: the keyboard can reach it to scroll it sideways.
    <div
      className="overflow-x-auto rounded-lg focus-visible:outline-2"
      tabIndex={0}
      role="region"
      aria-label="Sales table, scrolls sideways"
    >
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">
          Sales by {salesGroupingLabels[report.by].toLowerCase()}
        </caption>
        <thead className="border-b-2 border-ink-100 text-xs tracking-wide text-ink-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {salesGroupingLabels[report.by]}
            </th>
            {figureColumns.map(([key, label]) => (
              <th key={key} scope="col" className="px-3 py-2 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key} className="border-b border-ink-100">
              <th scope="row" className="px-3 py-2 text-left font-semibold text-ink-900">
                {rowName(report, row)}
              </th>
              {figureColumns.map(([key]) => (
                <td key={key} className={cell}>
                  {figureText(key, row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold text-ink-900">
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {figureColumns.map(([key]) => (
              <td key={key} className={cell}>
                {figureText(key, report.totals[key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
