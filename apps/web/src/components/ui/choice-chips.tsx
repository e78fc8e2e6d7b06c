import clsx from 'clsx';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

type ChipOption = {
  value: string;
  label: string;
  /** Still selectable, shown struck through (e.g. a size that is out of stock). */
  unavailable?: boolean;
};

type ChoiceChipsProps = {
  legend: string;
  options: readonly ChipOption[];
  value: string | null;
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
  /** The legend is read by screen readers; show it only where the layout has no other label. */
  showLegend?: boolean;
  unavailableLabel?: string;
  className?: string;
};

const sizeClasses = {
  sm: 'h-8 min-w-9 px-2.5 text-xs',
  md: 'h-11 min-w-12 px-4 text-sm',
};

/**
 * A row of chips of which one can be chosen: native radio buttons, so a group is one tab stop
 * and the arrow keys move between chips.
 */
export function ChoiceChips({
  legend,
  options,
  value,
  onChange,
  size = 'sm',
  showLegend = false,
  unavailableLabel,
  className,
}: ChoiceChipsProps) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className={showLegend ? 'mb-2 text-sm font-bold text-ink-900' : 'sr-only'}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              // The chip's look is a class of its own (index.css): shop pages repeat it often.
              className={clsx(
                option.unavailable ? 'choice-chip-unavailable' : 'choice-chip',
                sizeClasses[size],
              )}
            >
              {option.label}
            </span>
            {option.unavailable && (
              <span className="sr-only">, {unavailableLabel ?? t`out of stock`}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
