import clsx from 'clsx';

export type TimelineStep = { label: string; at: string };

type TimelineProps = {
  /** Oldest first; `at` is an ISO time. */
  steps: readonly TimelineStep[];
  /** How a step's time reads. */
  formatAt: (at: string) => string;
  /** The list's accessible name. */
  label?: string;
  /**
   * `steps` (the shopper's): a dot per step joined by a line, the latest one highlighted.
   * `compact` (the admin's details): a ruled list of "label · time".
   */
  variant?: 'steps' | 'compact';
  className?: string;
};

/** Every status something has had, oldest first, each with its time: a vertical list. */
export function Timeline({ steps, formatAt, label, variant = 'steps', className }: TimelineProps) {
  if (steps.length === 0) return null;
  if (variant === 'compact') {
    return (
      <ol
        aria-label={label}
        className={clsx('flex flex-col gap-2 border-l-2 border-ink-900/10 pl-4 text-sm', className)}
      >
        {steps.map((step, index) => (
          <li key={`${step.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-coral-500"
            />
            <span className="font-bold text-ink-900">{step.label}</span>
            <span className="text-ink-700">
              {' · '}
              <time dateTime={step.at}>{formatAt(step.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol aria-label={label} className={clsx('flex flex-col', className)}>
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li key={`${step.at}-${index}`} className="relative flex gap-3 pb-3 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-ink-900/15"
              />
            )}
            <span
              aria-hidden="true"
              className={clsx(
                'relative mt-1.5 size-3 shrink-0 rounded-full',
                last ? 'bg-coral-600' : 'bg-ink-300',
              )}
            />
            <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className={clsx('font-bold', last ? 'text-ink-900' : 'text-ink-700')}>
                {step.label}
              </span>
              <time dateTime={step.at} className="text-ink-500">
                {formatAt(step.at)}
              </time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
