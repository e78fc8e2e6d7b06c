import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

/** Keeps a quantity within [min, max]; a max below min (no stock) pins it to min. */
export function clampQuantity(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(Math.max(min, max), Math.trunc(value)));
}

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** The highest allowed quantity (the size's stock). */
  max: number;
  min?: number;
  /** Names the quantity for screen readers, e.g. "Quantity of Cotton Romper". */
  label: string;
  /** The id of a note about the bounds (e.g. "Only 3 left"), read with the group. */
  describedBy?: string | undefined;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * − value + buttons for a quantity between `min` and `max` (spec: cart and product page). Each
 * button is disabled at its bound, so the value can never leave the allowed range.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  min = 1,
  label,
  describedBy,
  disabled = false,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const buttonClasses = clsx(
    'grid shrink-0 cursor-pointer place-items-center rounded-full text-ink-900 transition-colors',
    'hover:bg-coral-100 hover:text-coral-800 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-10',
  );
  const step = (delta: number) => {
    const next = clampQuantity(value + delta, min, max);
    if (next !== value) onChange(next);
  };
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border-2 border-ink-900/15 bg-white p-0.5',
        className,
      )}
    >
      <button
        type="button"
        aria-label={t`Decrease quantity`}
        className={buttonClasses}
        disabled={disabled || value <= min}
        onClick={() => step(-1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={t`Quantity ${value}`}
        className={clsx(
          'min-w-8 text-center font-bold tabular-nums',
          size === 'sm' ? 'text-sm' : 'text-base',
        )}
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={t`Increase quantity`}
        className={buttonClasses}
        disabled={disabled || value >= max}
        onClick={() => step(1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
