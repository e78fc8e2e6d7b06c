import type { Review } from '@shop/contracts/reviews';
import { useEffect, useId, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ToneBadge } from '../../../components/ui/status-badge.tsx';
import { ownReviewStatus } from '../review-labels.ts';
import { ReviewCard } from './review-card.tsx';

type OwnReviewProps = {
  review: Review;
  /** Just sent: thanks the customer and takes the focus from the form that went away. */
  justSubmitted: boolean;
};

/** The customer's own review of this product, with where the shop's check of it stands. */
export function OwnReview({ review, justSubmitted }: OwnReviewProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const thanks = useRef<HTMLParagraphElement>(null);
  const status = ownReviewStatus[review.status];

  useEffect(() => {
    if (justSubmitted) thanks.current?.focus();
  }, [justSubmitted]);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-soft sm:p-6"
    >
      {justSubmitted && (
        <p
          ref={thanks}
          tabIndex={-1}
          role="status"
          className="rounded-xl bg-sage-50 px-4 py-3 font-semibold text-sage-700"
        >
          <Trans>Thank you! Your review will appear once the shop has checked it.</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold text-ink-900">
          <Trans>Your review</Trans>
        </h3>
        <ToneBadge tone={status.tone}>{i18n._(status.label)}</ToneBadge>
      </div>
      <p className="text-sm text-ink-700">{i18n._(status.note)}</p>
      <ReviewCard review={review} />
    </section>
  );
}
