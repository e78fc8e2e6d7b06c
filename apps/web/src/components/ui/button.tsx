import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-coral-600 text-white shadow-soft hover:bg-coral-700 active:bg-coral-800',
  secondary: 'bg-sage-100 text-sage-700 hover:bg-sage-200',
  outline:
    'border-2 border-ink-900/15 bg-white text-ink-900 hover:border-coral-400 hover:text-coral-700',
  ghost: 'text-ink-900 hover:bg-ink-900/5',
  link: 'rounded-md px-0 text-coral-700 underline-offset-4 hover:underline',
  inverse: 'bg-white text-ink-900 shadow-soft hover:bg-cream-100',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
  icon: 'size-10',
};

/** The button look, for links and other elements that should look like a button. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-bold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variantClasses[variant],
    variant === 'link' ? 'h-auto' : sizeClasses[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A call is running: the button shows a spinner, says so to screen readers and is disabled. */
  busy?: boolean;
  busyLabel?: string;
};

export function Button({
  variant,
  size,
  busy = false,
  busyLabel,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner className="size-4" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
