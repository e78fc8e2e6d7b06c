import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

type AdminQueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What stands in while the data loads, in the shape of what is coming. */
  loading: ReactNode;
  /** Says what could not be loaded, e.g. 'The products could not be loaded.' */
  errorMessage: string;
  /** What an answer with nothing in it shows; without it, every answer goes to children. */
  empty?: { when: (data: T) => boolean; icon: LucideIcon; message: string };
  /** The panel everything sits in, busy while loading or showing the previous page's data. */
  panelClassName?: string;
  /**
   * The surface of the error and empty boxes, where the panel around them has none of its own
   * (e.g. 'rounded-2xl bg-white' inside a panel that is only white from md up).
   */
  className?: string;
  children: (data: T) => ReactNode;
};

/** An admin screen's data: loading, failed (with Try again), empty, or drawn by children. */
export function AdminQueryState<T>({ panelClassName, ...props }: AdminQueryStateProps<T>) {
  if (panelClassName === undefined) return <QueryStateView {...props} />;
  const { query } = props;
  return (
    <div className={panelClassName} aria-busy={query.isPending || query.isPlaceholderData}>
      <QueryStateView {...props} />
    </div>
  );
}

function QueryStateView<T>({
  query,
  loading,
  errorMessage,
  empty,
  className,
  children,
}: Omit<AdminQueryStateProps<T>, 'panelClassName'>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <AdminLoadError
        message={errorMessage}
        onRetry={() => void query.refetch()}
        className={className}
      />
    );
  }
  if (empty?.when(query.data)) {
    return (
      <div className={clsx('flex flex-col items-center gap-4 px-4 py-14 text-center', className)}>
        <empty.icon aria-hidden="true" className="size-12 text-coral-400" />
        <p className="text-lg font-semibold text-ink-700">{empty.message}</p>
      </div>
    );
  }
  return children(query.data);
}

type AdminLoadErrorProps = {
  message: string;
  onRetry: () => void;
  /** 'block' stands in for what failed; 'banner' is an alert above a screen that still shows. */
  layout?: 'block' | 'banner';
  className?: string;
};

/** What could not be loaded, and Try again. */
export function AdminLoadError({
  message,
  onRetry,
  layout = 'block',
  className,
}: AdminLoadErrorProps) {
  const banner = layout === 'banner';
  return (
    <div
      role={banner ? 'alert' : undefined}
      className={clsx(
        banner
          ? 'flex flex-wrap items-center gap-3 rounded-2xl bg-danger-50 px-4 py-3 text-danger-600'
          : 'flex flex-col items-center gap-3 px-4 py-12 text-center',
        className,
      )}
    >
      <p className={clsx('font-semibold', !banner && 'text-ink-700')}>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

type AdminSkeletonListProps = {
  /** Names what is loading for screen readers, e.g. 'Loading products'. */
  label: string;
  rows: number;
  className: string;
  rowClassName: string;
};

/** A list's placeholder rows, as many and as tall as the rows that will come. */
export function AdminSkeletonList({
  label,
  rows,
  className,
  rowClassName,
}: AdminSkeletonListProps) {
  return (
    <ul aria-label={label} className={clsx('flex flex-col', className)}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index}>
          <Skeleton className={rowClassName} />
        </li>
      ))}
    </ul>
  );
}
