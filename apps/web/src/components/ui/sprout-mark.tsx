import clsx from 'clsx';

/** The brand's little sprout, drawn inline so it needs no request. */
export function SproutMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={clsx('size-9', className)}>
      <circle cx="32" cy="32" r="32" fill="var(--color-coral-100)" />
      <path d="M32 50V30" stroke="var(--color-sage-700)" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 32c0-9 6-15 16-15 0 10-6 16-16 15Z" fill="var(--color-sage-500)" />
      <path d="M32 36c0-8-5-13-14-13 0 8 5 13 14 13Z" fill="var(--color-sage-300)" />
    </svg>
  );
}
