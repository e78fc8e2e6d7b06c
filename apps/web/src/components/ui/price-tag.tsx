import clsx from 'clsx';
import { formatRupees } from '@shop/contracts/money';
import { Trans } from '@lingui/react/macro';

type PriceTagProps = {
  price: number;
  /** The struck-through price before the saving, if any. */
  wasPrice?: number | null;
  size?: 'md' | 'lg';
  className?: string;
};

/** The price paid, in rupees, with the struck-through "was" price next to it. */
export function PriceTag({ price, wasPrice, size = 'md', className }: PriceTagProps) {
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span
        className={clsx(
          'font-display font-semibold text-ink-900',
          size === 'lg' ? 'text-3xl' : 'text-lg',
        )}
      >
        <span className="sr-only">
          <Trans>Price:</Trans>{' '}
        </span>
        {formatRupees(price)}
      </span>
      {wasPrice != null && wasPrice > price && (
        <s className={clsx('text-ink-500', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">
            <Trans>Original price:</Trans>{' '}
          </span>
          {formatRupees(wasPrice)}
        </s>
      )}
    </p>
  );
}
