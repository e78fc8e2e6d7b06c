import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { starsText } from '../review-labels.ts';

type StarPickerProps = {
  name: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  /** Receives the first star, so a failed check can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  errorId: string;
};

/**
 * Five stars as a group of radio buttons ("1 star" to "5 stars"): the browser's own radios give
 * Tab into the group and the arrow keys between stars. Hovering previews a choice.
 */
export function StarPicker({ name, value, onChange, inputRef, error, errorId }: StarPickerProps) {
  const { i18n } = useLingui();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-bold text-ink-900">
        <Trans>Your rating</Trans>
      </legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => setHovered(stars)}
            className="relative grid size-11 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-coral-600"
          >
            <input
              ref={stars === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={clsx(
                'size-8 transition-colors',
                stars <= shown ? 'fill-amber-400 text-amber-500' : 'fill-none text-ink-500',
              )}
            />
            <span className="sr-only">{starsText(i18n, stars)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
