import type { Order } from '@shop/contracts/orders';
import clsx from 'clsx';
import { orderTimeline } from '../order-summary.ts';

/** Every status the order has had, oldest first, with its date: a vertical list of steps. */
export function StatusTimeline({ order }: { order: Pick<Order, 'statusHistory' | 'orderNumber'> }) {
  const steps = orderTimeline(order);
  if (steps.length === 0) return null;
  return (
    <ol aria-label={`Status history of order ${order.orderNumber}`} className="flex flex-col">
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
                {step.when}
              </time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
