import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';

type SummaryRow = {
  label: string;
  /** Already formatted: "₹1,697", "−₹200", "Free". */
  value: string;
  /** A saving (the discount, free shipping) shows in green. */
  saving?: boolean;
};

type SummaryRowsProps = {
  rows: SummaryRow[];
  total: string;
  /** The list's own spacing (and its rule above, where the card has one). */
  className?: string;
  /** Where the total is set apart from the rows above it. */
  totalClassName?: string;
};

/** The Subtotal, Discount, Shipping… rows of an order or a cart, then its Total in large type. */
export function SummaryRows({ rows, total, className, totalClassName }: SummaryRowsProps) {
  return (
    <dl className={clsx('flex flex-col text-ink-700', className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt>{row.label}</dt>
          <dd
            className={clsx(
              'font-bold tabular-nums',
              row.saving ? 'text-sage-700' : 'text-ink-900',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
      <div className={clsx('flex justify-between gap-4 text-lg text-ink-900', totalClassName)}>
        <dt className="font-bold">
          <Trans>Total</Trans>
        </dt>
        <dd className="font-display text-2xl font-semibold tabular-nums">{total}</dd>
      </div>
    </dl>
  );
}
