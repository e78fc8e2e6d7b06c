import type { ReturnStatus } from '@shop/contracts/returns';
import clsx from 'clsx';
import type { ReactNode } from 'react';

/*
 * Waiting on the shop: amber; moving: sky; done well: sage; refused or withdrawn: red and grey.
 * The same text/background pairs as the order status badge, which pass WCAG AA.
 */
const tones: Record<ReturnStatus, { badge: string; dot: string }> = {
  REQUESTED: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500' },
  APPROVED: { badge: 'bg-sky-100 text-sky-700', dot: 'bg-sky-500' },
  RECEIVED: { badge: 'bg-sky-100 text-sky-700', dot: 'bg-sky-500' },
  COMPLETED: { badge: 'bg-sage-100 text-sage-700', dot: 'bg-sage-500' },
  REJECTED: { badge: 'bg-danger-50 text-danger-600', dot: 'bg-danger-600' },
  CANCELLED: { badge: 'bg-ink-100 text-ink-700', dot: 'bg-ink-500' },
};

export function ReturnStatusBadge({
  status,
  children,
}: {
  status: ReturnStatus;
  children: ReactNode;
}) {
  const tone = tones[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
        tone.badge,
      )}
    >
      <span aria-hidden="true" className={clsx('size-1.5 shrink-0 rounded-full', tone.dot)} />
      {children}
    </span>
  );
}
