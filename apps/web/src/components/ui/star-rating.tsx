import clsx from 'clsx';
import type { CSSProperties } from 'react';

/** Stars out of 5 (the catalogue has no reviews yet, so product cards show a fixed 4). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={clsx('star-rating block', className)}
      style={{ '--stars': Math.max(0, Math.min(5, rating)) } as CSSProperties}
    />
  );
}
