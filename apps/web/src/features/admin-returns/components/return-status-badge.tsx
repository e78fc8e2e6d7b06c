import type { ReturnStatus } from '@shop/contracts/returns';
import clsx from 'clsx';
import { returnStatusLabels } from '../return-labels.ts';

/* Waiting on the shop in warm colours, finished in green, refused or withdrawn in red and grey. */
const tones: Record<ReturnStatus, { badge: string; dot: string }> = {
  REQUESTED: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500' },
  APPROVED: { badge: 'bg-sky-100 text-sky-700', dot: 'bg-sky-500' },
  RECEIVED: { badge: 'bg-coral-100 text-coral-800', dot: 'bg-coral-500' },
  COMPLETED: { badge: 'bg-sage-100 text-sage-700', dot: 'bg-sage-500' },
  REJECTED: { badge: 'bg-danger-50 text-danger-600', dot: 'bg-danger-600' },
  CANCELLED: { badge: 'bg-ink-100 text-ink-700', dot: 'bg-ink-500' },
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        tones[status].badge,
      )}
    >
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', tones[status].dot)} />
      {returnStatusLabels[status]}
    </span>
  );
}
