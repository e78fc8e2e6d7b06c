import clsx from 'clsx';
import type { ComponentProps } from 'react';

export const inputClasses = clsx(
  'block h-12 w-full rounded-xl border-2 border-ink-900/15 bg-white px-4 text-base text-ink-900',
  'placeholder:text-ink-500 transition-colors hover:border-ink-900/30',
  'focus-visible:border-coral-500 focus-visible:outline-offset-1',
  'aria-invalid:border-danger-600 disabled:cursor-not-allowed disabled:bg-cream-200',
);

type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      className={clsx(inputClasses, className)}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}
