import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';

/** A decorative spinner; the busy state itself is announced by the control that shows it. */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={clsx('size-5 animate-spin motion-reduce:animate-none', className)}
      fill="none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Shown while a page's code or data arrives. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center text-coral-600">
      <Spinner className="size-9" />
      <span className="sr-only">{label ?? t`Loading…`}</span>
    </div>
  );
}
