import type { ReviewSort, ReviewStatus } from '@shop/contracts/reviews';
import type { BadgeTone } from '../../components/ui/status-badge.tsx';

export const reviewSortLabels: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** How the customer's own review reads while the shop checks it, and after. */
export const ownReviewStatus: Record<
  ReviewStatus,
  { label: string; tone: BadgeTone; note: string }
> = {
  PENDING: {
    label: 'Pending',
    tone: 'amber',
    note: 'Awaiting approval: it will appear here once the shop has checked it.',
  },
  PUBLISHED: { label: 'Published', tone: 'sage', note: 'Shown to every shopper.' },
  REJECTED: {
    label: 'Not published',
    tone: 'ink',
    note: 'The shop did not publish this review.',
  },
};

export function starsText(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

export function reviewsText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`;
}
