import type { ReturnStatus } from '@shop/contracts/returns';
import { ToneBadge, type BadgeTone } from '../../../components/ui/status-badge.tsx';
import { returnStatusLabels } from '../return-labels.ts';

/* Waiting on the shop in warm colours, finished in green, refused or withdrawn in red and grey. */
const tones: Record<ReturnStatus, BadgeTone> = {
  REQUESTED: 'amber',
  APPROVED: 'sky',
  RECEIVED: 'coral',
  COMPLETED: 'sage',
  REJECTED: 'danger',
  CANCELLED: 'ink',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <ToneBadge tone={tones[status]}>{returnStatusLabels[status]}</ToneBadge>;
}
