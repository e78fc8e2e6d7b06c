import clsx from 'clsx';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

type SwatchOption = { value: string; hex: string | null; unavailable?: boolean };

type ColourSwatchesProps = {
  legend: string;
  options: readonly SwatchOption[];
  value: string | null;
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
  className?: string;
};

/** Colour dots to choose from (native radio buttons named by the colour for screen readers). */
export function ColourSwatches({
  legend,
  options,
  value,
  onChange,
  size = 'sm',
  className,
}: ColourSwatchesProps) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label key={option.value} title={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="sr-only">
              {option.value}
              {option.unavailable ? t`, out of stock` : ''}
            </span>
            <span
              aria-hidden="true"
              className={clsx(
                'grid cursor-pointer place-items-center rounded-full border-2 border-transparent p-0.5 transition-colors',
                'peer-checked:border-ink-900 hover:border-ink-300',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-[var(--focus-ring-color,var(--color-focus))]',
                size === 'sm' ? 'size-7' : 'size-10',
              )}
            >
              <span
                className={clsx(
                  'block size-full rounded-full ring-1 ring-ink-900/20 ring-inset',
                  option.unavailable && 'opacity-40',
                )}
                style={{ backgroundColor: option.hex ?? 'var(--color-cream-300)' }}
              />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
