import clsx from 'clsx';
import { Star } from 'lucide-react';

/** Stars out of 5 (the catalogue has no reviews yet, so product cards show a fixed 4). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={clsx('flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={clsx(
            'size-3.5',
            star <= rating ? 'fill-sun-300 text-[#c98a00]' : 'fill-ink-100 text-ink-300',
          )}
        />
      ))}
    </span>
  );
}
