import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { formatCount } from '@shop/contracts/indian-numbers';
import type { ReviewSort, ReviewStatus } from '@shop/contracts/reviews';
import type { BadgeTone } from '../../components/ui/status-badge.tsx';
import { pluralForm } from '../../lib/plural-form.ts';

export const reviewSortLabels: Record<ReviewSort, MessageDescriptor> = {
  newest: msg`Newest`,
  highest: msg`Highest rated`,
  lowest: msg`Lowest rated`,
};

/** How the customer's own review reads while the shop checks it, and after. */
export const ownReviewStatus: Record<
  ReviewStatus,
  { label: MessageDescriptor; tone: BadgeTone; note: MessageDescriptor }
> = {
  PENDING: {
    // Not an order's "Pending": in Hindi a review is waiting to be checked.
    label: msg({ message: 'Pending', context: 'review status' }),
    tone: 'amber',
    note: msg`Awaiting approval: it will appear here once the shop has checked it.`,
  },
  PUBLISHED: { label: msg`Published`, tone: 'sage', note: msg`Shown to every shopper.` },
  REJECTED: {
    label: msg`Not published`,
    tone: 'ink',
    note: msg`The shop did not publish this review.`,
  },
};

export function starsText(i18n: I18n, stars: number): string {
  const form = pluralForm(i18n, stars);
  return i18n._(msg`${select(form, { one: `${stars} star`, other: `${stars} stars` })}`);
}

export function reviewsText(i18n: I18n, count: number): string {
  const form = pluralForm(i18n, count);
  const reviews = formatCount(count);
  return i18n._(msg`${select(form, { one: `${reviews} review`, other: `${reviews} reviews` })}`);
}
