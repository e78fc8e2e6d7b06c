import type { ReturnStatus } from '@shop/contracts/returns';
import type { ReactNode } from 'react';
import { ToneBadge, type BadgeTone } from '../../../components/ui/status-badge.tsx';

/* Waiting on the shop: amber; moving: sky; done well: sage; refused or withdrawn: red and grey. */
const tones: Record<ReturnStatus, BadgeTone> = {
  REQUESTED: 'amber',
  APPROVED: 'sky',
  RECEIVED: 'sky',
  COMPLETED: 'sage',
  REJECTED: 'danger',
  CANCELLED: 'ink',
};

/** The shopper's words ("Exchange requested") are long: the badge may wrap on a phone. */
export function ReturnStatusBadge({
  status,
  children,
}: {
  status: ReturnStatus;
  children: ReactNode;
}) {
  return (
    <ToneBadge tone={tones[status]} wrap>
      {children}
    </ToneBadge>
  );
}
