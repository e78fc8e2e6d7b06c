import type { ReactNode } from 'react';
import { ToneBadge, type BadgeTone } from './status-badge.tsx';

/** An order's payment statuses (contracts' paymentStatuses). */
type PaymentStatusName = 'PENDING' | 'AWAITING_PAYMENT' | 'VERIFYING' | 'PAID' | 'FAILED';

/* Waiting on the shopper amber, waiting on the shop blue, done green, failed red. */
const paymentTones: Record<PaymentStatusName, BadgeTone> = {
  PENDING: 'ink',
  AWAITING_PAYMENT: 'amber',
  VERIFYING: 'sky',
  PAID: 'sage',
  FAILED: 'danger',
};

/** Where an order's payment stands; `children` is its label (contracts' paymentStatusLabels). */
export function PaymentStatusBadge({
  status,
  children,
}: {
  status: PaymentStatusName;
  children: ReactNode;
}) {
  return <ToneBadge tone={paymentTones[status]}>{children}</ToneBadge>;
}
