import type { ReviewStatus } from '@shop/contracts/reviews';
import type { BadgeTone } from '../../components/ui/status-badge.tsx';

export const reviewStatusBadges: Record<ReviewStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'amber' },
  PUBLISHED: { label: 'Published', tone: 'sage' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
};

/** What each button makes of a review, and the toast that confirms it. */
export const reviewDecisions = [
  { status: 'PUBLISHED', label: 'Publish', toast: 'Review published' },
  { status: 'REJECTED', label: 'Reject', toast: 'Review rejected' },
  { status: 'PENDING', label: 'Move back to pending', toast: 'Review moved back to pending' },
] as const satisfies readonly { status: ReviewStatus; label: string; toast: string }[];
