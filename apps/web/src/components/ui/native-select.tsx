import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClasses } from './input.tsx';

type NativeSelectProps = ComponentProps<'select'> & {
  invalid?: boolean;
  wrapperClassName?: string;
};

/**
 * The browser's own <select> with the look of Input: the phone's native picker, full keyboard
 * support and no extra code. Put <option> elements inside.
 */
export function NativeSelect({
  className,
  wrapperClassName,
  invalid,
  ...props
}: NativeSelectProps) {
  return (
    <div className={clsx('relative', wrapperClassName)}>
      <select
        className={clsx(inputClasses, 'cursor-pointer appearance-none pr-10', className)}
        aria-invalid={invalid || undefined}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-500"
      />
    </div>
  );
}
