import clsx from 'clsx';

/**
 * A grey placeholder in the final size of what is loading, so nothing jumps when data arrives.
 * Decorative: the region that is loading says so itself (aria-busy or a status text).
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'block animate-pulse rounded-xl bg-ink-900/8 motion-reduce:animate-none',
        className,
      )}
    />
  );
}
