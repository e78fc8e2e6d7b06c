import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/*
 * A badge's colours, named by tone so any status list can pick its own. Every text/background
 * pair passes WCAG AA for small bold text: amber-900 on amber-100 8.1:1, sky-700 on sky-100
 * 4.8:1, sage-700 on sage-100 5.5:1, danger-600 on danger-50 5.7:1. The dot repeats the colour
 * for a quick scan; the word carries the meaning.
 */
const tones = {
  amber: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500' },
  sky: { badge: 'bg-sky-100 text-sky-700', dot: 'bg-sky-500' },
  coral: { badge: 'bg-coral-100 text-coral-800', dot: 'bg-coral-500' },
  sage: { badge: 'bg-sage-100 text-sage-700', dot: 'bg-sage-500' },
  danger: { badge: 'bg-danger-50 text-danger-600', dot: 'bg-danger-600' },
  ink: { badge: 'bg-ink-100 text-ink-700', dot: 'bg-ink-500' },
};

export type BadgeTone = keyof typeof tones;

type ToneBadgeProps = {
  tone: BadgeTone;
  children: ReactNode;
  /** Let a long label wrap instead of keeping it on one line. */
  wrap?: boolean;
  className?: string;
};

/** A rounded label with a coloured dot: a status at a glance. */
export function ToneBadge({ tone, children, wrap = false, className }: ToneBadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
        !wrap && 'whitespace-nowrap',
        tones[tone].badge,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx('size-1.5 shrink-0 rounded-full', tones[tone].dot)}
      />
      {children}
    </span>
  );
}

/** The four delivery statuses of an order (spec section 4). */
type DeliveryStatusName = 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'CANCELED';

/* Spec colours: pending yellow, shipped blue, delivered green, cancelled red. */
const deliveryTones: Record<DeliveryStatusName, { tone: BadgeTone; label: MessageDescriptor }> = {
  PENDING: { tone: 'amber', label: msg`Pending` },
  SHIPPED: { tone: 'sky', label: msg`Shipped` },
  DELIVERED: { tone: 'sage', label: msg`Delivered` },
  CANCELED: { tone: 'danger', label: msg`Cancelled` },
};

type StatusBadgeProps = {
  status: DeliveryStatusName;
  /** Defaults to the shopper's word: Pending, Shipped, Delivered, Cancelled. */
  children?: ReactNode;
  className?: string;
};

/** An order's delivery status. */
export function StatusBadge({ status, children, className }: StatusBadgeProps) {
  const { i18n } = useLingui();
  const { tone, label } = deliveryTones[status];
  return (
    <ToneBadge tone={tone} className={className}>
      {children ?? i18n._(label)}
    </ToneBadge>
  );
}
