import { ToneBadge } from '../../../components/ui/status-badge.tsx';
import type { ProductDemand } from '../stock-alert-demand.ts';

/**
 * How many people wait for a back-in-stock alert on a product, and for which sizes: "5 waiting",
 * then "2-3Y: 3 · 4-5Y: 2". Words and numbers carry it, not colour; a screen reader hears what the
 * badge counts and the sizes as a list, without the dots between them.
 */
export function WaitingForSizes({ demand }: { demand: ProductDemand }) {
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
      <ToneBadge tone="sky">
        {demand.waiting} waiting
        <span className="sr-only"> for a back-in-stock alert</span>
      </ToneBadge>
      <ul aria-label="Sizes they wait for" className="flex flex-wrap text-sm text-ink-700">
        {demand.sizes.map((size, index) => (
          <li key={size.variantId} className="whitespace-nowrap">
            {size.label}:{' '}
            <span className="font-bold text-ink-900 tabular-nums">{size.waiting}</span>
            {/* After the size, not before the next: a wrapped line never starts with a dot. */}
            {index < demand.sizes.length - 1 && (
              <span aria-hidden="true" className="mx-1.5 text-ink-500">
                ·
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
