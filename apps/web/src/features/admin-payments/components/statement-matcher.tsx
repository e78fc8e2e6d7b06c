import { formatRupees } from '@shop/contracts/money';
import { STATEMENT_MAX_BYTES, type ReconcileResponse } from '@shop/contracts/payments';
import clsx from 'clsx';
import { CircleCheck, FileSpreadsheet } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StackedTableHead } from '../../../components/ui/stacked-table-head.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReconcileStatement } from '../api/payments.ts';
import { ScreenshotWarning } from './screenshot-warning.tsx';

const card = 'rounded-2xl bg-white p-5 shadow-soft sm:p-6';
const cell = 'px-3 py-2 align-top max-sm:p-0';
const phoneLabel = 'mr-1 font-semibold text-ink-500 sm:hidden';
const tooLarge = `The statement is larger than ${STATEMENT_MAX_BYTES / 1024 / 1024} MB: download a shorter period.`;

/**
 * "Match bank statement": the bank's CSV export is read first as a preview (which orders it
 * pays, which credit lines pay none and why), then, on the admin's word, those orders are marked
 * paid. The outcome shows the same two lists.
 */
export function StatementMatcher() {
  const reconcile = useReconcileStatement();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ReconcileResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  function send(preview: boolean) {
    if (!file) {
      setError('Choose the statement file (CSV) first.');
      return;
    }
    if (file.size > STATEMENT_MAX_BYTES) {
      setError(tooLarge);
      return;
    }
    setError(null);
    reconcile.mutate(
      { file, preview },
      {
        onSuccess: setResult,
        onError: (failure) => setError(errorMessage(failure, 'The statement could not be read.')),
      },
    );
  }

  function check(event: FormEvent) {
    event.preventDefault();
    send(true);
  }

  return (
    <div className="mt-8 flex flex-col gap-6">
      <section aria-labelledby="statement-file-heading" className={card}>
        <h2 id="statement-file-heading" className="text-xl font-semibold">
          Which file?
        </h2>
        <p className="mt-2 text-ink-700">
          In your bank's net banking, download the account statement for the days of the payments as{' '}
          <strong>CSV</strong> (or Excel saved as CSV; not PDF). It needs a column with the
          reference (UTR, Ref No or Reference) and one with the money received (Credit, Deposit or
          Amount). Debits are left out.
        </p>
        <ScreenshotWarning className="mt-4" />
        <form
          onSubmit={check}
          noValidate
          className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-bold text-ink-900">
              Bank statement (CSV)
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={error ? `${inputId}-error` : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setResult(null);
                setError(null);
              }}
              className="w-full rounded-xl border-2 border-ink-900/15 bg-white p-2 text-sm file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-coral-100 file:px-4 file:py-2 file:font-bold file:text-coral-800"
            />
          </div>
          <Button
            type="submit"
            variant={result?.preview ? 'outline' : 'primary'}
            busy={reconcile.isPending && reconcile.variables?.preview}
            busyLabel="Reading…"
          >
            <FileSpreadsheet aria-hidden="true" className="size-5" />
            Check the statement
          </Button>
        </form>
        {error && (
          <p
            id={`${inputId}-error`}
            role="alert"
            className="mt-3 text-sm font-semibold text-danger-600"
          >
            {error}
          </p>
        )}
      </section>

      {result && (
        <Outcome
          result={result}
          marking={reconcile.isPending && reconcile.variables?.preview === false}
          onMark={() => send(false)}
        />
      )}
    </div>
  );
}

function Outcome({
  result,
  marking,
  onMark,
}: {
  result: ReconcileResponse;
  marking: boolean;
  onMark: () => void;
}) {
  const count = result.matched.length;
  const orders = `${count} ${count === 1 ? 'order' : 'orders'}`;
  return (
    <section aria-labelledby="statement-outcome-heading" className={card}>
      <div role="status">
        <h2 id="statement-outcome-heading" className="text-xl font-semibold">
          {result.preview
            ? count > 0
              ? `This statement pays ${orders}`
              : 'This statement pays no order waiting for its payment'
            : `${orders} marked as paid`}
        </h2>
      </div>
      {!result.preview && count > 0 && (
        <p className="mt-2 flex items-center gap-2 font-semibold text-sage-700">
          <CircleCheck aria-hidden="true" className="size-5" />
          They can now be shipped; each customer gets a mail.
        </p>
      )}
      {count > 0 && <MatchedTable matched={result.matched} />}
      {result.preview && count > 0 && (
        <Button className="mt-4" busy={marking} busyLabel="Marking as paid…" onClick={onMark}>
          Mark {orders} as paid
        </Button>
      )}
      {result.unmatched.length > 0 && <UnmatchedTable unmatched={result.unmatched} />}
      {result.ignoredLines > 0 && (
        <p className="mt-4 text-sm text-ink-500">
          {result.ignoredLines} {result.ignoredLines === 1 ? 'line' : 'lines'} without money
          received (debits, balances) left out.
        </p>
      )}
    </section>
  );
}

const rowClasses =
  'border-b border-ink-900/10 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-xl max-sm:border max-sm:p-3 max-sm:text-sm';

function MatchedTable({ matched }: { matched: ReconcileResponse['matched'] }) {
  return (
    <table className="mt-4 w-full border-collapse text-left max-sm:block">
      <caption className="sr-only">Orders the statement pays</caption>
      <StackedTableHead
        stacksBelow="sm"
        columns={[
          { label: 'Order' },
          { label: 'Customer' },
          { label: 'UTR' },
          { label: 'Amount', className: 'text-right' },
          { label: 'Line', className: 'text-right' },
        ]}
      />
      <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-2">
        {matched.map((match) => (
          <tr key={match.orderId} className={rowClasses}>
            <td className={clsx(cell, 'font-mono font-bold whitespace-nowrap')}>
              {match.orderNumber}
            </td>
            <td className={cell}>{match.customerName}</td>
            <td className={clsx(cell, 'font-mono')}>
              <span className={clsx(phoneLabel, 'font-sans')}>UTR</span>
              {match.utr}
            </td>
            <td className={clsx(cell, 'font-bold tabular-nums sm:text-right')}>
              <span className={phoneLabel}>Amount</span>
              {formatRupees(match.amount)}
            </td>
            <td className={clsx(cell, 'tabular-nums sm:text-right')}>
              <span className={phoneLabel}>Line</span>
              {match.line}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UnmatchedTable({ unmatched }: { unmatched: ReconcileResponse['unmatched'] }) {
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">Lines that paid no order ({unmatched.length})</h3>
      <table className="mt-2 w-full border-collapse text-left max-sm:block">
        <caption className="sr-only">Credit lines that paid no order, and why</caption>
        <StackedTableHead
          stacksBelow="sm"
          columns={[
            { label: 'Line', className: 'text-right' },
            { label: 'Reference' },
            { label: 'Amount', className: 'text-right' },
            { label: 'Why' },
          ]}
        />
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-2">
          {unmatched.map((line) => (
            <tr key={line.line} className={rowClasses}>
              <td className={clsx(cell, 'tabular-nums sm:text-right')}>
                <span className={phoneLabel}>Line</span>
                {line.line}
              </td>
              <td className={clsx(cell, 'font-mono break-all')}>
                <span className={clsx(phoneLabel, 'font-sans')}>Ref.</span>
                {line.reference ?? 'None'}
              </td>
              <td className={clsx(cell, 'tabular-nums sm:text-right')}>
                <span className={phoneLabel}>Amount</span>
                {formatRupees(line.amount)}
              </td>
              <td className={clsx(cell, 'text-ink-700 max-sm:col-span-2')}>{line.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
