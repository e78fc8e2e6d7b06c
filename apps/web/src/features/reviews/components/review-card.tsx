import type { Review } from '@shop/contracts/reviews';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { formatIndianDate } from '../../../lib/format-date.ts';

type ReviewCardProps = {
  review: Review;
  /** Beside the author: the customer's own review shows its status there. */
  badge?: ReactNode;
};

/** One review: its stars, title and text, who wrote it and when, and that they bought it. */
export function ReviewCard({ review, badge }: ReviewCardProps) {
  const { t, i18n } = useLingui();
  const stars = review.rating;
  return (
    <article className="flex flex-col gap-2">
      <StarRating rating={review.rating} label={t`Rated ${stars} out of 5`} />
      {review.title && <h3 className="text-base font-bold text-ink-900">{review.title}</h3>}
      {review.body && <p className="break-words whitespace-pre-line text-ink-800">{review.body}</p>}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-500">
        <span className="font-bold text-ink-900">{review.authorName}</span>
        {review.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 font-bold text-sage-700">
            <BadgeCheck aria-hidden="true" className="size-4" />
            <Trans>Verified buyer</Trans>
          </span>
        )}
        <time dateTime={review.createdAt}>{formatIndianDate(review.createdAt, i18n.locale)}</time>
        {badge}
      </p>
    </article>
  );
}
