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
              // The swatch's look is a class of its own (index.css): shop pages repeat it often.
              className={clsx('colour-swatch', size === 'sm' ? 'size-7' : 'size-10')}
            >
              <span
                className={clsx('colour-swatch-dot', option.unavailable && 'opacity-40')}
                style={{ backgroundColor: option.hex ?? 'var(--color-cream-300)' }}
              />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
