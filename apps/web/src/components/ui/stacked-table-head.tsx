import clsx from 'clsx';
import type { ReactNode } from 'react';

export type StackedTableColumn = { label: ReactNode; className?: string };

const headCells = {
  md: 'px-4 py-3 text-left text-xs font-bold tracking-wide text-ink-500 uppercase',
  sm: 'px-3 py-2 text-left text-xs font-bold tracking-wide text-ink-500 uppercase',
};

/**
 * The header row of a table whose rows turn into cards below `stacksBelow`: there the row is
 * for screen readers only, since each card labels its own values.
 */
export function StackedTableHead({
  columns,
  stacksBelow,
}: {
  columns: readonly StackedTableColumn[];
  stacksBelow: 'sm' | 'md';
}) {
  return (
    <thead className={stacksBelow === 'md' ? 'max-md:sr-only' : 'max-sm:sr-only'}>
      <tr className="border-b border-ink-900/10">
        {columns.map((column, index) => (
          <th key={index} scope="col" className={clsx(headCells[stacksBelow], column.className)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
