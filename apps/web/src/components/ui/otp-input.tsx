import clsx from 'clsx';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

type OtpInputProps = {
  /** One entry per box: a single digit or '' for an empty box. */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Read by screen readers before each box, e.g. "Verification code, digit 3 of 6". */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  describedBy?: string | undefined;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A row of single-digit boxes for a one-time code. Typing moves to the next box, Backspace on an
 * empty box goes back, arrows move, and pasting (or an SMS autofill) spreads the digits out.
 */
export function OtpInput({
  value,
  onChange,
  label,
  invalid,
  disabled,
  autoFocus,
  describedBy,
}: OtpInputProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  /** Writes digits starting at `start`, and returns the index of the box after the last one. */
  function fillFrom(start: number, digits: string): number {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    return index;
  }

  function handleInput(index: number, text: string) {
    const digits = onlyDigits(text);
    if (!digits) return;
    // Typing into a filled box (caret before or after its digit) sends two digits: keep the new
    // one. Longer input is an autofill or a paste that slipped past onPaste: spread it out.
    const old = value[index];
    const chars =
      digits.length === 2 && old
        ? digits[0] === old
          ? digits.slice(1)
          : digits.slice(0, 1)
        : digits;
    focusBox(fillFrom(index, chars));
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) {
        onChange(value.map((digit, i) => (i === index ? '' : digit)));
      } else if (index > 0) {
        onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    // A whole code fills every box whichever box had focus; a partial one fills from here.
    const start = digits.length >= length ? 0 : index;
    focusBox(fillFrom(start, digits.slice(0, length)));
  }

  return (
    <div role="group" aria-label={label} className="flex justify-between gap-2 sm:gap-3">
      {value.map((digit, index) => {
        const position = index + 1;
        return (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Only the first box takes focus on open; the rest follow as digits are typed.
            autoFocus={autoFocus && index === 0}
            aria-label={t`${label}, digit ${position} of ${length}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={clsx(
              'h-14 w-full min-w-0 max-w-14 rounded-xl border-2 bg-white text-center font-display text-2xl font-semibold text-ink-900',
              'transition-colors focus-visible:border-coral-500 focus-visible:outline-offset-1',
              digit ? 'border-coral-300' : 'border-ink-900/15',
              invalid && 'border-danger-600',
            )}
          />
        );
      })}
    </div>
  );
}
