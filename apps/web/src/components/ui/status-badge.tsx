import clsx from 'clsx';
import type { ReactNode } from 'react';

/** The four delivery statuses of an order (spec section 4). */
type DeliveryStatusName = 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'CANCELED';

/*
 * Spec colours: pending yellow, shipped blue, delivered green, cancelled red. Every text/background
 * pair passes WCAG AA for small bold text: amber-900 on amber-100 8.1:1, sky-700 on sky-100
 * 4.8:1, sage-700 on sage-100 5.5:1, danger-600 on danger-50 5.7:1. The dot repeats the colour
 * for a quick scan; the word carries the meaning.
 */
const tones: Record<DeliveryStatusName, { badge: string; dot: string; label: string }> = {
  PENDING: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500', label: 'Pending' },
  SHIPPED: { badge: 'bg-sky-100 text-sky-700', dot: 'bg-sky-500', label: 'Shipped' },
  DELIVERED: { badge: 'bg-sage-100 text-sage-700', dot: 'bg-sage-500', label: 'Delivered' },
  CANCELED: { badge: 'bg-danger-50 text-danger-600', dot: 'bg-danger-600', label: 'Cancelled' },
};

type StatusBadgeProps = {
  status: DeliveryStatusName;
  /** Defaults to the shopper's word: Pending, Shipped, Delivered, Cancelled. */
  children?: ReactNode;
  className?: string;
};

export function StatusBadge({ status, children, className }: StatusBadgeProps) {
  const tone = tones[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        tone.badge,
        className,
      )}
    >
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', tone.dot)} />
      {children ?? tone.label}
    </span>
  );
}
