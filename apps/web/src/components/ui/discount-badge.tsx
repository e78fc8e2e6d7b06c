import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';

/** '-20%' on a product photo; nothing when there is no saving (spec section 3). */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  if (percent <= 0) return null;
  return (
    <span
      className={clsx(
        'rounded-full bg-coral-600 px-2.5 py-1 text-xs font-extrabold text-white shadow-soft',
        className,
      )}
    >
      <Trans>{percent}% OFF</Trans>
    </span>
  );
}
