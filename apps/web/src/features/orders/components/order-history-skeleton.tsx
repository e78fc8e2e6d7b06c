import { Trans } from '@lingui/react/macro';

/** Placeholder with the size of the tabs and three order cards/rows, so nothing jumps. */
export function OrderHistorySkeleton() {
  return (
    <div role="status" className="mt-6">
      <span className="sr-only">
        <Trans>Loading your orders…</Trans>
      </span>
      <div aria-hidden="true" className="flex gap-3 border-b-2 border-ink-900/10 pb-3">
        {[56, 88, 88, 100, 100].map((width, index) => (
          <span
            key={index}
            style={{ width }}
            className="h-9 shrink-0 animate-pulse rounded-full bg-cream-200"
          />
        ))}
      </div>
      <div aria-hidden="true" className="mt-6 flex flex-col gap-4">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="flex items-center gap-4 rounded-2xl border-2 border-ink-900/5 p-4"
          >
            <span className="size-14 shrink-0 animate-pulse rounded-xl bg-cream-200" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="h-4 w-32 animate-pulse rounded-full bg-cream-200" />
              <span className="h-3 w-24 animate-pulse rounded-full bg-cream-200" />
            </span>
            <span className="h-7 w-20 animate-pulse rounded-full bg-cream-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
