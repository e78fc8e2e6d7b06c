import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { inputClasses } from './input.tsx';

type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

/** A multi-line text box with the same look as Input. */
export function Textarea({ className, invalid, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={clsx(inputClasses, 'h-auto min-h-24 resize-y py-3 leading-relaxed', className)}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}
