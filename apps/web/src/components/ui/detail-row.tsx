import clsx from 'clsx';
import type { ReactNode } from 'react';

/** One term and its value on a line of a details list (<dl>): the term left, the value right. */
export function DetailRow({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  /** The value's own look, e.g. 'font-mono break-all'. */
  className?: string;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-700">{term}</dt>
      <dd className={clsx('text-right font-bold text-ink-900', className)}>{children}</dd>
    </div>
  );
}
